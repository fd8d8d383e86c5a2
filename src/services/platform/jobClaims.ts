/**
 * Claiming Payload jobs one by one, and releasing the jobs of workers that died: the SQL under
 * the job runner (src/jobs/runner.ts).
 *
 * Payload 3.90 claims a batch with a read followed by a write per job, so two runners can take
 * the same job (payloadcms/payload#17912). `claimNextJob` takes one job with a single UPDATE
 * whose row is picked `FOR UPDATE SKIP LOCKED`: two claims never return the same job, and the
 * row is re-checked once locked, so a job another claim has just taken is passed over. Each claim
 * first takes a transaction-scoped advisory lock named after the queue, held for that one
 * statement: claims of one queue follow each other, so a rule that counts running jobs (a serial
 * queue, a task that must never run twice at once) sees every earlier claim. It is the key the
 * earlier runner held for a whole run (`pg_try_advisory_lock`), so a worker of that version and
 * this one never run a queue at once either.
 *
 * Payload 3.x has no lease (#17645): a job claimed by a worker that died stays `processing` for
 * ever. `sweepExpiredJobs` releases a queue's jobs that have been `processing` for longer than the
 * lease (`JOBS_LEASE_SECONDS`, default 300; longer than any task may take) for a new try. Their
 * try counts, and after `JOBS_MAX_LEASE_EXPIRIES` (default 5) such expiries a job is marked failed,
 * so a job that kills its worker every time cannot loop for ever. One UPDATE: two sweeps at once
 * release a job once.
 */
import type { Payload } from 'payload'
import type { Pool, PoolClient } from 'pg'

import { poolOf } from '@/services/platform/shared'

const seconds = (value: string | undefined, fallback: number) => {
  const parsed = Number(value)
  return value?.trim() && Number.isFinite(parsed) && parsed > 0 ? parsed : fallback
}

export const jobLeaseSeconds = () => seconds(process.env.JOBS_LEASE_SECONDS, 300)
export const maxLeaseExpiries = () => seconds(process.env.JOBS_MAX_LEASE_EXPIRIES, 5)

export const LEASE_EXPIRED = 'The worker running this job stopped before it finished; it was taken up again after its lease.'

/** The advisory lock key of a queue (one 32-bit hash, widened to PostgreSQL's bigint key). */
const queueLockKey = (client: PoolClient, queue: string) => `hashtext(${client.escapeLiteral(`payload-jobs:${queue}`)})::bigint`

/**
 * How long a claim waits for the queue's lock: held by another claim for one statement, or by an
 * older runner for its run. Not less: on a busy machine the claim holding it can be off the CPU
 * for seconds between its statements, and a claim that gave up would end its run as if the queue
 * were empty.
 */
const CLAIM_LOCK_TIMEOUT = '6s'

/** SQLSTATE lock_not_available: the lock timeout passed. */
const LOCK_NOT_AVAILABLE = '55P03'

/** Releases the jobs of `queue` whose runner died (processing for longer than the lease). Returns the ids released. */
export const sweepExpiredJobs = async (
  db: Pick<Pool | PoolClient, 'query'>,
  queue: string,
  leaseSeconds = jobLeaseSeconds(),
): Promise<number[]> => {
  const { rows } = await db.query<{ id: number }>(
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

export type ClaimRules = {
  /** At most this many jobs of the queue running at once across every process (1: a serial queue); none: no limit */
  maxRunning?: number
  /** Task slugs of which one job at most runs at a time, across every process */
  oneAtATime?: readonly string[]
}

/**
 * Claims the oldest job of `queue` that is due (not running, not finished, not failed for good,
 * its retry time passed) and that the rules allow now: it is marked `processing`, and its
 * `updated_at` starts its lease. Returns its id, or null when there is none (or the queue's lock
 * stayed taken for CLAIM_LOCK_TIMEOUT).
 */
export const claimNextJob = async (payload: Payload, queue: string, { maxRunning, oneAtATime = [] }: ClaimRules = {}): Promise<number | null> => {
  const client = await poolOf(payload).connect()
  let failed: unknown
  try {
    // one round trip: the transaction, how long to wait for the lock, the lock
    await client.query(`BEGIN; SET LOCAL lock_timeout = '${CLAIM_LOCK_TIMEOUT}'; SELECT pg_advisory_xact_lock(${queueLockKey(client, queue)})`)
    const { rows } = await client.query<{ id: number }>(
      `UPDATE payload_jobs SET processing = true, updated_at = now()
        WHERE id = (
          SELECT j.id FROM payload_jobs j
           WHERE j.queue = $1 AND NOT coalesce(j.processing, false) AND j.completed_at IS NULL
             AND NOT coalesce(j.has_error, false) AND (j.wait_until IS NULL OR j.wait_until <= now())
             AND ($2::int IS NULL OR (
                   SELECT count(*) FROM payload_jobs r WHERE r.queue = $1 AND r.processing AND r.completed_at IS NULL) < $2::int)
             AND NOT (j.task_slug::text = ANY($3::text[]) AND EXISTS (
                   SELECT 1 FROM payload_jobs r WHERE r.task_slug = j.task_slug AND r.processing AND r.completed_at IS NULL))
           ORDER BY j.created_at, j.id
           LIMIT 1
           FOR UPDATE SKIP LOCKED)
        RETURNING id`,
      [queue, maxRunning ?? null, [...oneAtATime]],
    )
    await client.query('COMMIT')
    return rows[0]?.id ?? null
  } catch (error) {
    failed = error
    await client.query('ROLLBACK').catch(() => undefined)
    if ((error as { code?: string }).code === LOCK_NOT_AVAILABLE) {
      failed = undefined
      return null
    }
    throw error
  } finally {
    // A connection whose statement failed for another reason is thrown away rather than reused.
    client.release(failed instanceof Error ? failed : undefined)
  }
}
