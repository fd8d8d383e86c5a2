import { campaignSchema } from '@/schemas/campaigns'
import { createCampaign, listCampaigns } from '@/services/community/campaigns'
import { getPayloadClient } from '@/services/platform/payload'
import { CACHE } from '@/web/http'
import { route } from '@/web/route'

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** GET /api/admin/newsletters → {campaigns}: newest first, with a 500-character preview and progress. Admins only. */
  GET: { access: 'admin', cache: CACHE.privateNoStore, handler: async () => ({ campaigns: await listCampaigns(await getPayloadClient()) }) },
  /** POST /api/admin/newsletters {subject, content, status: 'draft'} → 201 {campaign}; blank: 400 'Subject and content are required'. */
  POST: {
    sameOrigin: true,
    access: 'admin',
    accessFirst: true,
    body: 'json',
    schema: campaignSchema,
    status: 201,
    cache: CACHE.privateNoStore,
    handler: async ({ input }) => ({ campaign: await createCampaign(await getPayloadClient(), input) }),
  },
})
