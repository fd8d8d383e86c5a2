import { publishedPoseSlugs, requestGeneration, stepVideoProgress, waitFor, waitSeconds, type GenerationAnswer } from '@/services/ai/generation'
import { generationFeatures, NOT_CONFIGURED } from '@/services/ai/generationFeatures'
import { editorForce, kickGeneration, limitGeneration } from '@/web/generationRoute'
import { CACHE, jsonError } from '@/web/http'
import { getPayloadClient } from '@/services/platform/payload'
import { forceSchema } from '@/schemas/generation'
import { ServiceError } from '@/services/platform/errors'
import { route } from '@/web/route'

export type CurateAllResult = { slug: string; status: 'success' | 'queued' | 'deferred' | 'failed'; count: number; error?: string }

/**
 * POST /api/poses/curate-all-step-videos (no body) → {results: [{slug, status, count}]}:
 * one step-video curation per published pose (a pose that has its step videos answers at once
 * and costs nothing), all queued first, then waited for up to GENERATION_WAIT_SECONDS in total;
 * what is still running is 'queued', a spent YouTube quota 'deferred' (resumed tomorrow).
 */
const curateAll = async (request: Request, force: boolean | undefined) => {
  const payload = await getPayloadClient()
  if (!generationFeatures().videos) return jsonError(503, NOT_CONFIGURED['step-videos'])
  await limitGeneration(payload, request)
  const forced = await editorForce(payload, request, force)
  const poses = await publishedPoseSlugs(payload)
  const pending: { slug: string; answer?: GenerationAnswer; error?: string }[] = []
  for (const pose of poses) {
    try {
      const answer = await requestGeneration(payload, { kind: 'step-videos', target: { collection: 'poses', id: pose.id }, force: forced, waitMs: 0, kick: kickGeneration })
      pending.push({ slug: pose.slug, answer })
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error
      pending.push({ slug: pose.slug, error: error.message })
    }
  }
  const deadline = Date.now() + waitSeconds() * 1000
  const results: CurateAllResult[] = []
  for (const entry of pending) {
    let answer = entry.answer
    try {
      if (answer?.status === 'queued') answer = await waitFor(payload, answer.requestId, Math.max(0, deadline - Date.now()))
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error
      entry.error = error.message
      answer = undefined
    }
    if (!answer) results.push({ slug: entry.slug, status: 'failed', count: 0, error: entry.error })
    else if (answer.status === 'done') results.push({ slug: entry.slug, status: 'success', count: answer.count ?? 0 })
    else results.push({ slug: entry.slug, status: answer.status, count: 0 })
  }
  return { results }
}

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /**
   * GET /api/poses/curate-all-step-videos → {results: [{slug, status, count}]}: where each pose's
   * step-video curation stands (status 'idle' when never asked), so the pose list can show
   * 'n of 34' while the POST runs. Reads only: nothing is queued and nothing is spent.
   */
  GET: { cache: CACHE.noStore, handler: async () => ({ results: await stepVideoProgress(await getPayloadClient()) }) },
  POST: { body: 'optional', schema: forceSchema, cache: CACHE.noStore, handler: async ({ request, input }) => curateAll(request, input.force) },
})
