import { pendingProposals } from '@/services/ai/proposals'
import { getPayloadClient } from '@/services/platform/payload'
import { CACHE } from '@/web/http'
import { route } from '@/web/route'

/** GET /api/admin/proposals → {proposals, requiresReview}: the pending proposals (admins only). */
export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: { access: 'admin', accessFirst: true, cache: CACHE.privateNoStore, handler: async () => pendingProposals(await getPayloadClient()) },
})
