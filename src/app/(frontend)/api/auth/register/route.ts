import { handleAuth, methodNotAllowed, ok, PRIVATE_NO_STORE, readJson } from '@/web/http'
import { getPayloadClient } from '@/services/platform/payload'
import { clientKey, enforceRateLimit } from '@/services/platform/rateLimit'
import { registerSchema } from '@/schemas/auth'
import { registerMember, sessionCookie } from '@/services/accounts/auth'
import { deviceCookie, normalizeUsername } from '@/services/accounts/loginGuard'
import { poolOf } from '@/services/platform/shared'

/**
 * POST /api/auth/register {username, password} → 201 {success: true, user: {username}}, signed
 * in (the session cookie, and the device cookie of a browser that signed in to the account). Always
 * a member: other fields of the body are ignored. 400 with SPEC §5's message, 409 for a taken
 * username, 429 over the limit (per client, IPv6 by /64, and per username).
 */
export const POST = (request: Request) =>
  handleAuth(async () => {
    const body = await readJson(request)
    const payload = await getPayloadClient()
    const username = normalizeUsername(body.username)
    const client = clientKey(request.headers)
    await enforceRateLimit(poolOf(payload), 'register', username ? [client, `user:${username}`] : [client])
    const input = registerSchema.parse(body)
    const { user, token } = await registerMember(payload, input)
    const headers = new Headers(PRIVATE_NO_STORE)
    headers.append('Set-Cookie', sessionCookie(payload, token))
    headers.append('Set-Cookie', deviceCookie(user.username))
    return ok({ success: true, user: { username: user.username } }, { status: 201, headers })
  })

const notAllowed = methodNotAllowed('POST')
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
