/**
 * The one way jobs run: a queue is run by at most one runner at a time, across the
 * threads of a process and across processes (web servers, `npm run jobs` workers).
 *
 * Payload 3.90 claims jobs with a read followed by a write, so two runners can take the same job;
 * when one completes and deletes it, the other's job-log insert fails on the foreign key
 * (payloadcms/payload#17912). Here every run of a queue first takes a PostgreSQL advisory lock
 * named after the queue, on a connection of its own, with `pg_try_advisory_lock`: whoever gets
 * it runs the queue until nothing is due; everyone else returns at once. PostgreSQL releases the
 * lock when that connection ends, so a runner that dies or loses its database frees the queue.
 *
 * Payload 3.x has no lease either (#17645): a job claimed by a worker that died stays
 * `processing` for ever. While holding the lock, the runner first sweeps its queue: a job that
 * has been `processing` for longer than the lease (`JOBS_LEASE_SECONDS`, default 300; longer
 * than any task may take) is released for a new try. Its try counts, and after
 * `JOBS_MAX_LEASE_EXPIRIES` (default 5) such expiries it is marked failed, so a job that kills
 * its worker every time cannot loop for ever. Mail stays at least once: its delivery claims
 * (src/services/platform/mail.ts) stop a second send of a message that went out.
 */
import type { Payload } from 'payload'
import type { PoolClient } from 'pg'

import { poolOf } from '@/services/platform/shared'

const seconds = (value: string | undefined, fallback: number) => {
  const parsed = Number(value)
  return value?.trim() && Number.isFinite(parsed) && parsed > 0 ? parsed : fallback
}

export const jobLeaseSeconds = () => seconds(process.env.JOBS_LEASE_SECONDS, 300)
export const maxLeaseExpiries = () => seconds(process.env.JOBS_MAX_LEASE_EXPIRIES, 5)

/** The advisory lock key of a queue (one 32-bit hash, widened to PostgreSQL's bigint key). */
const LOCK_KEY_SQL = `hashtext('payload-jobs:' || $1)::bigint`

export const LEASE_EXPIRED = 'The worker running this job stopped before it finished; it was taken up again after its lease.'

/**
 * Releases the jobs of `queue` whose runner died (processing for longer than the lease). Call
 * only while holding the queue's lock. Returns the ids released.
 */
export const sweepExpiredJobs = async (
  client: Pick<PoolClient, 'query'>,
  queue: string,
  leaseSeconds = jobLeaseSeconds(),
): Promise<number[]> => {
  const { rows } = await client.query<{ id: number }>(
    `UPDATE payload_jobs
        SET processing = false,
            updated_at = now(),
            total_tried = coalesce(total_tried, 0) + 1,
            has_error = coalesce(total_tried, 0) + 1 >= $3,
            error = jsonb_build_object('message', $4::text)
      WHERE queue = $1 AND processing AND completed_at IS NULL
        AND updated_at < now() - make_interval(secs => $2)
      RETURNING id`,
    [queue, leaseSeconds, maxLeaseExpiries(), LEASE_EXPIRED],
  )
  return rows.map((row) => row.id)
}

export type QueueRun = {
  /** false: another runner holds this queue right now (it will pick up what is due) */
  ran: boolean
  /** jobs released by the lease sweep */
  released: number[]
  /** jobs this run picked up */
  jobs: number
}

export type RunQueueOptions = {
  /** jobs per batch (Payload runs a batch in parallel) */
  limit?: number
  /** at most this many batches per run, so one run cannot go on for ever */
  maxBatches?: number
}

/** Runs what is due in `queue` unless another runner holds it. */
export const runQueue = async (payload: Payload, queue: string, { limit = 20, maxBatches = 50 }: RunQueueOptions = {}): Promise<QueueRun> => {
  const pool = poolOf(payload)
  const client = await pool.connect()
  let lost: Error | undefined
  const onError = (error: Error) => {
    lost = error
  }
  client.on('error', onError)
  try {
    const { rows } = await client.query<{ locked: boolean }>(`SELECT pg_try_advisory_lock(${LOCK_KEY_SQL}) AS locked`, [queue])
    if (!rows[0]?.locked) return { ran: false, released: [], jobs: 0 }
    try {
      const released = await sweepExpiredJobs(client, queue)
      if (released.length) payload.logger.warn({ msg: `Released ${released.length} job(s) of queue "${queue}" whose worker stopped`, jobs: released })
      let jobs = 0
      for (let batch = 0; batch < maxBatches && !lost; batch++) {
        const result = await payload.jobs.run({ queue, limit, silent: { info: true } })
        const picked = Object.keys(result.jobStatus ?? {}).length
        jobs += picked
        if (result.noJobsRemaining || picked < limit) break
      }
      return { ran: true, released, jobs }
    } finally {
      if (!lost) {
        await client.query(`SELECT pg_advisory_unlock(${LOCK_KEY_SQL})`, [queue]).catch((error: Error) => {
          lost = error
        })
      }
    }
  } finally {
    client.removeListener('error', onError)
    // A connection that failed is thrown away (and with it any lock it held).
    client.release(lost)
  }
}
