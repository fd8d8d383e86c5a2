import { adminRoute, proposalIdOf } from '@/web/adminRoute'
import { methodNotAllowed } from '@/web/http'
import { PROPOSAL_TEXT } from '@/schemas/proposals'
import { revertProposal } from '@/services/ai/proposals'

/**
 * POST /api/admin/proposals/{id}/revert → {message, proposal}: undoes an approval (the version
 * before it comes back). 409 when it was not approved or the field changed since. Admins only.
 */
export const POST = adminRoute<{ id: string }>(
  async ({ payload, params }) => ({ body: { message: PROPOSAL_TEXT.reverted, proposal: await revertProposal(payload, proposalIdOf(params)) } }),
  { body: 'optional' },
)

const notAllowed = methodNotAllowed('POST')
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
