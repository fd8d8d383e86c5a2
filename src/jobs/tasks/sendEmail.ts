import type { TaskConfig } from 'payload'

import { redactError, redactsLogs } from '@/lib/redact'
import { SEND_EMAIL_TASK } from '@/jobs/queues'
import { deliverOnce, type QueuedMail } from '@/services/platform/mail'

/**
 * Delivers one outbox message. A failure (mail server down, timeout) throws, and Payload retries
 * the job with exponential backoff: 30 s, 1 min, 2 min … about 8 hours in all before it gives up
 * and the job shows its error in the admin (System → Jobs). Outside development the error
 * goes out without the addresses a mail server's answer names (Payload logs it; src/lib/redact.ts).
 */
export const sendEmailTask: TaskConfig<{ input: { message: QueuedMail }; output: { result: string } }> = {
  slug: SEND_EMAIL_TASK,
  label: 'Send an e-mail',
  inputSchema: [{ name: 'message', type: 'json', required: true }],
  outputSchema: [{ name: 'result', type: 'text' }],
  retries: { attempts: 10, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req }) => {
    try {
      const result = await deliverOnce(req.payload, input.message)
      return { output: { result } }
    } catch (error) {
      throw redactsLogs() ? redactError(error) : error
    }
  },
}
