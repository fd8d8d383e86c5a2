/**
 * Generation requests: what a page or an editor calls to have an item's image, pronunciation,
 * narration or videos made, as jobs. A request (src/app/(frontend)/api/…) calls
 * `requestGeneration`:
 *  1. the item must exist and be published (404 with the item's not-found message);
 *  2. the feature must be configured (503 "… not configured", nothing queued);
 *  3. an item that has its output (or whose request is done) answers it at once: visitors only
 *     ever cause the first generation; `force` (an editor's Regenerate) redoes it;
 *  4. today's budget of the kind must not be spent (429, nothing queued);
 *  5. the claim (generationQueue.ts): one request row and at most one live job per item and kind;
 *  6. the queue is kicked and the request waits up to GENERATION_WAIT_SECONDS (20) for the
 *     answer, else 202 {status: 'queued'} (the page polls or refreshes).
 *
 * The job itself runs in generationRun.ts; budgets and the ledger are in budgets.ts.
 */
import type { Payload } from 'payload'

import { AI_USAGE_KINDS, type AiUsageKind } from '@/collections/AiUsage'
import type { GenerationKind } from '@/collections/GenerationRequests'
import { imageEstimate, openaiClient } from '@/integrations/openai'
import { budgetMessage, budgetSpent, budgetSpentError } from '@/services/ai/budgets'
import { configured, NOT_CONFIGURED } from '@/services/ai/generationFeatures'
import { claim } from '@/services/ai/generationQueue'
import { applicable, findTarget, hasOutput, resultOf, type GenerationResult, type TargetCollection, type TargetDoc, type TargetRef } from '@/services/ai/generationTargets'
import { ServiceError } from '@/services/platform/errors'
import { PUBLISHED } from '@/services/platform/shared'

export type { TargetRef }

/**
 * The budget a generation must not pass. Curation spends on the model's judgment (chat) but does
 * not need it: past the chat budget it ranks by text and channel alone, so it is never refused.
 */
const spendsOn = (kind: GenerationKind): AiUsageKind | null => {
  if (kind === 'image' || kind === 'narration') return kind
  if (kind === 'pronunciation') return openaiClient() ? 'pronunciation' : null
  return null
}

/** 429 when today's budget of what `kind` spends on has no room for it. */
const assertBudget = async (payload: Payload, kind: GenerationKind): Promise<void> => {
  const spends = spendsOn(kind)
  if (!spends) return
  if (await budgetSpent(payload, spends, spends === 'image' ? imageEstimate().estimatedCostUsd : 0)) throw budgetSpentError(spends)
}

export type GenerationAnswer =
  | ({ status: 'done' } & GenerationResult)
  | { status: 'queued'; requestId: number }
  | { status: 'deferred'; resumesAt: string | null; message: string }

export class GenerationFailedError extends ServiceError {
  constructor(message: string) {
    super(502, message)
    this.name = 'GenerationFailedError'
  }
}

export const DEFERRED_MESSAGE = "Today's YouTube quota is spent; curation resumes automatically tomorrow."

export const waitSeconds = (environment: Record<string, string | undefined> = process.env): number => {
  const value = Number(environment.GENERATION_WAIT_SECONDS?.trim() || NaN)
  return Number.isFinite(value) && value >= 0 ? value : 20
}

/** Waits for a request's job up to `waitMs`: its answer, or queued. A job that gave up: 502. */
export const waitFor = async (payload: Payload, requestId: number, waitMs: number): Promise<GenerationAnswer> => {
  const deadline = Date.now() + waitMs
  for (;;) {
    const row = await payload.findByID({ collection: 'generation-requests', id: requestId, depth: 0 })
    if (row.status === 'done') {
      const doc = await payload.findByID({ collection: row.targetCollection as TargetCollection, id: row.targetId, depth: 0 })
      return { status: 'done', ...(await resultOf(payload, row.kind as GenerationKind, row.targetCollection as TargetCollection, doc as TargetDoc)) }
    }
    if (row.status === 'deferred') return { status: 'deferred', resumesAt: row.resumeAfter ?? null, message: DEFERRED_MESSAGE }
    if (row.status === 'failed') {
      // refused, not broken: today's budget had no room (429), or the feature went away (503)
      const spent = AI_USAGE_KINDS.find((kind) => row.error === budgetMessage(kind))
      if (spent) throw budgetSpentError(spent)
      const off = Object.values(NOT_CONFIGURED).find((message) => row.error === message)
      if (off) throw new ServiceError(503, off)
      throw new GenerationFailedError(row.error || 'The generation failed')
    }
    if (row.job) {
      const { docs } = await payload.find({ collection: 'payload-jobs', where: { id: { equals: row.job } }, depth: 0, limit: 1, pagination: false })
      if (docs[0]?.hasError) throw new GenerationFailedError(row.error || 'The generation failed after its retries')
    }
    if (Date.now() >= deadline) return { status: 'queued', requestId }
    await new Promise((resolve) => setTimeout(resolve, Math.min(250, Math.max(10, deadline - Date.now()))))
  }
}

