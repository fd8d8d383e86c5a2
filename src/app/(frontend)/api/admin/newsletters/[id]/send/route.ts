import { startSending } from '@/services/community/campaigns'
import { NEWSLETTER_QUEUE } from '@/jobs/queues'
import { runQueueSoon } from '@/services/platform/jobs'
import { getPayloadClient } from '@/services/platform/payload'
import { CACHE } from '@/web/http'
import { campaignIdOf } from '@/web/params'
import { route } from '@/web/route'

/**
 * POST /api/admin/newsletters/{id}/send → 202 {message}: the campaign is queued for every active
 * subscriber. 404 unknown; 409 when it is not a draft (already sending or sent: a second click)
 * or nobody is subscribed. Admins only.
 */
export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: {
    body: 'optional',
    access: 'admin',
    status: 202,
    cache: CACHE.privateNoStore,
    handler: async ({ params }) => {
      const { message } = await startSending(await getPayloadClient(), campaignIdOf(params.id))
      // after the answer went out, this process's newsletter runner starts on the queued job
      runQueueSoon(NEWSLETTER_QUEUE)
      return { message }
    },
  },
})
