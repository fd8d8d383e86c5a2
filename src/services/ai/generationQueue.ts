/**
 * The generation queue's claims: one request row per item and kind (key `kind:collection:id`),
 * and at most one live job per row, decided under an advisory lock on the key. Ten visitors
 * opening the same new pose at once make one job. Also the queue's sweep that re-queues
 * curations deferred by a spent YouTube quota.
 *
 * The generation queue runs its jobs side by side (src/jobs/runner.ts): jobs of one item write
 * the same document, so src/services/ai/generationRun.ts updates it under a lock on the item.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { GenerationKind, GenerationStatus } from '@/collections/GenerationRequests'
import { GENERATION_QUEUE, GENERATION_TASKS } from '@/jobs/queues'
import type { TargetCollection } from '@/services/ai/generationTargets'
import { inTransaction } from '@/services/platform/transaction'

/** The key of an item's request row (unique): `kind:collection:id`. */
export const keyOf = (kind: GenerationKind, collection: TargetCollection, id: number) => `${kind}:${collection}:${id}`

type Claim = { requestId: number; jobId?: number; status: GenerationStatus; resumeAfter?: string | null; queued: boolean }

/**
 * One request row per key, one live job per key: under a transaction-scoped advisory lock on the
 * key, so concurrent claims of one key run one after another (each on its own single connection:
 * nothing inside waits for a second one).
 */
export const claim = async (
  payload: Payload,
  kind: GenerationKind,
  collection: TargetCollection,
  id: number,
  { force = false, resume = false }: { force?: boolean; resume?: boolean } = {},
): Promise<Claim> =>
  inTransaction(payload, async ({ req, execute }) => {
    const key = keyOf(kind, collection, id)
    await execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`generation:${key}`}))`)
    const { docs } = await payload.find({ collection: 'generation-requests', where: { key: { equals: key } }, depth: 0, limit: 1, pagination: false, req })
    const row = docs[0]
    if (row && row.status === 'queued' && row.job) {
      const { docs: jobs } = await payload.find({ collection: 'payload-jobs', where: { id: { equals: row.job } }, depth: 0, limit: 1, pagination: false, req })
      const job = jobs[0]
      if (job && !job.hasError) return { requestId: row.id, jobId: row.job, status: 'queued', queued: false }
    }
    if (row && !force && ((row.status === 'deferred' && !resume) || row.status === 'done')) {
      return { requestId: row.id, status: row.status, resumeAfter: row.resumeAfter, queued: false }
    }
    const data = { key, kind, targetCollection: collection, targetId: id, status: 'queued' as const, force: force || (resume && row?.force === true), error: null, resumeAfter: null }
    const request = row
      ? await payload.update({ collection: 'generation-requests', id: row.id, data, depth: 0, req })
      : await payload.create({ collection: 'generation-requests', data, depth: 0, req })
    const job = await payload.jobs.queue({ task: GENERATION_TASKS[kind] as 'generateImage', queue: GENERATION_QUEUE, input: { requestId: request.id }, req })
    await payload.update({ collection: 'generation-requests', id: request.id, data: { job: Number(job.id) }, depth: 0, req })
    return { requestId: request.id, jobId: Number(job.id), status: 'queued', queued: true }
  })

/**
 * The generation queue's sweep: deferred requests whose quota day has rolled over are queued
 * again (each under its claim, so a request a visitor re-queued meanwhile is not doubled).
 */
export const resumeDeferred = async (payload: Payload, now: Date = new Date()): Promise<number> => {
  const { docs } = await payload.find({
    collection: 'generation-requests',
    where: { and: [{ status: { equals: 'deferred' } }, { resumeAfter: { less_than_equal: now.toISOString() } }] },
    depth: 0,
    limit: 200,
    pagination: false,
    sort: 'resumeAfter',
  })
  let resumed = 0
  for (const row of docs) {
    // the scheduled runs (src/services/platform/scheduledRuns.ts) are never deferred
    if (row.kind === 'events' || row.kind === 'feedback-analysis') continue
    const result = await claim(payload, row.kind, row.targetCollection as TargetCollection, row.targetId, { resume: true })
    if (result.queued) resumed++
  }
  return resumed
}
