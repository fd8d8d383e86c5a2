import { adminRoute, proposalIdOf } from '@/web/adminRoute'
import { methodNotAllowed } from '@/web/http'
import { PROPOSAL_TEXT, rejectSchema } from '@/schemas/proposals'
import { rejectProposal } from '@/services/ai/proposals'

/**
 * POST /api/admin/proposals/{id}/reject {reason} → {message, proposal}. A blank reason is a 400
 * (SPEC §5); 409 when the proposal is not pending; 404 for an unknown id. Admins only.
 */
export const POST = adminRoute<{ id: string }>(
  async ({ payload, user, params, body }) => {
    const id = proposalIdOf(params)
    const { reason } = rejectSchema.parse(body)
    return { body: { message: PROPOSAL_TEXT.rejected, proposal: await rejectProposal(payload, id, user, reason) } }
  },
  { body: 'json' },
)

const notAllowed = methodNotAllowed('POST')
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
