/**
 * Jobs that run on a cron schedule from the environment (the AI event finder, the AI
 * feedback analysis), queued by the generation queue's sweep (src/jobs/scheduler.ts) in every
 * runner process. The `generation-requests` row of the run's key holds its next scheduled time
 * (`resumeAfter`); under a transaction-scoped advisory lock on the key, a run is queued only
 * when that time has passed, so several processes queue one job per due time.
 */
import { sql } from '@payloadcms/db-postgres'
import { Cron } from 'croner'
import type { Payload } from 'payload'

import type { REQUEST_KINDS } from '@/collections/GenerationRequests'
import { GENERATION_QUEUE } from '@/jobs/queues'
import { inTransaction } from '@/services/platform/transaction'

export type ScheduledRun = {
  /** The request row's key, e.g. "event-finder" */
  key: string
  kind: (typeof REQUEST_KINDS)[number]
  task: string
  targetCollection: string
  cron: string
}

/**
 * Queues the run when its schedule says it is due since the last one; returns whether it
 * queued. The first time, a run is due if a scheduled time passed in the last week.
 */
export const queueScheduledRunIfDue = async (payload: Payload, run: ScheduledRun, now: Date = new Date()): Promise<boolean> =>
  inTransaction(payload, async ({ req, execute }) => {
    await execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`generation:${run.key}`}))`)
    const { docs } = await payload.find({ collection: 'generation-requests', where: { key: { equals: run.key } }, depth: 0, limit: 1, pagination: false, req })
    const row = docs[0]
    const schedule = new Cron(run.cron, { paused: true, timezone: 'UTC' })
    const due = row?.resumeAfter ? new Date(row.resumeAfter) : schedule.nextRun(new Date(now.getTime() - 7 * 86_400_000))
    if (!due || due.getTime() > now.getTime()) return false
    const job = await payload.jobs.queue({ task: run.task as 'generateImage', queue: GENERATION_QUEUE, input: { requestId: 0 }, req })
    const next = schedule.nextRun(now)
    const data = {
      key: run.key,
      kind: run.kind,
      targetCollection: run.targetCollection,
      targetId: 0,
      status: 'queued' as const,
      job: Number(job.id),
      error: null,
      resumeAfter: next ? next.toISOString() : null,
    }
    if (row) await payload.update({ collection: 'generation-requests', id: row.id, data, depth: 0, req })
    else await payload.create({ collection: 'generation-requests', data, depth: 0, req })
    return true
  })

/** The run's end: its request row says what happened. */
export const recordScheduledRun = async (payload: Payload, key: string, outcome: { error?: string }) => {
  const { docs } = await payload.find({ collection: 'generation-requests', where: { key: { equals: key } }, depth: 0, limit: 1, pagination: false })
  if (docs[0]) await payload.update({ collection: 'generation-requests', id: docs[0].id, data: { status: outcome.error ? 'failed' : 'done', error: outcome.error ?? null }, depth: 0 })
}
