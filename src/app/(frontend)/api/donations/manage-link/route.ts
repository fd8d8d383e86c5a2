import { mailboxKey } from '@/lib/mailbox'
import { manageLinkSchema } from '@/schemas/donation'
import { sendManageLinks } from '@/services/donations/donorPortal'
import { sendQueuedMailSoon } from '@/services/platform/jobs'
import { getPayloadClient } from '@/services/platform/payload'
import { clientKey } from '@/services/platform/rateLimit'
import { CACHE } from '@/web/http'
import { route } from '@/web/route'

/**
 * POST /api/donations/manage-link {email} → {message}: e-mails a fresh manage link for each
 * monthly gift of that address. The same answer whether or not the address gives monthly;
 * limited per client and per mailbox.
 */
export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: {
    body: 'json',
    schema: manageLinkSchema,
    rateLimit: { bucket: 'donor_link', afterSchema: true, keys: ({ request, input }) => [clientKey(request.headers), mailboxKey((input as { email: string }).email)] },
    cache: CACHE.noStore,
    handler: async ({ input }) => {
      const message = await sendManageLinks(await getPayloadClient(), input.email)
      sendQueuedMailSoon()
      return { message }
    },
  },
})
