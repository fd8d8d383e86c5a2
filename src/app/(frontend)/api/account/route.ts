import { deleteAccountSchema } from '@/schemas/auth'
import { deleteAccount, getAccountOverview } from '@/services/accounts/account'
import { expiredSessionCookie } from '@/services/accounts/auth'
import { enforceLoginLimits } from '@/services/accounts/loginGuard'
import { getPayloadClient } from '@/services/platform/payload'
import { poolOf } from '@/services/platform/shared'
import { CACHE, ok } from '@/web/http'
import { route } from '@/web/route'

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** GET /api/account → {success: true, account: {username, displayName, roles, memberSince, email, pendingEmail, courses, certificates}}; 401 signed out. */
  GET: {
    access: 'member',
    errors: 'auth',
    cache: CACHE.privateNoStore,
    handler: async ({ user }) => ({ success: true, account: await getAccountOverview(await getPayloadClient(), user) }),
  },
  /**
   * DELETE /api/account {password} → {success: true}: the account, its progress and enrollments
   * go, its certificates are revoked, the cookie expires. 400 for a wrong password (password
   * guesses count like logins, before the body is checked: src/services/accounts/loginGuard.ts).
   */
  DELETE: {
    body: 'json',
    access: 'member',
    errors: 'auth',
    cache: CACHE.privateNoStore,
    handler: async ({ request, body, user }) => {
      const payload = await getPayloadClient()
      await enforceLoginLimits(poolOf(payload), request.headers, user.username)
      const { password } = deleteAccountSchema.parse(body)
      await deleteAccount(payload, user, password)
      return ok({ success: true }, { headers: { 'Set-Cookie': expiredSessionCookie(payload) } })
    },
  },
})
