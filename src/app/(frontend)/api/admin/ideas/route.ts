import { listIdeas } from '@/services/community/ideas'
import { getPayloadClient } from '@/services/platform/payload'
import { CACHE } from '@/web/http'
import { route } from '@/web/route'

/** GET /api/admin/ideas → {ideas}: the feature-ideas backlog (admins only). */
export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: { access: 'admin', accessFirst: true, cache: CACHE.privateNoStore, handler: async () => ({ ideas: await listIdeas(await getPayloadClient()) }) },
})
