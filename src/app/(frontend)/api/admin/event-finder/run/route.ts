import { startEventFinder } from '@/services/ai/eventFinder'
import { getPayloadClient } from '@/services/platform/payload'
import { CACHE } from '@/web/http'
import { route } from '@/web/route'

/**
 * POST /api/admin/event-finder/run → 202 {status: 'queued', message, jobId, alreadyQueued}: the
 * AI event finder at once ("Find events now" above the admin's Events list), in the background;
 * the events it finds appear as drafts. A run still waiting or running is answered instead of a
 * second (alreadyQueued). 503 when OpenAI is not set up, 429 past today's chat budget. Admins only.
 */
export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: {
    access: 'admin',
    accessFirst: true,
    body: 'optional',
    status: 202,
    cache: CACHE.privateNoStore,
    handler: async () => ({ status: 'queued', ...(await startEventFinder(await getPayloadClient())) }),
  },
})
