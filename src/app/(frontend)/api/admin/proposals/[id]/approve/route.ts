import { adminRoute, proposalIdOf } from '@/web/adminRoute'
import { methodNotAllowed } from '@/web/http'
import { PROPOSAL_TEXT } from '@/schemas/proposals'
import { approveProposal } from '@/services/ai/proposals'

/**
 * POST /api/admin/proposals/{id}/approve → {message, proposal}: applies the proposed value to
 * the glossary term or FAQ (published). 409 when the proposal is not pending or its field
 * changed since it was made; 404 for an unknown id. Admins only.
 */
export const POST = adminRoute<{ id: string }>(
  async ({ payload, user, params }) => ({
    body: { message: PROPOSAL_TEXT.approved, proposal: await approveProposal(payload, proposalIdOf(params), user) },
  }),
  { body: 'optional' },
)

const notAllowed = methodNotAllowed('POST')
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
