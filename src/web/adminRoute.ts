import type { Payload } from 'payload'

import type { User } from '@/payload-types'
import { handle, ok, readJson, readOptionalJson } from '@/web/http'
import { getPayloadClient } from '@/services/platform/payload'
import { proposalIdSchema, PROPOSAL_TEXT } from '@/schemas/proposals'
import { requireRole } from '@/services/accounts/auth'
import { NotFoundError } from '@/services/platform/errors'

/** Admin answers are one person's view of private data: never stored by a browser or a cache. */
export const ADMIN_NO_STORE = { 'Cache-Control': 'private, no-store' } as const

type AdminContext = { payload: Payload; user: User; request: Request }

/**
 * A handler of the /api/admin/* calls (SPEC §7; issue 17): admins only (401 JSON for a visitor,
 * 403 for members and editors), errors as `{error, details?}`, answers not cached. A POST reads
 * its body after the role check (same origin, JSON, size; an empty body is `{}` unless `body: 'json'`).
 */
export const adminRoute =
  <Params extends object = Record<string, never>>(
    work: (context: AdminContext & { body: Record<string, unknown>; params: Params }) => Promise<{ status?: number; body: unknown }>,
    { body: bodyKind }: { body?: 'none' | 'optional' | 'json' } = {},
  ) =>
  (request: Request, context: { params: Promise<Params> }) =>
    handle(async () => {
      const payload = await getPayloadClient()
      const user = await requireRole(payload, request.headers, ['admin'])
      const body = bodyKind === 'json' ? await readJson(request) : bodyKind === 'optional' ? await readOptionalJson(request) : {}
      const answer = await work({ payload, user, request, body, params: await context.params })
      return ok(answer.body, { status: answer.status ?? 200, headers: ADMIN_NO_STORE })
    })

/** The proposal id of a `[id]` route; a malformed id names no proposal (404). */
export const proposalIdOf = (params: { id: string }): number => {
  const parsed = proposalIdSchema.safeParse(params.id)
  if (!parsed.success) throw new NotFoundError(PROPOSAL_TEXT.notFound)
  return parsed.data
}
