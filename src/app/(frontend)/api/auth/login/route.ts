import { loginSchema } from '@/schemas/auth'
import { logIn, sessionCookie } from '@/services/accounts/auth'
import { enforceLoginLimits, loginSucceeded, normalizeUsername } from '@/services/accounts/loginGuard'
import { getPayloadClient } from '@/services/platform/payload'
import { poolOf } from '@/services/platform/shared'
import { CACHE, ok } from '@/web/http'
import { route } from '@/web/route'

/**
 * POST /api/auth/login {username, password} → 200 {success: true, user: {username}} with the
 * session cookie; 401 {success: false, error: 'Invalid credentials'} for a wrong password or an
 * unknown username alike. Failed logins are limited per client, per username and client, and
 * per username for browsers without the account's device cookie (no lockout; loginGuard.ts),
 * counted before the body is checked: 429. A successful login also sets the device cookie.
 */
export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: {
    body: 'json',
    errors: 'auth',
    cache: CACHE.privateNoStore,
    handler: async ({ request, body }) => {
      const payload = await getPayloadClient()
      const attempt = await enforceLoginLimits(poolOf(payload), request.headers, normalizeUsername(body.username))
      const input = loginSchema.parse(body)
      const { user, token } = await logIn(payload, input)
      const headers = new Headers()
      headers.append('Set-Cookie', sessionCookie(payload, token))
      headers.append('Set-Cookie', await loginSucceeded(poolOf(payload), attempt, user.username))
      return ok({ success: true, user: { username: user.username } }, { headers })
    },
  },
})
