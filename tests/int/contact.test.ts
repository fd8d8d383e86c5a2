/** POST /api/contact: the form's validation messages, stored first, two mails through the outbox, the honeypot, limits. */
import type { ParsedMail } from 'mailparser'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as contact } from '@/app/(frontend)/api/contact/route'
import { getSiteSettings } from '@/services/content/siteSettings'
import { freshIp, postJson, uniqueEmail } from '@tests/support/forms'
import { useSmtpCapture } from '@tests/support/mail'
import { testPayload } from '@tests/support/payload'

let payload: Payload
const mail = useSmtpCapture()

beforeAll(async () => {
  payload = await testPayload()
})

const deliver = () => mail.deliver(payload)
const mailsAbout = (needle: string): ParsedMail[] => mail.smtp.messages.filter((item) => JSON.stringify(item).includes(needle))

const valid = (overrides: Record<string, string> = {}) => ({
  name: 'Ada Lovelace',
  email: uniqueEmail('ada'),
  subject: 'A question about pranayama',
  message: 'Is there a gentle breathing practice you would suggest for beginners?',
  ...overrides,
})

const stored = async (email: string) =>
  (await payload.find({ collection: 'contact-messages', where: { email: { equals: email } }, limit: 5 })).docs

describe('POST /api/contact', () => {
  it.each([
    ['name', { name: 'A' }, 'Please enter your name'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email'],
    ['subject', { subject: 'Hi' }, 'Please enter a subject'],
    ['message', { message: 'Too short' }, 'Please enter a message (at least 10 characters)'],
  ])('a bad %s answers 400 "%s"… and stores nothing', async (_field, overrides, message) => {
    const body = valid(overrides)
    const response = await postJson(contact, '/api/contact', body)
    expect(response.status).toBe(400)
    expect(response.body.error).toBe(message)
    expect(await stored(body.email)).toHaveLength(0)
  })

  it('a missing field gets its SPEC message too', async () => {
    const response = await postJson(contact, '/api/contact', { email: 'ada@example.org', subject: 'Hello', message: 'A long enough message' })
    expect(response.status).toBe(400)
    expect(response.body.error).toBe('Please enter your name')
  })

  it('stores the message, then mails the support address (reply to the sender) and the sender (48 hours)', async () => {
    const body = valid()
    const ip = freshIp()
    const response = await postJson(contact, '/api/contact', body, ip)
    expect(response.status).toBe(201)
    expect(response.body).toEqual({ success: true })
    const [message] = await stored(body.email)
    expect(message).toMatchObject({ name: body.name, subject: body.subject, message: body.message, status: 'new', ip })

    await deliver()
    const toSupport = mailsAbout(body.email).find((item) => item.subject === `[Contact] ${body.subject}`)!
    expect(toSupport.to).toMatchObject({ value: [{ address: 'support@example.org' }] })
    expect(toSupport.replyTo?.value[0]).toMatchObject({ name: 'Ada Lovelace', address: body.email })
    expect(toSupport.text).toContain(body.message)
    expect(toSupport.html).toContain('Yoga Commons')
    expect(toSupport.text).toContain(`/admin/collections/contact-messages/${message!.id}`)

    const [toSender] = mail.to(body.email)
    expect(toSender!.subject).toBe('We received your message · Yoga Commons')
    expect(toSender!.text).toContain("we'll respond within 48 hours")
    expect(toSender!.html).toContain('Yoga Commons')
    // The acknowledgement repeats nothing a stranger wrote (no relay for spam).
    for (const typed of [body.message, body.subject, body.name]) expect(toSender!.text).not.toContain(typed)
  })

  it('a subject or name with line breaks cannot add mail headers', async () => {
    const body = valid({ name: 'Eve\r\nBcc: victim@example.org', subject: 'Hello\r\nBcc: victim@example.org' })
    expect((await postJson(contact, '/api/contact', body)).status).toBe(201)
    await deliver()
    const toSupport = mailsAbout(body.email).find((item) => item.subject?.startsWith('[Contact] Hello'))!
    expect(toSupport.subject).toBe('[Contact] Hello Bcc: victim@example.org')
    expect(toSupport.bcc).toBeUndefined()
    expect(toSupport.headerLines.some((line) => line.key === 'bcc')).toBe(false)
    expect(toSupport.replyTo?.value[0]).toMatchObject({ name: 'Eve Bcc: victim@example.org', address: body.email })
    expect(mail.to('victim@example.org')).toHaveLength(0)
  })

  it('the honeypot gets the same answer; the message is kept as spam and nothing is mailed', async () => {
    const body = valid({ website: 'http://spam.example' })
    const response = await postJson(contact, '/api/contact', body)
    expect(response.status).toBe(201)
    expect(response.body).toEqual({ success: true })
    const [message] = await stored(body.email)
    expect(message?.status).toBe('spam')
    await deliver()
    expect(mailsAbout(body.email)).toHaveLength(0)
  })

  it('with no support address set, the message waits in the admin and only the sender is mailed', async () => {
    const saved = process.env.SUPPORT_EMAIL
    const before = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    // the address the first seeds stored when SUPPORT_EMAIL was unset counts as none
    await payload.updateGlobal({ slug: 'site-settings', data: { supportEmail: 'hello@example.org' } })
    delete process.env.SUPPORT_EMAIL
    try {
      expect((await getSiteSettings(payload)).supportEmail).toBeUndefined()
      const body = valid()
      expect((await postJson(contact, '/api/contact', body)).status).toBe(201)
      expect(await stored(body.email)).toHaveLength(1)
      await deliver()
      expect(mailsAbout(body.email).filter((item) => item.subject?.startsWith('[Contact]'))).toHaveLength(0)
      const [toSender] = mail.to(body.email)
      expect(toSender!.text).toContain("we'll respond within 48 hours")
      expect(toSender!.text).not.toContain('example.org')
      expect(toSender!.text).toContain('If you did not write to us, you can ignore this e-mail.')
    } finally {
      process.env.SUPPORT_EMAIL = saved
      await payload.updateGlobal({ slug: 'site-settings', data: { supportEmail: before.supportEmail } })
    }
  })

  it('answers 429 with Retry-After once a client has sent too many', async () => {
    const ip = freshIp()
    for (let i = 0; i < 5; i++) expect((await postJson(contact, '/api/contact', valid(), ip)).status).toBe(201)
    const limited = await postJson(contact, '/api/contact', valid(), ip)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(limited.body.error).toMatch(/Too many requests/)
    // another client is not affected
    expect((await postJson(contact, '/api/contact', valid())).status).toBe(201)
  })

  it('answers 429 once one address has been written from many places too often', async () => {
    const email = uniqueEmail('inbox')
    for (let i = 0; i < 5; i++) expect((await postJson(contact, '/api/contact', valid({ email }))).status).toBe(201)
    expect((await postJson(contact, '/api/contact', valid({ email }))).status).toBe(429)
  })
})
