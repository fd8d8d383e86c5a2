/**
 * The one way jobs run: claim loops that take due jobs one by one from the database
 * (src/services/platform/jobClaims.ts) and run each with Payload's `runByID`. Any number of
 * processes (web servers, `npm run jobs` workers) run a queue side by side: a claim never hands
 * out a job another claim took, so no job runs twice.
 *
 * - **Side by side.** A process runs up to `JOBS_CONCURRENCY` (default 4) jobs of a queue at
 *   once: one claim loop per slot, each claiming its next job when the last one ends. A run
 *   starts with one loop (an idle queue costs one claim), and every job a loop finds makes the
 *   run grow to its concurrency; jobs queued while a long one runs (`wakeQueue`, the scheduler's
 *   kick) start at once beside it. Several processes share the load the same way.
 * - **Per queue** (`QUEUE_RULES`): what must stay serial says so. The newsletter queue runs one
 *   job at a time across every process, because each job paces its mail at
 *   NEWSLETTER_SEND_RATE_PER_MINUTE and two campaigns at once would double what the relay sees.
 *   The event finder and the feedback analysis, scheduled runs on the generation queue, never
 *   run twice at once (they read, then write, whole sets of rows). Everything else runs side by
 *   side: each mail job is one message, whose delivery claim keeps it to once
 *   (src/services/platform/mail.ts); each donations job cancels one intent with an idempotency
 *   key; generation jobs of one item write it under a lock on the item
 *   (src/services/ai/generationRun.ts), so an image and a pronunciation of one pose run together.
 * - **The pool.** A running job holds at most one pooled connection at a time, and only while
 *   it talks to the database (never while it waits for a model or a mail server). So that jobs
 *   never take the connections web requests need, a process runs at most half its pool
 *   (`DATABASE_POOL_MAX` / 2) of jobs at once; the first job of each queue always runs, so no
 *   queue waits behind another's slow jobs. docs/operations.md has the arithmetic.
 * - **Leases.** Before a run, the queue's jobs whose worker died (`processing` past the lease)
 *   are released for a new try (`sweepExpiredJobs`).
 *
 * `runQueue` returns once nothing it may claim is left and every job this process's runner took
 * meanwhile has finished; a second call while one is going joins it. Loops stop claiming after
 * `claimForMs` (default a minute), so a queue that never empties still lets the scheduler's
 * sweeps run between runs.
 */
import type { Payload } from 'payload'
import type { Pool } from 'pg'

import { GENERATION_QUEUE, NEWSLETTER_QUEUE } from '@/jobs/queues'
import { ANALYZE_FEEDBACK_TASK } from '@/services/ai/feedbackAnalysis'
import { FIND_EVENTS_TASK } from '@/services/ai/eventFinder'
import { isDatabaseUnavailable, poolStatus } from '@/services/platform/database'
import { claimNextJob, sweepExpiredJobs, type ClaimRules } from '@/services/platform/jobClaims'
import { poolOf } from '@/services/platform/shared'

/** Jobs of one queue a process runs at once (JOBS_CONCURRENCY, default 4). */
export const jobsConcurrency = (environment: Record<string, string | undefined> = process.env): number => {
  const parsed = Number(environment.JOBS_CONCURRENCY)
  return environment.JOBS_CONCURRENCY?.trim() && Number.isInteger(parsed) && parsed >= 1 ? parsed : 4
}

/** What a queue needs beyond "as many at once as JOBS_CONCURRENCY says" (see the file comment). */
export const QUEUE_RULES: Record<string, ClaimRules> = {
  // one job at a time everywhere: the send rate is per job
  [NEWSLETTER_QUEUE]: { maxRunning: 1 },
  // scheduled runs: one runner each
  [GENERATION_QUEUE]: { oneAtATime: [FIND_EVENTS_TASK, ANALYZE_FEEDBACK_TASK] },
}

/** Jobs a process runs at once across all queues beyond each queue's first: half its pool. */
export const jobSlots = (pool: Pool): number => Math.max(1, Math.floor(poolStatus(pool).max / 2))

export type QueueRun = {
  /** jobs released by the lease sweep */
  released: number[]
  /** jobs this process ran while the call lasted */
  jobs: number
}

export type RunQueueOptions = {
  /** jobs of this queue at once in this process (default JOBS_CONCURRENCY; 1 for a serial queue) */
  concurrency?: number
  /** a claim loop takes no new job after this long (ms) */
  claimForMs?: number
}

type Lane = {
  loops: number
  /** loops wanted while jobs are due (the concurrency), and until when they may claim */
  wanted: number
  until: number
  rules: ClaimRules
  /** bumped by every run and wake: a loop that found nothing looks again when one came meanwhile */
  asked: number
  ran: number
  running: number
  idle: Promise<void>
  settle: () => void
}

/** The process-wide count of running jobs on one pool, and who waits for a slot. */
type Slots = { used: number; waiting: (() => void)[] }

export type QueueRunner = {
  run: (queue: string, options?: RunQueueOptions) => Promise<QueueRun>
  /** New jobs in `queue`: a run in progress takes them up now (nothing when none is in progress). */
  wake: (queue: string) => void
  /** Stops taking jobs and waits for the running ones; the next run claims again. */
  stop: () => Promise<void>
}

const SLOTS = Symbol.for('yoga-commons.job-slots')
const RUNNERS = Symbol.for('yoga-commons.job-runners')
const shared = globalThis as unknown as { [SLOTS]?: WeakMap<Pool, Slots>; [RUNNERS]?: WeakMap<Payload, QueueRunner> }

