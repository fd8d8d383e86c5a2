/**
 * The generation and curation calls share this: the body (JSON when there is one; the slug
 * routes send none), the per-client 'generation' limit, an editor's `force`, then
 * src/services/ai/generation.ts. Answers: 200 {status: 'done', …result}, 202 {status: 'queued'}
 * or {status: 'deferred', resumesAt, message}, and JSON errors 400, 403, 404, 415, 429, 502 (the
 * job gave up), 503 (not configured).
 */
import type { Payload } from 'payload'
import type { ZodType } from 'zod'

import { checkRole } from '@/access/checkRole'
import type { GenerationKind } from '@/collections/GenerationRequests'
import { GENERATION_QUEUE } from '@/jobs/queues'
import { forceSchema } from '@/schemas/generation'
import { currentUser } from '@/services/accounts/auth'
import { requestGeneration, type GenerationAnswer, type TargetRef } from '@/services/ai/generation'
import { kickQueue } from '@/services/platform/jobs'
import { getPayloadClient } from '@/services/platform/payload'
import { clientKey, enforceRateLimit } from '@/services/platform/rateLimit'
import { poolOf } from '@/services/platform/shared'
import { CACHE, ok } from '@/web/http'
import { slugParam } from '@/web/params'
import type { MethodSpec } from '@/web/route'

/** A generation's answer: 200 when done, 202 while queued or deferred. */
export const answer = (result: GenerationAnswer): Response => ok(result, { status: result.status === 'done' ? 200 : 202 })

/** `force` counts only from an editor or admin: visitors only ever cause the first generation. */
export const editorForce = async (payload: Payload, request: Request, force: boolean | undefined): Promise<boolean> => {
  if (!force) return false
  return checkRole(['admin', 'editor'], await currentUser(payload, request.headers))
}

export const kickGeneration = () => kickQueue(GENERATION_QUEUE)

/** Before any work: counts the request against the client's 'generation' limit (429). */
export const limitGeneration = async (payload: Payload, request: Request) =>
  enforceRateLimit(poolOf(payload), 'generation', [clientKey(request.headers)])

type Target = TargetRef & { force?: boolean }

/**
 * The POST of one kind: `schema` checks the body, `target` names the item (and the force flag
 * asked for) from it and the route params; everything else is shared.
 */
export const generationPost = <Input, Params = Record<string, string>>(
  kind: GenerationKind,
  {
    params,
    schema,
    target,
  }: { params?: (params: Record<string, string>) => Params; schema: ZodType<Input>; target: (input: Input, params: Params) => Target },
): MethodSpec<Input, undefined, Params> => ({
  body: 'optional',
  params,
  schema,
  rateLimit: { bucket: 'generation', afterSchema: true },
  cache: CACHE.noStore,
  handler: async ({ request, input, params: parsed }) => {
    const { force, ...item } = target(input, parsed)
    const payload = await getPayloadClient()
    return answer(await requestGeneration(payload, { kind, target: item, force: await editorForce(payload, request, force), kick: kickGeneration }))
  },
})

/** The slug routes (/api/faq/{slug}/…, /api/poses/{slug}/…): no body, or an editor's {force}. */
export const slugGenerationPost = (kind: GenerationKind, collection: 'faqs' | 'poses', notFound: string) =>
  generationPost(kind, {
    params: slugParam(notFound),
    schema: forceSchema,
    target: ({ force }, slug) => ({ collection, slug, force }),
  })
