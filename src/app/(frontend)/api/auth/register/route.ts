import { handleAuth, methodNotAllowed, ok, PRIVATE_NO_STORE, readJson } from '@/lib/http'
import { getPayloadClient } from '@/lib/payload'
import { clientIp, enforceRateLimit } from '@/lib/rateLimit'
import { registerSchema } from '@/schemas/auth'
import { registerMember, sessionCookie } from '@/services/auth'
import { normalizeUsername } from '@/services/loginGuard'
import { poolOf } from '@/services/shared'

/**
 * POST /api/auth/register {username, password} → 201 {success: true, user: {username}}, signed
 * in (the session cookie). Always a member: other fields of the body are ignored. 400 with
 * SPEC §5's message, 409 for a taken username, 429 over the limit (per address and per username).
 */
export const POST = (request: Request) =>
  handleAuth(async () => {
    const body = await readJson(request)
    const payload = await getPayloadClient()
    const username = normalizeUsername(body.username)
    await enforceRateLimit(poolOf(payload), 'register', username ? [clientIp(request.headers), `user:${username}`] : [clientIp(request.headers)])
    const input = registerSchema.parse(body)
    const { user, token } = await registerMember(payload, input)
    return ok(
      { success: true, user: { username: user.username } },
      { status: 201, headers: { ...PRIVATE_NO_STORE, 'Set-Cookie': sessionCookie(payload, token) } },
    )
  })

const notAllowed = methodNotAllowed('POST')
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
