/**
 * Where e-mail goes: an SMTP server when SMTP_URL is set, otherwise a local capture
 * that writes each message as an .eml file (open it in any mail program) under .data/mail and
 * logs the links in it, so a confirmation link can be followed on a development machine. Anywhere
 * else (`npm start` runs with NODE_ENV=production; src/lib/redact.ts) the log says only that a
 * message was captured and where: no address, no subject (a visitor may have typed it) and no
 * link (its token would work for whoever reads the log).
 * Payload's nodemailer adapter sends through this transport; nothing here contacts a network
 * service unless SMTP_URL names one.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

import nodemailer, { type Transporter } from 'nodemailer'
import type { SentMessageInfo, Transport } from 'nodemailer'
import type MailMessage from 'nodemailer/lib/mailer/mail-message'

import { redactsLogs } from '@/lib/redact'

export const DEFAULT_CAPTURE_DIR = path.resolve(process.cwd(), '.data', 'mail')

const linksIn = (text: string): string[] => [...new Set(text.match(/https?:\/\/[^\s<>"')]+/g) ?? [])]

/** A nodemailer transport that writes the raw message to `<dir>/<time>-<n>.eml`. */
export const captureTransport = (
  dir: string,
  log: (line: string) => void = (line) => console.log(line),
  redact: boolean = redactsLogs(),
): Transport<SentMessageInfo> => {
  let count = 0
  return {
    name: 'capture',
    version: '1',
    send(mail: MailMessage, done: (error: Error | null, info?: SentMessageInfo) => void) {
      mail.message.build(async (error, raw) => {
        if (error) return done(error)
        try {
          await mkdir(dir, { recursive: true })
          const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${++count}.eml`)
          await writeFile(file, raw)
          const saved = path.relative(process.cwd(), file)
          if (redact) {
            log(`› Mail captured (SMTP_URL is unset): saved as ${saved}`)
          } else {
            const subject = String(mail.data.subject ?? '')
            log(`› Mail to ${String(mail.data.to)}: "${subject}" saved as ${saved}`)
            for (const link of linksIn(String(mail.data.text ?? ''))) log(`    ${link}`)
          }
          done(null, { envelope: mail.message.getEnvelope(), messageId: mail.message.messageId(), file })
        } catch (writeError) {
          done(writeError as Error)
        }
      })
    },
  }
}

export type MailSettings = {
  /** The SMTP server, read when a message is sent (so a deployment can switch it without a rebuild) */
  smtpUrl?: () => string | undefined
  captureDir?: () => string | undefined
}

/** Short timeouts: a mail server that hangs fails the outbox job, which then retries later. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }

/**
 * SMTP when SMTP_URL is set, else the .eml capture. The choice is made per message, so the
 * outbox sends through whatever is configured when a job runs.
 */
export const createMailTransport = ({ smtpUrl = () => undefined, captureDir = () => undefined }: MailSettings = {}): Transporter => {
  const smtp = new Map<string, Transporter>()
  const capture = new Map<string, Transporter>()
  const current = (): Transporter => {
    const url = smtpUrl()
    if (url) {
      if (!smtp.has(url)) smtp.set(url, nodemailer.createTransport(url, SMTP_TIMEOUTS))
      return smtp.get(url)!
    }
    const dir = captureDir() ?? DEFAULT_CAPTURE_DIR
    if (!capture.has(dir)) capture.set(dir, nodemailer.createTransport(captureTransport(dir)))
    return capture.get(dir)!
  }
  return nodemailer.createTransport({
    name: 'yoga-commons',
    version: '1',
    send(mail: MailMessage, done: (error: Error | null, info?: SentMessageInfo) => void) {
      current().sendMail(mail.data).then((info) => done(null, info), (error: Error) => done(error))
    },
  } satisfies Transport<SentMessageInfo>)
}
