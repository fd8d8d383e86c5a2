/**
 * A local SMTP server for tests (npm smtp-server): it accepts every message on 127.0.0.1 and
 * keeps it parsed (mailparser), so a test can read what the app sent through real SMTP.
 * `down()` makes it refuse mail (temporary failure) until `up()`; an address in `refused` is
 * refused for good (550, no such mailbox). Each message carries `receivedAt` (ms), the moment the
 * server had it whole, before it answered the client.
 */
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type CapturedMail = ParsedMail & { receivedAt: number }

export type FakeSmtp = {
  url: string
  messages: CapturedMail[]
  down: () => void
  up: () => void
  /** addresses answered 550 at RCPT TO */
  refused: Set<string>
  stop: () => Promise<void>
}

export const startFakeSmtp = async (): Promise<FakeSmtp> => {
  const messages: CapturedMail[] = []
  let accepting = true
  const refused = new Set<string>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!accepting) {
        const error = Object.assign(new Error('Service not available, try again later'), { responseCode: 421 })
        return callback(error)
      }
      callback()
    },
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address.toLowerCase())) {
        return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }))
      }
      callback()
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(Object.assign(mail, { receivedAt: Date.now() }))
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    down: () => (accepting = false),
    up: () => (accepting = true),
    refused,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
