import { after } from 'next/server'
import type { Payload } from 'payload'

import { runOutbox } from '@/services/mail'

/**
 * Sends what a request queued right after its response has gone out (Next's `after`), so mail
 * arrives at once without the visitor waiting for the mail server. Outside a request (tests,
 * scripts) or if this fails, the jobs cron sends it within seconds.
 */
export const sendQueuedMailSoon = (payload: Payload): void => {
  try {
    after(() =>
      runOutbox(payload).catch((error: unknown) => payload.logger.error({ err: error, msg: 'Outbox run after a request failed' })),
    )
  } catch {
    // not inside a request: the cron picks the job up
  }
}
