import { Writable } from 'node:stream'

import { pino } from 'pino'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { productionLogRedaction, redactError, redactsLogs, redactText } from '@/lib/redact'

vi.mock('@/services/platform/mail', () => ({
  SEND_EMAIL_TASK: 'send-email',
  deliverOnce: vi.fn(async () => {
    throw Object.assign(new Error("Can't send mail - all recipients were rejected: 550 5.1.1 <ada@example.org>: no such user"), {
      code: 'EENVELOPE',
      rejected: ['ada@example.org'],
    })
  }),
}))

const { sendEmailTask } = await import('@/jobs/tasks/sendEmail')

describe('redactsLogs', () => {
  it('redacts everywhere but development and the tests, also where NODE_ENV is unset (a jobs worker)', () => {
    expect(redactsLogs({ NODE_ENV: 'production' })).toBe(true)
    expect(redactsLogs({})).toBe(true)
    expect(redactsLogs({ NODE_ENV: 'development' })).toBe(false)
    expect(redactsLogs({ NODE_ENV: 'test' })).toBe(false)
  })
})

describe('redactText', () => {
  it('takes out e-mail addresses and the tokens of confirm, unsubscribe and reset links', () => {
    expect(redactText('Mail to Ada.Lovelace+yoga@mail.example.co.uk failed')).toBe('Mail to [address] failed')
    expect(redactText('http://localhost:3000/newsletter/confirm?token=3f9a_-b2&x=1')).toBe(
      'http://localhost:3000/newsletter/confirm?token=[redacted]&x=1',
    )
    expect(redactText('https://yoga.example.org/admin/reset/0123abcd')).toBe('https://yoga.example.org/admin/reset/[redacted]')
    expect(redactText('/api/newsletter/unsubscribe?token=abc.def')).toBe('/api/newsletter/unsubscribe?token=[redacted]')
  })

  it('leaves ordinary text, paths and scoped package names alone', () => {
    const text = 'at run (node_modules/@payloadcms/db-postgres/dist/index.js:12:3) status=421 retry'
    expect(redactText(text)).toBe(text)
  })
})

describe('redactError', () => {
  it("keeps the name, code and stack's shape, and drops detail, cause and the address", () => {
    const source = Object.assign(new TypeError('duplicate key for ada@example.org'), {
      code: '23505',
      detail: 'Key (email)=(ada@example.org) already exists.',
      cause: new Error('ada@example.org'),
    })
    const redacted = redactError(source)
    expect(redacted.name).toBe('TypeError')
    expect(redacted.message).toBe('duplicate key for [address]')
    expect((redacted as Error & { code?: string }).code).toBe('23505')
    expect(redacted.stack).toContain('TypeError: duplicate key for [address]')
    expect(JSON.stringify({ ...redacted, stack: redacted.stack, message: redacted.message })).not.toContain('ada@')
    expect(redacted.cause).toBeUndefined()
    expect(redactError('plain ada@example.org').message).toBe('plain [address]')
  })
})

describe('the production logger', () => {
  it("logs a failed mail job (Payload's error line) without the queued message", () => {
    const lines: string[] = []
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk))
        done()
      },
    })
    const logger = pino({ redact: productionLogRedaction }, sink)
    const message = { key: 'k1', to: 'ada@example.org', subject: 'Confirm', sealed: 'opaque' }
    logger.error({
      err: new Error('Service not available'),
      job: {
        id: 7,
        taskSlug: 'send-email',
        input: { message },
        log: [{ input: { message }, state: 'failed' }],
        taskStatus: { 'send-email': { '1': { input: { message } } } },
      },
      msg: 'Error running task 1. Attempt 1/11',
    })
    expect(lines).toHaveLength(1)
    const entry = JSON.parse(lines[0]!)
    expect(entry.msg).toBe('Error running task 1. Attempt 1/11')
    expect(entry.job).toMatchObject({ id: 7, taskSlug: 'send-email', input: '[redacted]', log: '[redacted]' })
    expect(lines[0]).not.toContain('ada@example.org')
  })
})

describe('the send-email task', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })
  const handler = sendEmailTask.handler as (args: unknown) => Promise<unknown>
  const run = () => handler({ input: { message: { key: 'k', to: 'ada@example.org', subject: 's', sealed: 'x' } }, req: {} })

  it("in production throws the mail server's error without the addresses it names (Payload logs it)", async () => {
    vi.stubEnv('NODE_ENV', 'production')
    const error = (await run().then(
      () => undefined,
      (thrown: unknown) => thrown,
    )) as Error & { code?: string }
    expect(error).toBeInstanceOf(Error)
    expect(error.message).toBe("Can't send mail - all recipients were rejected: 550 5.1.1 <[address]>: no such user")
    expect(error.code).toBe('EENVELOPE')
    expect(JSON.stringify(error)).not.toContain('ada@')
  })

  it('does so with no NODE_ENV too (a `payload jobs:run` worker started without one)', async () => {
    vi.stubEnv('NODE_ENV', undefined)
    await expect(run()).rejects.toThrow('rejected: 550 5.1.1 <[address]>')
  })

  it('in development throws it as it came', async () => {
    vi.stubEnv('NODE_ENV', 'development')
    await expect(run()).rejects.toThrow(/<ada@example.org>/)
  })
})
