/**
 * The e-mail outbox: a request stores its data and queues the mail; a mail server that is down
 * loses nothing (the job retries), and a message is sent once even when its job runs twice.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as contact } from '@/app/(frontend)/api/contact/route'
import { sql } from '@payloadcms/db-postgres'

import { deliverOnce, queueMail, sealMail } from '@/services/platform/mail'
import { inTransaction } from '@/services/platform/transaction'
import { postJson, uniqueEmail } from '@tests/support/forms'
import { useSmtpCapture } from '@tests/support/mail'
import { testPayload } from '@tests/support/payload'

let payload: Payload
const mail = useSmtpCapture()

beforeAll(async () => {
  payload = await testPayload()
})

const jobsFor = async (address: string) =>
  (
    await payload.find({ collection: 'payload-jobs', where: { queue: { equals: 'email' } }, limit: 500, pagination: false })
  ).docs.filter((job) => JSON.stringify(job.input).includes(address))

const received = (address: string) => mail.to(address)

describe('the e-mail outbox', () => {
  it('keeps mail while the server is down and sends it once when it is back', async () => {
    mail.smtp.down()
    const email = uniqueEmail('outbox')
    const response = await postJson(contact, '/api/contact', {
      name: 'Ada',
      email,
      subject: 'While the mail server sleeps',
      message: 'This message must not be lost.',
    })
    // The visitor is answered at once: the message is stored and its mails are queued.
    expect(response.status).toBe(201)
    expect((await payload.find({ collection: 'contact-messages', where: { email: { equals: email } } })).totalDocs).toBe(1)

    await payload.jobs.run({ queue: 'email', limit: 100 })
    expect(received(email)).toHaveLength(0)
    const failed = (await jobsFor(email)).find((job) => JSON.stringify(job.input).includes('"to":"' + email))!
    expect(failed.totalTried).toBe(1)
    expect(failed.hasError).toBe(false)
    expect(new Date(failed.waitUntil!).getTime()).toBeGreaterThan(Date.now())

    // Back up; the backoff has passed (moved here instead of waiting 30 s).
    mail.smtp.up()
    await payload.update({
      collection: 'payload-jobs',
      where: { and: [{ queue: { equals: 'email' } }, { waitUntil: { greater_than: new Date().toISOString() } }] },
      data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
    })
    await payload.jobs.run({ queue: 'email', limit: 100 })
    expect(received(email)).toHaveLength(1)
    expect(mail.smtp.messages.filter((item) => item.subject === '[Contact] While the mail server sleeps')).toHaveLength(1)

    // Nothing is left to send and a further run sends nothing again.
    await payload.jobs.run({ queue: 'email', limit: 100 })
    expect(received(email)).toHaveLength(1)
  })

  it('sends a message once when two workers run its job at the same moment, or it is retried after success', async () => {
    const email = uniqueEmail('once')
    const message = sealMail(payload.secret, { to: email, subject: 'Only once', text: 'Hello', html: '<p>Hello</p>' })
    const results = await Promise.allSettled([deliverOnce(payload, message), deliverOnce(payload, message)])
    const outcomes = results.map((result) => (result.status === 'fulfilled' ? result.value : 'busy'))
    expect(outcomes.filter((outcome) => outcome === 'sent')).toHaveLength(1)
    expect(await deliverOnce(payload, message)).toBe('already-sent')
    expect(received(email)).toHaveLength(1)
  })

  it('a queued message that was rolled back with its data is never sent', async () => {
    const email = uniqueEmail('rollback')
    await expect(
      inTransaction(payload, async ({ req }) => {
        await queueMail(payload, { to: email, subject: 'Never', text: 'x', html: '<p>x</p>' }, req)
        throw new Error('the store failed')
      }),
    ).rejects.toThrow('the store failed')
    expect(await jobsFor(email)).toHaveLength(0)
  })

  it('keeps bodies and headers sealed while they wait: the jobs table shows only addressee and subject', async () => {
    const email = uniqueEmail('sealed')
    await queueMail(payload, {
      to: email,
      subject: 'Sealed test',
      text: 'secret-token-in-text',
      html: '<p>secret-token-in-html</p>',
      headers: { 'List-Unsubscribe': '<https://example.org/u?token=secret-token-in-header>' },
    })
    const [job] = await jobsFor(email)
    expect(job!.input).toMatchObject({ message: { to: email, subject: 'Sealed test' } })
    expect(JSON.stringify(job)).not.toContain('secret-token')
    await mail.deliver(payload)
    const [sent] = received(email)
    expect(sent!.text).toContain('secret-token-in-text')
    expect(sent!.headerLines.find((line) => line.key === 'list-unsubscribe')?.line).toContain('secret-token-in-header')
  })

  it('a failed send releases its claim so the retry sends', async () => {
    const email = uniqueEmail('release')
    const message = sealMail(payload.secret, { to: email, subject: 'Retry me', text: 'x', html: '<p>x</p>' })
    mail.smtp.down()
    await expect(deliverOnce(payload, message)).rejects.toThrow(/421/)
    mail.smtp.up()
    expect(await deliverOnce(payload, message)).toBe('sent')
    expect(received(email)).toHaveLength(1)
  })
})

describe('transactions', () => {
  it('a COMMIT that the database refuses is an error, not a silent success', async () => {
    await expect(
      inTransaction(payload, async ({ execute }) => {
        await execute(sql`CREATE TEMP TABLE commit_check (id int UNIQUE DEFERRABLE INITIALLY DEFERRED) ON COMMIT DROP`)
        await execute(sql`INSERT INTO commit_check VALUES (1), (1)`)
      }),
    ).rejects.toThrow(/did not commit/)
  })
})
