import { addDataAndFileToRequest, APIError, type Endpoint } from 'payload'

import { TooManyRequestsError } from '@/collections/Users/hooks/limitPasswordRequests'
import { sendQueuedMailSoon } from '@/services/platform/jobs'
import { forgotPasswordSchema } from '@/schemas/passwordReset'
import { RateLimitedError } from '@/services/platform/errors'
import { enforceForgotPasswordLimits } from '@/services/accounts/loginGuard'
import { requestPasswordReset } from '@/services/accounts/passwordReset'
import { poolOf } from '@/services/platform/shared'

/**
 * POST /cms-api/users/forgot-password {username} (the admin's "forgot password" form), in place
 * of Payload's own: 200 {message: 'Success'} whatever the username, after the same work (src/services/accounts/passwordReset.ts); 400
 * without a username; 429 over the limits (per client and per username, or per device for a
 * browser with the account's device cookie; src/services/accounts/loginGuard.ts), counted first.
 */
export const forgotPasswordEndpoint: Endpoint = {
  path: '/forgot-password',
  method: 'post',
  handler: async (req) => {
    if (req.data === undefined) await addDataAndFileToRequest(req)
    const parsed = forgotPasswordSchema.safeParse(req.data ?? {})
    if (!parsed.success) throw new APIError(parsed.error.issues[0]?.message ?? 'Missing username.', 400, undefined, true)
    const { username } = parsed.data
    try {
      await enforceForgotPasswordLimits(poolOf(req.payload), req.headers, username)
    } catch (error) {
      if (error instanceof RateLimitedError) throw new TooManyRequestsError(req, error)
      throw error
    }
    if (await requestPasswordReset(req, username)) sendQueuedMailSoon()
    return Response.json({ message: req.t('general:success') }, { status: 200 })
  },
}
