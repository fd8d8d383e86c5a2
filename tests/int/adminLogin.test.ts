/**
 * Payload's own login and password reset at /cms-api (what the admin panel uses), called
 * in-process from client addresses of our choosing: rate limits per address and per username
 * instead of an account lockout, the same answer and time for unknown usernames, hashed
 * reset tokens and the session cookie's flags.
 */
import { createHash, pbkdf2Sync } from 'node:crypto'
import { performance } from 'node:perf_hooks'

import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { PAYLOAD_PASSWORD_HASH } from '@/services/loginGuard'
import { poolOf } from '@/services/shared'
import { cms } from '@tests/support/cms'
import { freshIp } from '@tests/support/forms'
import { useSmtpCapture } from '@tests/support/mail'
import { testPayload } from '@tests/support/payload'

let payload: Payload
let counter = 0
const mail = useSmtpCapture()
const PASSWORD = 'correct-horse-battery'
const INVALID = 'The username or password provided is incorrect.'
const TOO_MANY = /^Too many requests\. Please try again in (a minute|\d+ minutes)\.$/

const makeUser = async (name: string, roles: ('admin' | 'editor' | 'member')[] = ['editor'], email?: string) => {
  const username = `${name}_${++counter}_${Date.now() % 100000}`
  await payload.create({ collection: 'users', data: { username, password: PASSWORD, roles, email } })
  return username
}

const login = (username: string, password: string, ip = freshIp()) =>
  cms('POST', 'users/login', { body: { username, password }, ip })
const forgot = (username: string, ip = freshIp()) => cms('POST', 'users/forgot-password', { body: { username }, ip })

const expectTooMany = (response: Awaited<ReturnType<typeof cms>>, maxSeconds: number) => {
  expect(response.status).toBe(429)
  expect(response.headers.get('content-type')).toContain('application/json')
  const [error] = response.body.errors
  expect(error.name).toBe('TooManyRequestsError')
  expect(error.message).toMatch(TOO_MANY)
  const retryAfter = Number(response.headers.get('retry-after'))
  expect(retryAfter).toBeGreaterThanOrEqual(1)
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds)
  expect(error.data).toEqual({ retryAfterSeconds: retryAfter })
  return retryAfter
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

beforeAll(async () => {
  payload = await testPayload()
  // On an empty database the first account becomes an admin: make that one first.
  await makeUser('login_admin', ['admin'])
})

afterEach(() => {
  vi.unstubAllEnvs()
  vi.useRealTimers()
})

describe('admin login: no lockout, limits per address and per username', () => {
  it('11 wrong passwords from 11 addresses do not lock the account: its owner signs in at once from its own address (no 429)', async () => {
    const username = await makeUser('login_owner')
    for (let i = 0; i < 11; i++) {
      const wrong = await login(username, `wrong-guess-${i}`)
      expect(wrong.status).toBe(401)
      expect(wrong.body).toEqual({ errors: [{ message: INVALID }] })
    }
    const owner = await login(username, PASSWORD, freshIp())
    expect(owner.status).toBe(200)
    expect(owner.body.user.username).toBe(username)
    expect(owner.body.token).toEqual(expect.any(String))
  })

  it('from one address the 11th attempt within 15 minutes gets 429 JSON with Retry-After, even with the right password; other addresses still sign in', async () => {
    const username = await makeUser('login_per_ip')
    const ip = freshIp()
    for (let i = 0; i < 10; i++) expect((await login(username, `wrong-guess-${i}`, ip)).status).toBe(401)
    expectTooMany(await login(username, PASSWORD, ip), 900)
    // an unknown username from that address: the same 429
    expectTooMany(await login('nobody_here', PASSWORD, ip), 900)

    expect((await login(username, PASSWORD, freshIp())).status).toBe(200)
  })

  it('a stranger with many addresses holds a username for at most a minute: its owner then gets a 429 that expires within 60 seconds', async () => {
    // 3 per address (instead of 10) keeps the test short: the per-username limit is twice that (6) per minute.
    vi.stubEnv('RATE_LIMIT_LOGIN', '3/900')
    const username = await makeUser('login_per_username')
    // All seven logins inside one per-username minute, however slow the machine: the limiter's
    // clock (Date) is held at the start of the next minute while they run.
    vi.useFakeTimers({ toFake: ['Date'], now: Math.ceil(Date.now() / 60_000) * 60_000 + 1_000 })
    for (let i = 0; i < 6; i++) expect((await login(username, `wrong-guess-${i}`)).status).toBe(401)

    const ownIp = freshIp()
    const retryAfter = expectTooMany(await login(username, PASSWORD, ownIp), 60)

    // once the minute is over (only Date is moved on) the owner signs in from the same address
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (retryAfter + 1) * 1000 })
    const owner = await login(username, PASSWORD, ownIp)
    expect(owner.status).toBe(200)
    expect(owner.body.user.username).toBe(username)
  })

  it('an unknown username gets the same answer as a wrong password, after as long', async () => {
    const username = await makeUser('login_timing')
    const known: number[] = []
    const unknown: number[] = []
    const timed = async (name: string) => {
      const started = performance.now()
      const response = await login(name, 'not-the-password')
      return { response, ms: performance.now() - started }
    }
    // one warm-up each, then alternate so that a busy machine slows both alike
    await timed(username)
    await timed(`nobody_warmup_${Date.now()}`)
    for (let i = 0; i < 7; i++) {
      const a = await timed(username)
      const b = await timed(`nobody_${i}_${Date.now()}`)
      expect(a.response.status).toBe(401)
      expect(b.response.status).toBe(401)
      expect(b.response.body).toEqual(a.response.body)
      known.push(a.ms)
      unknown.push(b.ms)
    }
    // Payload hashes a known user's password (PBKDF2, 600,000 rounds): tens of milliseconds at
    // least; without the equal work an unknown username is refused in a few milliseconds.
    expect(median(known)).toBeGreaterThan(30)
    expect(median(unknown)).toBeGreaterThanOrEqual(0.5 * median(known))
    expect(median(unknown)).toBeLessThanOrEqual(2 * median(known))
  })

  it("the work spent on an unknown username is Payload's own password hashing", async () => {
    // PAYLOAD_PASSWORD_HASH reproduces the hash Payload stored for a password
    const username = await makeUser('login_hash')
    const { rows } = await poolOf(payload).query<{ salt: string; hash: string }>(
      'SELECT salt, hash FROM users WHERE username = $1',
      [username],
    )
    const { iterations, keyLength, digest } = PAYLOAD_PASSWORD_HASH
    const ours = pbkdf2Sync(PASSWORD, rows[0]!.salt, iterations, keyLength, digest).toString('hex')
    expect(rows[0]!.hash).toBe(`pbkdf2-sha256-v1:${ours}`)
    expect(rows[0]!.salt).toMatch(/^[0-9a-f]{64}$/)
  })

  it('the session cookie is HttpOnly, Path=/ and SameSite=Lax, and not Secure while SERVER_URL is http', async () => {
    const username = await makeUser('login_cookie')
    const response = await login(username, PASSWORD)
    expect(response.status).toBe(200)
    const cookie = response.headers.get('set-cookie')!
    expect(cookie).toMatch(/^payload-token=[^;]+;/)
    expect(cookie).toContain('; Path=/')
    expect(cookie).toContain('; HttpOnly')
    expect(cookie).toContain('; SameSite=Lax')
    expect(cookie).not.toContain('Secure')
  })
})

