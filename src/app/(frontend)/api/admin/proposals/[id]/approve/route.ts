import { PROPOSAL_TEXT } from '@/schemas/proposals'
import { approveProposal } from '@/services/ai/proposals'
import { getPayloadClient } from '@/services/platform/payload'
import { CACHE } from '@/web/http'
import { proposalIdParam } from '@/web/params'
import { route } from '@/web/route'

/**
 * POST /api/admin/proposals/{id}/approve → {message, proposal}: applies the proposed value to
 * the glossary term or FAQ (published). 409 when the proposal is not pending or its field
 * changed since it was made; 404 for an unknown id. Admins only.
 */
export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: {
    access: 'admin',
    accessFirst: true,
    body: 'optional',
    params: proposalIdParam,
    cache: CACHE.privateNoStore,
    handler: async ({ params: id, user }) => ({ message: PROPOSAL_TEXT.approved, proposal: await approveProposal(await getPayloadClient(), id, user) }),
  },
})
