import { PROPOSAL_TEXT } from '@/schemas/proposals'
import { revertProposal } from '@/services/ai/proposals'
import { getPayloadClient } from '@/services/platform/payload'
import { CACHE } from '@/web/http'
import { proposalIdParam } from '@/web/params'
import { route } from '@/web/route'

/**
 * POST /api/admin/proposals/{id}/revert → {message, proposal}: undoes an approval (the version
 * before it comes back). 409 when it was not approved or the field changed since. Admins only.
 */
export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: {
    access: 'admin',
    accessFirst: true,
    body: 'optional',
    params: proposalIdParam,
    cache: CACHE.privateNoStore,
    handler: async ({ params: id }) => ({ message: PROPOSAL_TEXT.reverted, proposal: await revertProposal(await getPayloadClient(), id) }),
  },
})
