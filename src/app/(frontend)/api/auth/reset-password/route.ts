import { resetPasswordSchema } from '@/schemas/passwordReset'
import { sessionCookie } from '@/services/accounts/auth'
import { resetPasswordWithLink } from '@/services/accounts/passwordReset'
import { getPayloadClient } from '@/services/platform/payload'
import { CACHE, ok } from '@/web/http'
import { route } from '@/web/route'

/**
 * POST /api/auth/reset-password {token, password} → 200 {success: true, user: {username}} with a
 * new session cookie: the password from a member's reset link (the account's own rules: 6
 * characters for members, 12 for staff; not common, not the username). The link stops working
 * and every other session of the account ends. 400 for a refused password or a malformed token,
 * 410 for an unknown, used or expired link, 429 after 10 failed resets an hour per client
 * (RATE_LIMIT_RESET_PASSWORD).
 */
export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: {
    body: 'json',
    schema: resetPasswordSchema,
    errors: 'auth',
    cache: CACHE.privateNoStore,
    handler: async ({ request, input }) => {
      const payload = await getPayloadClient()
      const { user, token } = await resetPasswordWithLink(payload, request.headers, input)
      return ok({ success: true, user: { username: user.username } }, { headers: { 'Set-Cookie': sessionCookie(payload, token) } })
    },
  },
})
