/**
 * The SPEC §7 generation and curation calls (issue 16) share this: same-origin check, the body
 * (JSON when there is one; the slug routes send none), the per-client 'generation' limit, an
 * editor's `force`, then src/services/ai/generation.ts. Answers: 200 {status: 'done', …result},
 * 202 {status: 'queued'} or {status: 'deferred', resumesAt, message}, and JSON errors 400, 403,
 * 404, 415, 429, 502 (the job gave up), 503 (not configured).
 */
import { checkRole } from '@/access/checkRole'
import type { GenerationKind } from '@/collections/GenerationRequests'
import { GENERATION_QUEUE } from '@/jobs/queues'
import { kickQueue } from '@/services/platform/jobs'
import { assertSameOrigin, handle, mediaType, ok, parseJsonObject, parseSlug, readBodyText, JSON_ONLY_MESSAGE } from '@/web/http'
import { getPayloadClient } from '@/services/platform/payload'
import { clientKey, enforceRateLimit } from '@/services/platform/rateLimit'
import { forceSchema } from '@/schemas/generation'
import { currentUser } from '@/services/accounts/auth'
import { ServiceError } from '@/services/platform/errors'
import { requestGeneration, type GenerationAnswer, type TargetRef } from '@/services/ai/generation'
import { poolOf } from '@/services/platform/shared'
import type { Payload } from 'payload'

/** The JSON object body, or {} when the request has none (the slug routes). */
export const readOptionalJson = async (request: Request): Promise<Record<string, unknown>> => {
  assertSameOrigin(request)
  const text = await readBodyText(request)
  if (!text.trim()) return {}
  if (mediaType(request) !== 'application/json') throw new ServiceError(415, JSON_ONLY_MESSAGE)
  return parseJsonObject(text)
}

export const NO_STORE = { 'Cache-Control': 'no-store' } as const

export const answer = (result: GenerationAnswer): Response => ok(result, { status: result.status === 'done' ? 200 : 202, headers: NO_STORE })

/** `force` counts only from an editor or admin: visitors only ever cause the first generation. */
export const editorForce = async (payload: Payload, request: Request, force: boolean | undefined): Promise<boolean> => {
  if (!force) return false
  return checkRole(['admin', 'editor'], await currentUser(payload, request.headers))
}

export const kickGeneration = () => kickQueue(GENERATION_QUEUE)

/** Before any work: counts the request against the client's 'generation' limit (429). */
export const limitGeneration = async (payload: Payload, request: Request) =>
  enforceRateLimit(poolOf(payload), 'generation', [clientKey(request.headers)])

type Params = { params: Promise<Record<string, string>> }

/**
 * A route handler for one kind: `parse` turns the body and route params into the item (and the
 * force flag asked for); everything else is shared.
 */
export const generationRoute =
  (kind: GenerationKind, parse: (body: Record<string, unknown>, params: Record<string, string>) => Promise<TargetRef & { force?: boolean }> | (TargetRef & { force?: boolean })) =>
  (request: Request, context: Params) =>
    handle(async () => {
      const body = await readOptionalJson(request)
      const { force, ...target } = await parse(body, await context.params)
      const payload = await getPayloadClient()
      await limitGeneration(payload, request)
      return answer(await requestGeneration(payload, { kind, target, force: await editorForce(payload, request, force), kick: kickGeneration }))
    })

/** The slug routes (/api/faq/{slug}/…, /api/poses/{slug}/…): no body, or an editor's {force}. */
export const slugGenerationRoute = (kind: GenerationKind, collection: 'faqs' | 'poses', notFound: string) =>
  generationRoute(kind, async (body, params) => ({
    collection,
    slug: await parseSlug(Promise.resolve({ slug: params.slug ?? '' }), notFound),
    force: forceSchema.parse(body).force,
  }))
