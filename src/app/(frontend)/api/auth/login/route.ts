import { handleAuth, methodNotAllowed, ok, PRIVATE_NO_STORE, readJson } from '@/lib/http'
import { getPayloadClient } from '@/lib/payload'
import { loginSchema } from '@/schemas/auth'
import { logIn, sessionCookie } from '@/services/auth'
import { enforceLoginLimits, normalizeUsername } from '@/services/loginGuard'
import { poolOf } from '@/services/shared'

/**
 * POST /api/auth/login {username, password} → 200 {success: true, user: {username}} with the
 * session cookie; 401 {success: false, error: 'Invalid credentials'} for a wrong password or an
 * unknown username alike. Limited per client address and per username (no lockout): 429.
 */
export const POST = (request: Request) =>
  handleAuth(async () => {
    const body = await readJson(request)
    const payload = await getPayloadClient()
    await enforceLoginLimits(poolOf(payload), request.headers, normalizeUsername(body.username))
    const input = loginSchema.parse(body)
    const { user, token } = await logIn(payload, input)
    return ok(
      { success: true, user: { username: user.username } },
      { headers: { ...PRIVATE_NO_STORE, 'Set-Cookie': sessionCookie(payload, token) } },
    )
  })

const notAllowed = methodNotAllowed('POST')
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
