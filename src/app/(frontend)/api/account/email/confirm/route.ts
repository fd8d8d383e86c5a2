import { confirmEmailSchema } from '@/schemas/memberEmail'
import { confirmEmail } from '@/services/accounts/memberEmail'
import { getPayloadClient } from '@/services/platform/payload'
import { CACHE } from '@/web/http'
import { route } from '@/web/route'

/**
 * POST /api/account/email/confirm {token} → {success: true, email}: the button on
 * /account/confirm-email (never a GET, so mail scanners that open links confirm nothing). No
 * sign-in needed: the link is the proof. 400 for a malformed token, 410 when the link expired,
 * was used, or a newer request or a removal replaced it. Limited like the newsletter's links
 * ('confirm': 30 an hour per client; a 256-bit token cannot be guessed).
 */
export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: {
    body: 'json',
    rateLimit: 'confirm',
    schema: confirmEmailSchema,
    cache: CACHE.privateNoStore,
    handler: async ({ input }) => ({ success: true, ...(await confirmEmail(await getPayloadClient(), input.token)) }),
  },
})
