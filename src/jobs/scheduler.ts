/**
 * Runs the job queues in this process: every queue on its interval, and at once when a request
 * has just queued something (`kickQueue`). Within a process a queue has one run at a time (a
 * kick during a run asks for one more run after it), which runs up to JOBS_CONCURRENCY of its
 * jobs side by side; other processes run the same queues beside it, job by job
 * (src/jobs/runner.ts). Payload's own `autoRun` crons are not used: they would claim jobs with
 * Payload's read-then-write, which two runners can both win.
 *
 * The state lives on globalThis because Next bundles src/instrumentation.ts and the route
 * handlers separately: a module-level variable would exist once per bundle.
 */
import type { Payload } from 'payload'

import { DONATIONS_QUEUE, GENERATION_QUEUE, MAIL_QUEUE, MAINTENANCE_QUEUE, NEWSLETTER_QUEUE } from '@/jobs/queues'
import { logRunFailure, runQueue, stopQueues, wakeQueue } from '@/jobs/runner'
import { registerQueueRunner } from '@/services/platform/jobs'

export type QueueSchedule = {
  queue: string
  everyMs: number
  /** Work that queues jobs for this queue now and then (at most every `everyMs`), run before a run */
  sweep?: { everyMs: number; run: (payload: Payload) => Promise<unknown> }
}

/** The queues this app runs and how often a runner looks at each. */
export const QUEUES: QueueSchedule[] = [
  { queue: MAIL_QUEUE, everyMs: 10_000 },
  // abandoned donation intents to cancel at Stripe; requests kick it after answering
  {
    queue: DONATIONS_QUEUE,
    everyMs: 30_000,
    // intents abandoned without a replacement (tab closed): hourly
    sweep: { everyMs: 60 * 60_000, run: (payload) => import('@/services/donations/donations').then(({ sweepAbandonedIntents }) => sweepAbandonedIntents(payload)) },
  },
  // AI generation and video curation: requests kick it; jobs run side by side (those of one
  // item write it under the item's lock: src/services/ai/generationRun.ts)
  {
    queue: GENERATION_QUEUE,
    everyMs: 15_000,
    // curation deferred by a spent YouTube quota: queued again once the quota day rolled over
    // the AI event finder when its schedule (EVENT_FINDER_CRON) is due, and the AI feedback
    // analysis when FEEDBACK_ANALYSIS_CRON is
    sweep: {
      everyMs: 10 * 60_000,
      run: async (payload) => {
        const [{ resumeDeferred }, { queueEventFinderIfDue }, { queueFeedbackAnalysisIfDue }] = await Promise.all([
          import('@/services/ai/generationQueue'),
          import('@/services/ai/eventFinder'),
          import('@/services/ai/feedbackAnalysis'),
        ])
        await resumeDeferred(payload)
        await queueEventFinderIfDue(payload)
        await queueFeedbackAnalysisIfDue(payload)
      },
    },
  },
  // newsletter campaigns: 'Send Now' kicks it; one job at a time across all processes
  // (QUEUE_RULES in src/jobs/runner.ts), each a minute's worth of mail at
  // NEWSLETTER_SEND_RATE_PER_MINUTE; a campaign left sending without a job
  // (src/services/community/campaigns.ts) gets one again
  {
    queue: NEWSLETTER_QUEUE,
    everyMs: 15_000,
    sweep: { everyMs: 5 * 60_000, run: (payload) => import('@/services/community/campaigns').then(({ resumeSending }) => resumeSending(payload)) },
  },
  // nightly retention at RETENTION_CRON (src/services/platform/retention.ts): a sweep only, no jobs
  {
    queue: MAINTENANCE_QUEUE,
    everyMs: 5 * 60_000,
    sweep: { everyMs: 5 * 60_000, run: (payload) => import('@/services/platform/retention').then(({ pruneIfDue }) => pruneIfDue(payload)) },
  },
]

type QueueState = { schedule: QueueSchedule; running: Promise<void> | null; again: boolean; sweptAt: number }
type Scheduler = { payload: Payload; queues: Map<string, QueueState>; timers: NodeJS.Timeout[]; stopping: boolean }

const KEY = Symbol.for('yoga-commons.job-scheduler')
const slot = globalThis as unknown as { [KEY]?: Scheduler }

const runLoop = (scheduler: Scheduler, state: QueueState): Promise<void> => {
  const loop = async () => {
    do {
      state.again = false
      if (scheduler.stopping) return
      try {
        const sweep = state.schedule.sweep
        if (sweep && Date.now() - state.sweptAt >= sweep.everyMs) {
          state.sweptAt = Date.now()
          await sweep.run(scheduler.payload)
        }
        const run = await runQueue(scheduler.payload, state.schedule.queue)
        // it ran jobs, so more may be due (a run stops claiming after a minute, or new ones came
        // while it ended): look again at once rather than at the next tick
        if (run.jobs > 0) state.again = true
      } catch (error) {
        // The database is down or restarting: the next tick tries again. Anything else is a bug.
        logRunFailure(scheduler.payload, state.schedule.queue, error)
      }
    } while (state.again)
  }
  return loop().finally(() => {
    state.running = null
  })
}

/** Runs `queue` now in this process, or once more after the run in progress. */
export const kickQueue = (queue: string): void => {
  const scheduler = slot[KEY]
  const state = scheduler?.queues.get(queue)
  if (!scheduler || !state) return // no runner in this process: a worker's interval picks it up
  if (state.running) {
    // the run in progress takes the new jobs up now; one more run after it does the sweeps
    wakeQueue(scheduler.payload, queue)
    state.again = true
    return
  }
  state.running = runLoop(scheduler, state)
}

/** Starts the runners of this process (once). `stop` takes no new job and waits for the running ones. */
export const startJobScheduler = (payload: Payload, queues: QueueSchedule[] = QUEUES) => {
  let scheduler = slot[KEY]
  if (!scheduler) {
    scheduler = { payload, queues: new Map(), timers: [], stopping: false }
    slot[KEY] = scheduler
    // services start work through src/services/platform/jobs.ts, which calls back here
    registerQueueRunner(kickQueue)
    for (const schedule of queues) {
      scheduler.queues.set(schedule.queue, { schedule, running: null, again: false, sweptAt: 0 })
      const timer = setInterval(() => kickQueue(schedule.queue), schedule.everyMs)
      timer.unref()
      scheduler.timers.push(timer)
      kickQueue(schedule.queue)
    }
  }
  const current = scheduler
  return {
    stop: async () => {
      current.stopping = true
      current.timers.forEach(clearInterval)
      if (slot[KEY] === current) {
        delete slot[KEY]
        registerQueueRunner(undefined)
      }
      await Promise.all([stopQueues(current.payload), ...[...current.queues.values()].map((state) => state.running)])
    },
  }
}
