import { z } from 'zod'

import { handle, ok, readJson, methodNotAllowed } from '@/lib/http'
import { getPayloadClient } from '@/lib/payload'
import { clientIp, enforceRateLimit } from '@/lib/rateLimit'
import { feedbackSchema } from '@/schemas/feedback'
import { requireRole } from '@/services/auth'
import { FEEDBACK_PAGE_SIZE, listFeedback, submitFeedback } from '@/services/feedback'
import { poolOf } from '@/services/shared'

/** POST /api/feedback: the 'Improve this page' dialog; anyone may send. */
export const POST = (request: Request) =>
  handle(async () => {
    const body = await readJson(request)
    const payload = await getPayloadClient()
    await enforceRateLimit(poolOf(payload), 'feedback', [clientIp(request.headers)])
    const input = feedbackSchema.parse(body)
    await submitFeedback(payload, input)
    return ok({ success: true }, { status: 201 })
  })

const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(FEEDBACK_PAGE_SIZE),
})

/** GET /api/feedback → {feedback: [...]}, newest first: admins only (401 visitors, 403 others). */
export const GET = (request: Request) =>
  handle(async () => {
    const payload = await getPayloadClient()
    await requireRole(payload, request.headers, ['admin'])
    const params = new URL(request.url).searchParams
    const query = listQuery.parse({ page: params.get('page') ?? undefined, limit: params.get('limit') ?? undefined })
    return ok(await listFeedback(payload, query), { headers: { 'Cache-Control': 'private, no-store' } })
  })

const notAllowed = methodNotAllowed('GET', 'POST')
export { notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
