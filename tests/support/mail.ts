/**
 * For integration tests that read the mail the app sends: a real SMTP capture server
 * (tests/fakes/smtpServer.ts) that the app sends to for the whole file (SMTP_URL is read at
 * send time), and `deliver()` to run the outbox jobs as the cron would.
 */
import type { ParsedMail } from 'mailparser'
import type { Payload } from 'payload'
import { afterAll, beforeAll } from 'vitest'

import { runQueue } from '@/jobs/runner'
import { MAIL_QUEUE } from '@/jobs/queues'
import { startFakeSmtp, type FakeSmtp } from '@tests/fakes/smtpServer'

export const useSmtpCapture = () => {
  let smtp: FakeSmtp | undefined
  beforeAll(async () => {
    smtp = await startFakeSmtp()
    process.env.SMTP_URL = smtp.url
  })
  afterAll(async () => {
    delete process.env.SMTP_URL
    smtp?.up()
    await smtp?.stop()
  })
  return {
    get smtp(): FakeSmtp {
      if (!smtp) throw new Error('The SMTP capture starts in beforeAll')
      return smtp
    },
    /** Runs the due e-mail jobs now, as the app's runner does. */
    deliver: (payload: Payload) => runQueue(payload, MAIL_QUEUE),
    /** The messages received for an address (any case). */
    to(address: string): ParsedMail[] {
      return this.smtp.messages.filter((mail) => JSON.stringify(mail.to ?? '').toLowerCase().includes(address.toLowerCase()))
    },
  }
}
