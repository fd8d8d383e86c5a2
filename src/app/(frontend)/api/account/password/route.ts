import { changePasswordSchema } from '@/schemas/auth'
import { changePassword } from '@/services/accounts/account'
import { enforceLoginLimits } from '@/services/accounts/loginGuard'
import { getPayloadClient } from '@/services/platform/payload'
import { poolOf } from '@/services/platform/shared'
import { CACHE } from '@/web/http'
import { route } from '@/web/route'

/**
 * POST /api/account/password {currentPassword, newPassword} → {success: true}. The new password
 * follows the register rules; every other session of the account ends. 400 for a wrong current
 * password (guesses count like logins, before the body is checked), 401 signed out.
 */
export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: {
    body: 'json',
    access: 'member',
    errors: 'auth',
    cache: CACHE.privateNoStore,
    handler: async ({ request, body, user }) => {
      const payload = await getPayloadClient()
      await enforceLoginLimits(poolOf(payload), request.headers, user.username)
      await changePassword(payload, user, changePasswordSchema.parse(body))
      return { success: true }
    },
  },
})
