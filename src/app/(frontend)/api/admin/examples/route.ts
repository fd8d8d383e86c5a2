import { adminRoute } from '@/web/adminRoute'
import { methodNotAllowed } from '@/web/http'
import { z } from '@/lib/zod'
import { countExamples, removalMessage, removeExamples } from '@/services/content/examples'

/** The body of the removal: an explicit confirmation, nothing else. */
const removeSchema = z.object({ confirm: z.literal(true, { error: 'Confirm the removal with {"confirm": true}.' }) }).strict()

/** GET /api/admin/examples → {examples: {events, teamMembers}}: what example content is left (admins only). */
export const GET = adminRoute(async ({ payload }) => ({ body: { examples: await countExamples(payload) } }))

/**
 * POST /api/admin/examples {confirm: true} → {removed: {events, teamMembers}, message}: deletes
 * every example event and example team profile (issue 30). Idempotent: a second call (a double
 * click) removes nothing and says so. 400 without the confirmation; admins only.
 */
export const POST = adminRoute(
  async ({ payload, body }) => {
    removeSchema.parse(body)
    const removed = await removeExamples(payload)
    return { body: { removed, message: removalMessage(removed) } }
  },
  { body: 'json' },
)

const notAllowed = methodNotAllowed('GET', 'POST')
export { notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
