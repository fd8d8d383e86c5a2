import { after } from 'next/server'

import { kickQueue } from '@/jobs/scheduler'
import { MAIL_QUEUE } from '@/services/platform/mail'

/**
 * Sends what a request queued soon after its response has gone out (Next's `after`): it asks
 * this process's mail runner to look at the queue now, so mail arrives at once without the
 * visitor waiting for the mail server. The request never runs jobs itself: one runner per queue
 * (src/jobs/scheduler.ts), so a request's run cannot race the interval's. Outside a request, or
 * where jobs run in a separate worker (JOBS_AUTORUN=false), the runner's interval sends it
 * within seconds.
 */
export const sendQueuedMailSoon = (): void => {
  try {
    after(() => kickQueue(MAIL_QUEUE))
  } catch {
    // not inside a request: the interval picks the job up
  }
}
