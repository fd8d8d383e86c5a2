/**
 * Jobs that run on a cron schedule from the environment (the AI event finder, the AI
 * feedback analysis), queued by the generation queue's sweep (src/jobs/scheduler.ts) in every
 * runner process. The `generation-requests` row of the run's key holds its next scheduled time
 * (`resumeAfter`) and the schedule that time was reckoned with (`schedule`); under a
 * transaction-scoped advisory lock on the key, a run is queued only when that time has passed,
 * so several processes queue one job per due time. When the configured schedule differs from the
 * row's (EVENT_FINDER_CRON changed), the next time is reckoned again from the new one at once,
 * instead of waiting for the old schedule's next run. An admin may also start a run at once
 * (`startScheduledRun`).
 */
import { sql } from '@payloadcms/db-postgres'
import { Cron } from 'croner'
import type { Payload } from 'payload'

import type { REQUEST_KINDS } from '@/collections/GenerationRequests'
import { GENERATION_QUEUE } from '@/jobs/queues'
import type { GenerationRequest } from '@/payload-types'
import { inTransaction, type Transaction } from '@/services/platform/transaction'

export type ScheduledRun = {
  /** The request row's key, e.g. "event-finder" */
  key: string
  kind: (typeof REQUEST_KINDS)[number]
  task: string
  targetCollection: string
  cron: string
}

const WEEK_MS = 7 * 86_400_000

/** The schedule's next time after `after` (null for a cron that names none). */
export const nextScheduledRun = (cron: string, after: Date): Date | null => new Cron(cron, { paused: true, timezone: 'UTC' }).nextRun(after)

/**
 * When the run is next due: the row's time while its schedule is the configured one (a row from
 * before schedules were recorded counts as such); the configured schedule's next time after `now`
 * when the schedule changed; the first time, a scheduled time in the last week.
 */
const dueTime = (row: GenerationRequest | undefined, cron: string, now: Date): Date | null => {
  if (!row) return nextScheduledRun(cron, new Date(now.getTime() - WEEK_MS))
  if (row.schedule && row.schedule !== cron) return nextScheduledRun(cron, now)
  return row.resumeAfter ? new Date(row.resumeAfter) : nextScheduledRun(cron, new Date(now.getTime() - WEEK_MS))
}

type Locked = { req: Transaction['req']; row: GenerationRequest | undefined }

/** The run's row, read under the key's advisory lock (held to the transaction's end). */
const lockedRow = async (payload: Payload, key: string, { req, execute }: Transaction): Promise<Locked> => {
  await execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`generation:${key}`}))`)
  const { docs } = await payload.find({ collection: 'generation-requests', where: { key: { equals: key } }, depth: 0, limit: 1, pagination: false, req })
  return { req, row: docs[0] }
}

/** Writes the row (created the first time). */
const saveRow = async (payload: Payload, run: ScheduledRun, { req, row }: Locked, data: Partial<GenerationRequest>) => {
  const full = { key: run.key, kind: run.kind, targetCollection: run.targetCollection, targetId: 0, status: row?.status ?? ('done' as const), ...data }
  if (row) await payload.update({ collection: 'generation-requests', id: row.id, data: full, depth: 0, req })
  else await payload.create({ collection: 'generation-requests', data: full, depth: 0, req })
}

/** Queues the run's job; the row records it and the schedule's next time after `now`. */
const queueRun = async (payload: Payload, run: ScheduledRun, locked: Locked, now: Date): Promise<number> => {
  const job = await payload.jobs.queue({ task: run.task as 'generateImage', queue: GENERATION_QUEUE, input: { requestId: 0 }, req: locked.req })
  const next = nextScheduledRun(run.cron, now)
  await saveRow(payload, run, locked, { status: 'queued', job: Number(job.id), error: null, resumeAfter: next ? next.toISOString() : null, schedule: run.cron })
  return Number(job.id)
}

/** Queues the run when its schedule says it is due since the last one; returns whether it queued. */
export const queueScheduledRunIfDue = async (payload: Payload, run: ScheduledRun, now: Date = new Date()): Promise<boolean> =>
  inTransaction(payload, async (transaction) => {
    const locked = await lockedRow(payload, run.key, transaction)
    const due = dueTime(locked.row, run.cron, now)
    if (due && due.getTime() <= now.getTime()) {
      await queueRun(payload, run, locked, now)
      return true
    }
    // a changed schedule: its next time is recorded now (the old one's is forgotten)
    if (locked.row && locked.row.schedule !== run.cron) await saveRow(payload, run, locked, { resumeAfter: due ? due.toISOString() : null, schedule: run.cron })
    return false
  })

/**
 * An admin's "run now": the job still waiting or running for this task when there is one
 * (a double click, or the schedule's own run), else a new one queued at once. The next scheduled
 * run then comes at the schedule's first time after this one.
 */
export const startScheduledRun = async (payload: Payload, run: ScheduledRun, now: Date = new Date()): Promise<{ jobId: number; alreadyQueued: boolean }> =>
  inTransaction(payload, async (transaction) => {
    const locked = await lockedRow(payload, run.key, transaction)
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: run.task } }, { completedAt: { exists: false } }, { hasError: { not_equals: true } }] },
      depth: 0,
      limit: 1,
      pagination: false,
      req: transaction.req,
    })
    if (docs[0]) return { jobId: Number(docs[0].id), alreadyQueued: true }
    return { jobId: await queueRun(payload, run, locked, now), alreadyQueued: false }
  })

/** What the admin shows of a scheduled run: the next time (now, when one has passed) and the last run's state. */
export const scheduledRunState = async (payload: Payload, run: Pick<ScheduledRun, 'key' | 'cron'>, now: Date = new Date()) => {
  const { docs } = await payload.find({ collection: 'generation-requests', where: { key: { equals: run.key } }, depth: 0, limit: 1, pagination: false })
  const row = docs[0]
  const due = dueTime(row, run.cron, now)
  return {
    nextRun: due ? new Date(Math.max(due.getTime(), now.getTime())) : null,
    last: row && row.status !== 'queued' ? { status: row.status, error: row.error ?? null, at: row.updatedAt } : null,
    /** queued or running now */
    queued: row?.status === 'queued',
  }
}

/** The run's end: its request row says what happened. */
export const recordScheduledRun = async (payload: Payload, key: string, outcome: { error?: string }) => {
  const { docs } = await payload.find({ collection: 'generation-requests', where: { key: { equals: key } }, depth: 0, limit: 1, pagination: false })
  if (docs[0]) await payload.update({ collection: 'generation-requests', id: docs[0].id, data: { status: outcome.error ? 'failed' : 'done', error: outcome.error ?? null }, depth: 0 })
}
