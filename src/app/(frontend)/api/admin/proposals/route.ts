import { adminRoute } from '@/web/adminRoute'
import { methodNotAllowed } from '@/web/http'
import { pendingProposals } from '@/services/ai/proposals'

/** GET /api/admin/proposals → {proposals, requiresReview}: the pending proposals (SPEC §7; admins only). */
export const GET = adminRoute(async ({ payload }) => ({ body: await pendingProposals(payload) }))

const notAllowed = methodNotAllowed('GET')
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