export type GenerationRequestInput = {
  kind: GenerationKind
  target: TargetRef
  /** an editor's Regenerate: redo even when the item has its output */
  force?: boolean
  waitMs?: number
  /** run the queue now (the endpoints pass kickQueue) */
  kick?: () => void
}

/** A generation call: see the header of this file. */
export const requestGeneration = async (payload: Payload, { kind, target, force = false, waitMs = waitSeconds() * 1000, kick }: GenerationRequestInput): Promise<GenerationAnswer> => {
  const doc = await findTarget(payload, target)
  if (!configured(kind)) throw new ServiceError(503, NOT_CONFIGURED[kind])
  const notApplicable = applicable(kind, target.collection, doc)
  if (notApplicable) throw new ServiceError(400, notApplicable)
  if (!force) {
    const current = await resultOf(payload, kind, target.collection, doc)
    if (hasOutput(kind, current)) return { status: 'done', ...current }
  }
  await assertBudget(payload, kind)
  const claimed = await claim(payload, kind, target.collection, doc.id, { force })
  if (claimed.status === 'done') return { status: 'done', ...(await resultOf(payload, kind, target.collection, doc)) }
  if (claimed.status === 'deferred') return { status: 'deferred', resumesAt: claimed.resumeAfter ?? null, message: DEFERRED_MESSAGE }
  kick?.()
  return waitFor(payload, claimed.requestId, waitMs)
}

export type StepVideoProgress = { slug: string; status: 'success' | 'queued' | 'deferred' | 'failed' | 'idle'; count: number }

/**
 * Where each published pose's step-video curation stands, for the progress of 'Curate All Step
 * Videos' (n of 34) while its call runs: three reads, nothing queued. A pose with step videos is
 * 'success'; else its request row's status; 'idle' when nothing was asked.
 */
export const stepVideoProgress = async (payload: Payload): Promise<StepVideoProgress[]> => {
  const [poses, requests, videos] = await Promise.all([
    publishedPoseSlugs(payload),
    payload.find({ collection: 'generation-requests', where: { kind: { equals: 'step-videos' } }, depth: 0, pagination: false, select: { targetId: true, status: true } }),
    payload.find({ collection: 'videos', where: { stepNumber: { exists: true } }, depth: 0, pagination: false, select: { poses: true } }),
  ])
  const counts = new Map<number, number>()
  for (const video of videos.docs) {
    for (const pose of video.poses ?? []) {
      const id = typeof pose === 'number' ? pose : pose.id
      counts.set(id, (counts.get(id) ?? 0) + 1)
    }
  }
  const statuses = new Map(requests.docs.map((row) => [row.targetId, row.status]))
  return poses.map(({ id, slug }) => {
    const count = counts.get(id) ?? 0
    const status = statuses.get(id)
    return { slug, count, status: count > 0 || status === 'done' ? 'success' : (status ?? 'idle') }
  })
}

/** For the pose list's 'Curate All Step Videos': the published poses, in name order. */
export const publishedPoseSlugs = async (payload: Payload): Promise<{ id: number; slug: string }[]> => {
  const { docs } = await payload.find({ collection: 'poses', where: PUBLISHED, sort: 'englishName', depth: 0, pagination: false, select: { slug: true } })
  return docs.map((doc) => ({ id: doc.id, slug: doc.slug as string }))
}
