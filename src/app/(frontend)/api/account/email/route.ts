import { memberEmailSchema } from '@/schemas/memberEmail'
import { removeEmail, requestEmailChange } from '@/services/accounts/memberEmail'
import { getPayloadClient } from '@/services/platform/payload'
import { CACHE } from '@/web/http'
import { route } from '@/web/route'

/**
 * The member's optional e-mail address (/account, "E-mail (optional)"):
 * - POST {email} → {success: true, email, pendingEmail}: mails a confirmation link to the address
 *   (works once, 24 hours); the address becomes the account's only when it is opened. Also the
 *   "resend" of a waiting address. 400 for an invalid address or the one already confirmed; 429
 *   over 5 an hour per client, per account or per address (RATE_LIMIT_ACCOUNT_EMAIL).
 * - DELETE → {success: true, email: null, pendingEmail: null}: removes it (and a waiting one).
 * 401 signed out.
 */
export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: {
    body: 'json',
    access: 'member',
    schema: memberEmailSchema,
    cache: CACHE.privateNoStore,
    handler: async ({ request, user, input }) => ({
      success: true,
      ...(await requestEmailChange(await getPayloadClient(), user, input.email, request.headers)),
    }),
  },
  DELETE: {
    sameOrigin: true,
    access: 'member',
    cache: CACHE.privateNoStore,
    handler: async ({ user }) => ({ success: true, ...(await removeEmail(await getPayloadClient(), user.id)) }),
  },
})
