/**
 * The e-mail outbox (no request ever talks to a mail server): a request stores what it must and queues each message as a
 * Payload job in the same transaction; the `sendEmail` task delivers it. A mail server that is
 * down fails the job, which retries with backoff, so nothing is lost.
 *
 * What waits in the queue is sealed: the body and headers (which hold confirmation and
 * unsubscribe tokens) are encrypted with a key derived from the Payload secret, so the jobs
 * table, its log and the admin's Jobs list show only recipient and subject.
 *
 * Delivery claims the message's key in `mail_deliveries` with one short statement, sends with
 * no database connection held (a hanging mail server cannot starve the pool), then marks it
 * sent. Two workers that pick up the same job (Payload claims jobs with a read, then a write)
 * cannot both send it, and a job retried after a successful send does not send again. A worker
 * that dies between sending and marking leaves a claim that expires after 10 minutes, and the
 * retry then sends again: delivery is at least once, and exactly once in all other cases.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes, randomUUID } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { MAIL_QUEUE, SEND_EMAIL_TASK } from '@/jobs/queues'
import { poolOf } from '@/services/platform/shared'

export const STALE_CLAIM_MINUTES = 10

export type OutgoingMail = {
  to: string
  subject: string
  text: string
  html: string
  replyTo?: string
  headers?: Record<string, string>
}

type SealedPart = Pick<OutgoingMail, 'text' | 'html' | 'replyTo' | 'headers'>

/** A message as it waits in the queue: addressee and subject readable, the rest sealed. */
export type QueuedMail = { key: string; to: string; subject: string; sealed: string }

const keyOf = (secret: string) => createHash('sha256').update(`mail-outbox:${secret}`).digest()

/** AES-256-GCM: iv.tag.ciphertext, base64url. */
export const sealMail = (secret: string, mail: OutgoingMail, key = randomUUID()): QueuedMail => {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv)
  const part: SealedPart = { text: mail.text, html: mail.html, replyTo: mail.replyTo, headers: mail.headers }
  const body = Buffer.concat([cipher.update(JSON.stringify(part), 'utf8'), cipher.final()])
  const sealed = [iv, cipher.getAuthTag(), body].map((buffer) => buffer.toString('base64url')).join('.')
  return { key, to: mail.to, subject: mail.subject, sealed }
}

export const unsealMail = (secret: string, queued: QueuedMail): OutgoingMail => {
  const [iv, tag, body] = queued.sealed.split('.').map((part) => Buffer.from(part, 'base64url'))
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), iv!)
  decipher.setAuthTag(tag!)
  const part = JSON.parse(Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8')) as SealedPart
  return { to: queued.to, subject: queued.subject, ...part }
}

/** Queues a message (inside `req`'s transaction when given). Returns its delivery key. */
export const queueMail = async (payload: Payload, mail: OutgoingMail, req?: PayloadRequest): Promise<string> => {
  const message = sealMail(payload.secret, mail)
  await payload.jobs.queue({ task: SEND_EMAIL_TASK, queue: MAIL_QUEUE, input: { message }, req })
  return message.key
}

export type DeliveryResult = 'sent' | 'already-sent'

/** Sends a queued message unless it was sent before; throws (for a retry) when sending fails. */
export const deliverOnce = async (payload: Payload, queued: QueuedMail): Promise<DeliveryResult> => {
  const pool = poolOf(payload)
  const mail = unsealMail(payload.secret, queued)
  // Claim the key, or take over a claim whose worker died long ago without sending.
  const claim = await pool.query(
    `INSERT INTO mail_deliveries (key, recipient, subject, claimed_at) VALUES ($1, $2, $3, now())
     ON CONFLICT (key) DO UPDATE SET claimed_at = now()
       WHERE mail_deliveries.sent_at IS NULL
         AND mail_deliveries.claimed_at < now() - make_interval(mins => ${STALE_CLAIM_MINUTES})
     RETURNING key`,
    [queued.key, queued.to, queued.subject.slice(0, 300)],
  )
  if (!claim.rowCount) {
    const { rows } = await pool.query<{ sent_at: Date | null }>('SELECT sent_at FROM mail_deliveries WHERE key = $1', [queued.key])
    if (rows[0]?.sent_at) return 'already-sent'
    throw new Error(`Mail ${queued.key} is being sent by another worker`)
  }
  try {
    await payload.sendEmail({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      replyTo: mail.replyTo,
      headers: mail.headers,
    })
  } catch (error) {
    // Not sent: release the claim so the retry can send.
    await pool.query('DELETE FROM mail_deliveries WHERE key = $1 AND sent_at IS NULL', [queued.key]).catch(() => undefined)
    throw error
  }
  await pool.query('UPDATE mail_deliveries SET sent_at = now() WHERE key = $1', [queued.key])
  return 'sent'
}
