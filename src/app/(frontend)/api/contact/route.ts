import { mailboxKey } from '@/lib/mailbox'
import { contactSchema } from '@/schemas/contact'
import { submitContactMessage } from '@/services/community/contact'
import { sendQueuedMailSoon } from '@/services/platform/jobs'
import { getPayloadClient } from '@/services/platform/payload'
import { clientIp, enforceRateLimit } from '@/services/platform/rateLimit'
import { poolOf } from '@/services/platform/shared'
import { route } from '@/web/route'

/** POST /api/contact {name, email, subject, message}: stored, then the two mails are queued. */
export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: {
    body: 'json',
    rateLimit: 'contact',
    schema: contactSchema,
    status: 201,
    handler: async ({ request, input }) => {
      const payload = await getPayloadClient()
      // Each message mails its sender: one inbox (however its address is spelled) cannot be
      // flooded from many places either.
      await enforceRateLimit(poolOf(payload), 'contact', [mailboxKey(input.email)])
      // A filled honeypot gets the very same answer (stored as spam, nothing mailed).
      await submitContactMessage(payload, input, { ip: clientIp(request.headers) })
      sendQueuedMailSoon()
      return { success: true }
    },
  },
})
