import { handle, ok, readJson, methodNotAllowed } from '@/web/http'
import { getPayloadClient } from '@/services/platform/payload'
import { clientKey, enforceRateLimit } from '@/services/platform/rateLimit'
import { feedbackListQuery, feedbackSchema } from '@/schemas/feedback'
import { requireRole } from '@/services/accounts/auth'
import { listFeedback, submitFeedback } from '@/services/community/feedback'
import { poolOf } from '@/services/platform/shared'

/** POST /api/feedback: the 'Improve this page' dialog; anyone may send. */
export const POST = (request: Request) =>
  handle(async () => {
    const body = await readJson(request)
    const payload = await getPayloadClient()
    await enforceRateLimit(poolOf(payload), 'feedback', [clientKey(request.headers)])
    const input = feedbackSchema.parse(body)
    await submitFeedback(payload, input)
    return ok({ success: true }, { status: 201 })
  })

/**
 * GET /api/feedback → {feedback: [...], page, totalPages, totalDocs}, newest first, optionally
 * filtered by rating, category, severity and slug (the page path): admins and editors (401
 * visitors, 403 members); `email` only for admins. The admin's feedback view exports its CSV from it.
 */
export const GET = (request: Request) =>
  handle(async () => {
    const payload = await getPayloadClient()
    const user = await requireRole(payload, request.headers, ['admin', 'editor'])
    const query = feedbackListQuery.parse(Object.fromEntries(new URL(request.url).searchParams))
    // Submitters' e-mail addresses go to admins only; editors get the rest of each record.
    return ok(await listFeedback(payload, query, user), { headers: { 'Cache-Control': 'private, no-store' } })
  })

const notAllowed = methodNotAllowed('GET', 'POST')
export { notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
