import { PROPOSAL_TEXT, rejectSchema } from '@/schemas/proposals'
import { rejectProposal } from '@/services/ai/proposals'
import { getPayloadClient } from '@/services/platform/payload'
import { CACHE } from '@/web/http'
import { proposalIdParam } from '@/web/params'
import { route } from '@/web/route'

/**
 * POST /api/admin/proposals/{id}/reject {reason} → {message, proposal}. A blank reason is a 400
 * (a rejection always says why); 409 when the proposal is not pending; 404 for an unknown id.
 * Admins only.
 */
export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: {
    access: 'admin',
    accessFirst: true,
    body: 'json',
    params: proposalIdParam,
    schema: rejectSchema,
    cache: CACHE.privateNoStore,
    handler: async ({ params: id, input, user }) => ({
      message: PROPOSAL_TEXT.rejected,
      proposal: await rejectProposal(await getPayloadClient(), id, user, input.reason),
    }),
  },
})
