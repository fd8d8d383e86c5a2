/**
 * The e-mail outbox (DESIGN §1): a request stores what it must and queues each message as a
 * Payload job in the same transaction; the `sendEmail` task delivers it. A mail server that is
 * down fails the job, which retries with backoff, so nothing is lost. Each message carries a
 * key, and a delivery is recorded in `mail_deliveries` under that key inside a transaction
 * that also holds an advisory lock on it: two workers that pick up the same job (Payload's
 * queue claims jobs with a read-then-write) cannot both send it, and a job retried after a
 * successful send does not send again.
 */
import { randomUUID } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { poolOf } from '@/services/shared'

export const MAIL_QUEUE = 'email'
export const SEND_EMAIL_TASK = 'sendEmail'

export type OutgoingMail = {
  to: string
  subject: string
  text: string
  html: string
  replyTo?: string
  headers?: Record<string, string>
}

export type QueuedMail = OutgoingMail & { key: string }

/** Queues a message (inside `req`'s transaction when given). Returns its delivery key. */
export const queueMail = async (payload: Payload, mail: OutgoingMail, req?: PayloadRequest): Promise<string> => {
  const key = randomUUID()
  await payload.jobs.queue({
    task: SEND_EMAIL_TASK,
    queue: MAIL_QUEUE,
    input: { message: { ...mail, key } satisfies QueuedMail },
    req,
  })
  return key
}

export type DeliveryResult = 'sent' | 'already-sent'

/** Sends a queued message unless it was sent before; throws (for a retry) when sending fails. */
export const deliverOnce = async (payload: Payload, mail: QueuedMail): Promise<DeliveryResult> => {
  const client = await poolOf(payload).connect()
  try {
    await client.query('BEGIN')
    const lock = await client.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_xact_lock(hashtextextended($1, 7)) AS locked',
      [mail.key],
    )
    if (!lock.rows[0]?.locked) throw new Error(`Mail ${mail.key} is being sent by another worker`)
    const done = await client.query('SELECT 1 FROM mail_deliveries WHERE key = $1', [mail.key])
    if (done.rowCount) {
      await client.query('COMMIT')
      return 'already-sent'
    }
    await payload.sendEmail({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      replyTo: mail.replyTo,
      headers: mail.headers,
    })
    await client.query('INSERT INTO mail_deliveries (key, recipient, subject) VALUES ($1, $2, $3)', [
      mail.key,
      mail.to,
      mail.subject.slice(0, 300),
    ])
    await client.query('COMMIT')
    return 'sent'
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}

/** Runs due outbox jobs now (the route handlers call it after answering; the cron does too). */
export const runOutbox = async (payload: Payload): Promise<void> => {
  await payload.jobs.run({ queue: MAIL_QUEUE, limit: 20, silent: { info: true } })
}
