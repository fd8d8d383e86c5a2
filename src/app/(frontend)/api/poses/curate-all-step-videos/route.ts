import { publishedPoseSlugs, requestGeneration, stepVideoProgress, waitFor, waitSeconds, type GenerationAnswer } from '@/services/ai/generation'
import { generationFeatures, NOT_CONFIGURED } from '@/services/ai/generationFeatures'
import { editorForce, kickGeneration, limitGeneration, NO_STORE, readOptionalJson } from '@/web/generationRoute'
import { handle, jsonError, methodNotAllowed, ok } from '@/web/http'
import { getPayloadClient } from '@/services/platform/payload'
import { forceSchema } from '@/schemas/generation'
import { ServiceError } from '@/services/platform/errors'

export type CurateAllResult = { slug: string; status: 'success' | 'queued' | 'deferred' | 'failed'; count: number; error?: string }

/**
 * POST /api/poses/curate-all-step-videos (no body) → {results: [{slug, status, count}]} (SPEC §7):
 * one step-video curation per published pose (a pose that has its step videos answers at once
 * and costs nothing), all queued first, then waited for up to GENERATION_WAIT_SECONDS in total;
 * what is still running is 'queued', a spent YouTube quota 'deferred' (resumed tomorrow).
 */
export const POST = (request: Request) =>
  handle(async () => {
    const { force } = forceSchema.parse(await readOptionalJson(request))
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
    return ok({ results }, { headers: NO_STORE })
  })

/**
 * GET /api/poses/curate-all-step-videos → {results: [{slug, status, count}]}: where each pose's
 * step-video curation stands (status 'idle' when never asked), so the pose list can show
 * 'n of 34' while the POST runs. Reads only: nothing is queued and nothing is spent.
 */
export const GET = () => handle(async () => ok({ results: await stepVideoProgress(await getPayloadClient()) }, { headers: NO_STORE }))

const notAllowed = methodNotAllowed('GET', 'POST')
export { notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
