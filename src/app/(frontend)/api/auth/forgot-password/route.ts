import { forgotPasswordSchema } from '@/schemas/passwordReset'
import { enforceForgotPasswordLimits } from '@/services/accounts/loginGuard'
import { RESET_REQUESTED, requestMemberPasswordReset } from '@/services/accounts/passwordReset'
import { sendQueuedMailSoon } from '@/services/platform/jobs'
import { getPayloadClient } from '@/services/platform/payload'
import { poolOf } from '@/services/platform/shared'
import { CACHE } from '@/web/http'
import { route } from '@/web/route'

/**
 * POST /api/auth/forgot-password {username} → 200 {success: true, message} whatever the
 * username, after the same work: a reset link goes only to an account's confirmed address
 * (members' links open /reset-password, staff's the admin's reset page). 400 without a username;
 * 429 over RATE_LIMIT_FORGOT_PASSWORD (per client and per username, or per device cookie),
 * shared with /cms-api/users/forgot-password.
 */
export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: {
    body: 'json',
    schema: forgotPasswordSchema,
    cache: CACHE.noStore,
    handler: async ({ request, input }) => {
      const payload = await getPayloadClient()
      await enforceForgotPasswordLimits(poolOf(payload), request.headers, input.username)
      if (await requestMemberPasswordReset(payload, input.username)) sendQueuedMailSoon()
      return { success: true, message: RESET_REQUESTED }
    },
  },
})
