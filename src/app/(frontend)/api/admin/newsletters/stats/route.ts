import { campaignStats } from '@/services/community/campaigns'
import { getPayloadClient } from '@/services/platform/payload'
import { CACHE } from '@/web/http'
import { route } from '@/web/route'

/** GET /api/admin/newsletters/stats → {stats}: subscribers by status and campaigns sent. Admins only. */
export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: { access: 'admin', cache: CACHE.privateNoStore, handler: async () => ({ stats: await campaignStats(await getPayloadClient()) }) },
})
