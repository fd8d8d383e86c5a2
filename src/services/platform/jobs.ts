/**
 * Starting background work. A service queues a job (`payload.jobs.queue` on a queue of
 * src/jobs/queues.ts); `runQueueSoon` then asks this process's runner to look at that queue once
 * the response has gone out (Next's `after`), so the work starts at once and the visitor never
 * waits for it. Requests never run jobs themselves: the process's runner (src/jobs/scheduler.ts),
 * which registers itself here when it starts. In a process without a runner (jobs in a separate
 * `npm run jobs` worker, JOBS_AUTORUN=false) the worker's interval picks the job up within seconds.
 *
 * The runner is kept on globalThis because Next bundles src/instrumentation.ts (which starts it)
 * and the route handlers separately: a module-level variable would exist once per bundle.
 */
import { after } from 'next/server'

import { MAIL_QUEUE } from '@/jobs/queues'

type Kick = (queue: string) => void

const KEY = Symbol.for('yoga-commons.queue-runner')
const slot = globalThis as unknown as { [KEY]?: Kick }

/** The scheduler registers how to run a queue now (and removes it when it stops). */
export const registerQueueRunner = (kick: Kick | undefined): void => {
  if (kick) slot[KEY] = kick
  else delete slot[KEY]
}

/** Runs `queue` now in this process (or once more after the run in progress); no runner here: nothing. */
export const kickQueue = (queue: string): void => slot[KEY]?.(queue)

/** After the response went out: this process's runner looks at `queue`. Outside a request the interval does. */
export const runQueueSoon = (queue: string): void => {
  try {
    after(() => kickQueue(queue))
  } catch {
    // not inside a request: the runner's interval picks the job up
  }
}

/** Mail a request queued goes out right after its response, without the visitor waiting for the mail server. */
export const sendQueuedMailSoon = (): void => runQueueSoon(MAIL_QUEUE)
