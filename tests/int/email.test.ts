import { readdir, readFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { simpleParser } from 'mailparser'
import nodemailer from 'nodemailer'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { captureTransport, createMailTransport } from '@/integrations/email/transport'
import { startFakeSmtp, type FakeSmtp } from '@tests/fakes/smtpServer'
import { testPayload } from '@tests/support/payload'

let payload: Payload
let smtp: FakeSmtp

beforeAll(async () => {
  payload = await testPayload()
  smtp = await startFakeSmtp()
})

afterAll(async () => {
  await smtp.stop()
})

const message = {
  from: 'Yoga Commons <hello@example.org>',
  to: 'reader@example.org',
  subject: 'Confirm your subscription',
  text: 'Confirm here: http://localhost:3000/newsletter/confirm?token=abc',
  html: '<p>Confirm <a href="http://localhost:3000/newsletter/confirm?token=abc">here</a></p>',
}

describe('e-mail transport', () => {
  it('without SMTP_URL writes each message as an .eml file and logs its links', async () => {
    const dir = path.join(os.tmpdir(), `yoga-mail-${process.pid}-${Date.now()}`)
    const lines: string[] = []
    await nodemailer.createTransport(captureTransport(dir, (line) => lines.push(line))).sendMail(message)
    const [file] = await readdir(dir)
    const parsed = await simpleParser(await readFile(path.join(dir, file!)))
    expect(parsed.subject).toBe('Confirm your subscription')
    expect(parsed.text).toContain('token=abc')
    expect(parsed.html).toContain('<a href=')
    expect(lines[0]).toMatch(/Mail to reader@example.org: "Confirm your subscription" saved as .*\.eml/)
    expect(lines).toContain('    http://localhost:3000/newsletter/confirm?token=abc')
  })

  it('with SMTP_URL delivers through a real SMTP conversation', async () => {
    await createMailTransport({ smtpUrl: () => smtp.url }).sendMail(message)
    const received = smtp.messages.at(-1)!
    expect(received.subject).toBe('Confirm your subscription')
    expect(received.text).toContain('token=abc')
  })

  it('Payload sends through the configured transport (here: the capture of the test run)', async () => {
    await payload.sendEmail({ to: 'someone@example.org', subject: 'Payload capture check', text: 'Hello' })
    const dir = process.env.MAIL_CAPTURE_DIR!
    const files = await readdir(dir)
    const parsed = await Promise.all(files.map(async (file) => simpleParser(await readFile(path.join(dir, file)))))
    const sent = parsed.find((mail) => mail.subject === 'Payload capture check')!
    expect(sent.from?.value[0]).toMatchObject({ name: 'Yoga Commons', address: 'support@example.org' })
    expect(sent.text).toContain('Hello')
  })
})
