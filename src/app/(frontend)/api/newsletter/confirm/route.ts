import { tokenSchema } from '@/schemas/newsletter'
import { confirmSubscription } from '@/services/community/newsletter'
import { sendQueuedMailSoon } from '@/services/platform/jobs'
import { getPayloadClient } from '@/services/platform/payload'
import { route } from '@/web/route'

/**
 * POST /api/newsletter/confirm {token}: the button on /newsletter/confirm (never a GET, so mail
 * scanners that open links cannot confirm). A second press of a link that confirmed answers
 * `{ success: true, alreadySubscribed: true }`; 410 when the link expired, or the address
 * unsubscribed or signed up again since. Counted
 * against its own limit, not the sign-up one: a 256-bit token cannot be guessed, and a household
 * behind one address should not run out of sign-ups by confirming; the limit only stops floods.
 */
export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: {
    body: 'json',
    rateLimit: 'confirm',
    schema: tokenSchema,
    handler: async ({ input }) => {
      const { alreadySubscribed } = await confirmSubscription(await getPayloadClient(), input.token)
      if (alreadySubscribed) return { success: true, alreadySubscribed: true }
      sendQueuedMailSoon()
      return { success: true }
    },
  },
})
