import type { PoolClient } from 'pg'

import { mailboxKey } from '@/lib/mailbox'
import { newsletterRequestSchema } from '@/schemas/newsletter'
import { subscribe } from '@/services/community/newsletter'
import { sendQueuedMailSoon } from '@/services/platform/jobs'
import { getPayloadClient } from '@/services/platform/payload'
import { clientIp, enforceRateLimit } from '@/services/platform/rateLimit'
import { route } from '@/web/route'

/**
 * POST /api/newsletter {email, name}: a pending subscription and its confirmation mail. The same
 * answer whatever the address's state. Limited per client and per mailbox (each mail counts).
 */
export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: {
    body: 'json',
    rateLimit: 'newsletter',
    schema: newsletterRequestSchema,
    handler: async ({ request, input }) => {
      const payload = await getPayloadClient()
      // Each mailed sign-up counts against its mailbox too (a+tag@, a.b@gmail.com and ab@ are one),
      // so one inbox cannot be flooded from many places; a repeat within minutes mails nothing and
      // does not count.
      const beforeMail = (connection: PoolClient) => enforceRateLimit(connection, 'newsletter', [mailboxKey(input.email)])
      await subscribe(payload, input, { ip: clientIp(request.headers), beforeMail })
      sendQueuedMailSoon()
      return { success: true, message: "We've sent you a confirmation link. Please check your inbox." }
    },
  },
})
