import { adminRoute } from '@/web/adminRoute'
import { methodNotAllowed } from '@/web/http'
import { listIdeas } from '@/services/community/ideas'

/** GET /api/admin/ideas → {ideas}: the feature-ideas backlog (SPEC §7; admins only). */
export const GET = adminRoute(async ({ payload }) => ({ body: { ideas: await listIdeas(payload) } }))

const notAllowed = methodNotAllowed('GET')
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