const slotsOf = (pool: Pool): Slots => {
  const all = (shared[SLOTS] ??= new WeakMap())
  let slots = all.get(pool)
  if (!slots) all.set(pool, (slots = { used: 0, waiting: [] }))
  return slots
}

/** Logs a failed run: the database being away is a warning (the next run tries again), anything else a bug. */
export const logRunFailure = (payload: Payload, queue: string, error: unknown) => {
  const msg = `Running the "${queue}" job queue failed`
  if (isDatabaseUnavailable(error)) payload.logger.warn({ msg: `${msg}: the database is unavailable` })
  else payload.logger.error({ msg, err: error })
}

/**
 * A runner: its own claim loops per queue (a worker has one; `runQueue` uses the process's). Two
 * runners on one database share its queues job by job.
 */
export const createQueueRunner = (payload: Payload): QueueRunner => {
  const pool = poolOf(payload)
  const slots = slotsOf(pool)
  const lanes = new Map<string, Lane>()
  let stopping = false

  const laneOf = (queue: string): Lane => {
    let lane = lanes.get(queue)
    if (!lane) {
      lane = { loops: 0, wanted: 1, until: 0, rules: {}, asked: 0, ran: 0, running: 0, idle: Promise.resolve(), settle: () => undefined }
      lanes.set(queue, lane)
    }
    return lane
  }

  /** A slot for one more job: at once for the queue's first, else when fewer than half the pool run jobs. */
  const takeSlot = async (lane: Lane) => {
    while (lane.running > 0 && slots.used >= jobSlots(pool)) await new Promise<void>((resolve) => slots.waiting.push(resolve))
    slots.used++
    lane.running++
  }
  const giveSlot = (lane: Lane) => {
    slots.used--
    lane.running--
    // every waiter looks again (one may now be its queue's only job, which needs no free slot)
    for (const resolve of slots.waiting.splice(0)) resolve()
  }

  /** One more claim loop on the lane. */
  const addLoop = (queue: string, lane: Lane) => {
    lane.loops++
    void loop(queue, lane)
  }

  const loop = async (queue: string, lane: Lane) => {
    try {
      while (!stopping && Date.now() < lane.until) {
        const asked = lane.asked
        await takeSlot(lane)
        if (stopping) {
          giveSlot(lane)
          return
        }
        let id: number | null
        try {
          id = await claimNextJob(payload, queue, lane.rules)
        } catch (error) {
          giveSlot(lane)
          logRunFailure(payload, queue, error)
          return
        }
        if (id === null) {
          giveSlot(lane)
          if (asked === lane.asked) return
          continue
        }
        // a job was due, so more may be: the lane grows to its concurrency (an idle queue costs
        // one claim per run, not one per slot)
        while (!stopping && lane.loops < lane.wanted) addLoop(queue, lane)
        try {
          await payload.jobs.runByID({ id, silent: { info: true } })
        } catch (error) {
          // Payload records a task's own failure on the job; this is the database failing under
          // it. The job stays claimed until its lease expires.
          logRunFailure(payload, queue, error)
        } finally {
          giveSlot(lane)
          lane.ran++
        }
      }
    } finally {
      if (--lane.loops === 0) lane.settle()
    }
  }

  const run = async (queue: string, { concurrency, claimForMs = 60_000 }: RunQueueOptions = {}): Promise<QueueRun> => {
    const released = await sweepExpiredJobs(pool, queue)
    if (released.length) payload.logger.warn({ msg: `Released ${released.length} job(s) of queue "${queue}" whose worker stopped`, jobs: released })
    const lane = laneOf(queue)
    lane.rules = QUEUE_RULES[queue] ?? {}
    lane.wanted = concurrency ?? (lane.rules.maxRunning === 1 ? 1 : jobsConcurrency())
    lane.until = Math.max(lane.until, Date.now() + claimForMs)
    const before = lane.ran
    if (lane.loops > 0) wake(queue)
    else {
      lane.idle = new Promise<void>((resolve) => (lane.settle = resolve))
      if (stopping) lane.settle()
      else addLoop(queue, lane)
    }
    await lane.idle
    return { released, jobs: lane.ran - before }
  }

  /**
   * Something was queued: a loop that finds nothing looks once more, and the lane takes one more
   * loop if it has fewer than its concurrency (so jobs queued while a long one runs start now).
   */
  const wake = (queue: string) => {
    const lane = lanes.get(queue)
    if (!lane || lane.loops === 0 || stopping) return
    lane.asked++
    if (lane.loops < lane.wanted) addLoop(queue, lane)
  }

  const stop = async () => {
    stopping = true
    try {
      await Promise.all([...lanes.values()].map((lane) => lane.idle))
    } finally {
      stopping = false
    }
  }

  return { run, wake, stop }
}

/** This process's runner for `payload` (the scheduler's, and any direct call's). */
const processRunner = (payload: Payload): QueueRunner => {
  const all = (shared[RUNNERS] ??= new WeakMap())
  let runner = all.get(payload)
  if (!runner) all.set(payload, (runner = createQueueRunner(payload)))
  return runner
}

/** Runs what is due in `queue` in this process, side by side up to the queue's concurrency, until nothing is left. */
export const runQueue = (payload: Payload, queue: string, options?: RunQueueOptions): Promise<QueueRun> => processRunner(payload).run(queue, options)

/** Tells this process's run of `queue`, if one is in progress, that jobs were queued. */
export const wakeQueue = (payload: Payload, queue: string): void => processRunner(payload).wake(queue)

/** Stops this process's runner taking jobs and waits for those running (a worker shutting down). */
export const stopQueues = (payload: Payload): Promise<void> => processRunner(payload).stop()