describe('forgot password: limits and reset tokens', () => {
  it('from one address the 6th request within an hour gets 429 JSON with Retry-After', async () => {
    const ip = freshIp()
    for (let i = 0; i < 5; i++) {
      const response = await forgot(`nobody_forgot_${i}_${Date.now()}`, ip)
      expect(response.status).toBe(200)
      expect(response.body).toEqual({ message: 'Success' })
    }
    expectTooMany(await forgot(`nobody_forgot_last_${Date.now()}`, ip), 3600)
  })

  it('for one username the 6th request within an hour gets 429, whatever the address', async () => {
    const username = await makeUser('forgot_per_username')
    for (let i = 0; i < 5; i++) expect((await forgot(username)).status).toBe(200)
    expectTooMany(await forgot(username), 3600)
    expectTooMany(await forgot(username.toUpperCase()), 3600)
  })

  it('the reset link works once, for 30 minutes, and the database keeps only its SHA-256', async () => {
    const email = `reset-${Date.now()}@example.org`
    const username = await makeUser('reset_owner', ['editor'], email)
    const requested = Date.now()
    expect((await forgot(username)).status).toBe(200)

    const [message] = mail.to(email)
    const token = /\/admin\/reset\/([0-9a-f]{40})\b/.exec(String(message?.html))?.[1]
    expect(token).toBeDefined()

    const { rows } = await poolOf(payload).query<{ reset_password_token: string; reset_password_expiration: Date }>(
      'SELECT reset_password_token, reset_password_expiration FROM users WHERE username = $1',
      [username],
    )
    const stored = rows[0]!
    expect(stored.reset_password_token).toBe(`sha256:${createHash('sha256').update(token!).digest('hex')}`)
    expect(stored.reset_password_token).not.toContain(token!)
    const validFor = stored.reset_password_expiration.getTime() - requested
    expect(validFor).toBeGreaterThan(29 * 60 * 1000)
    expect(validFor).toBeLessThanOrEqual(31 * 60 * 1000)

    // what the database holds opens nothing
    const withStored = await cms('POST', 'users/reset-password', {
      body: { token: stored.reset_password_token, password: 'a-new-long-password' },
    })
    expect(withStored.status).toBe(403)
    expect(withStored.body.errors[0].message).toBe('Token is either invalid or has expired.')

    const reset = await cms('POST', 'users/reset-password', { body: { token, password: 'a-new-long-password' } })
    expect(reset.status).toBe(200)
    expect(reset.body.user.username).toBe(username)
    expect((await login(username, 'a-new-long-password')).status).toBe(200)
    expect((await login(username, PASSWORD)).status).toBe(401)

    const again = await cms('POST', 'users/reset-password', { body: { token, password: 'yet-another-password' } })
    expect(again.status).toBe(403)
  })

  it('twenty forgot-password requests at once all get an answer, none a 5xx (the limit runs on the request\'s own transaction)', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => forgot(`nobody_${Date.now()}_${n}`)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200))
  })
})
