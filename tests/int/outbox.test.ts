/**
 * The e-mail outbox: a request stores its data and queues the mail; a mail server that is down
 * loses nothing (the job retries), and a message is sent once even when its job runs twice.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as contact } from '@/app/(frontend)/api/contact/route'
import { deliverOnce, queueMail } from '@/services/mail'
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
    for (const job of await jobsFor(email)) {
      await payload.update({ collection: 'payload-jobs', id: job.id, data: { waitUntil: new Date(Date.now() - 1000).toISOString() } })
    }
    await payload.jobs.run({ queue: 'email', limit: 100 })
    expect(received(email)).toHaveLength(1)
    expect(mail.smtp.messages.filter((item) => item.subject === '[Contact] While the mail server sleeps')).toHaveLength(1)

    // Nothing is left to send and a further run sends nothing again.
    await payload.jobs.run({ queue: 'email', limit: 100 })
    expect(received(email)).toHaveLength(1)
  })

  it('sends a message once when two workers run its job at the same moment, or it is retried after success', async () => {
    const email = uniqueEmail('once')
    const message = { to: email, subject: 'Only once', text: 'Hello', html: '<p>Hello</p>', key: `test-${Date.now()}` }
    const results = await Promise.allSettled([deliverOnce(payload, message), deliverOnce(payload, message)])
    const outcomes = results.map((result) => (result.status === 'fulfilled' ? result.value : 'busy'))
    expect(outcomes.filter((outcome) => outcome === 'sent')).toHaveLength(1)
    expect(await deliverOnce(payload, message)).toBe('already-sent')
    expect(received(email)).toHaveLength(1)
  })

  it('a queued message that was rolled back with its data is never sent', async () => {
    const email = uniqueEmail('rollback')
    const { inTransaction } = await import('@/services/transaction')
    await expect(
      inTransaction(payload, async ({ req }) => {
        await queueMail(payload, { to: email, subject: 'Never', text: 'x', html: '<p>x</p>' }, req)
        throw new Error('the store failed')
      }),
    ).rejects.toThrow('the store failed')
    expect(await jobsFor(email)).toHaveLength(0)
  })
})
