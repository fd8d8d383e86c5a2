/**
 * Payload's own login and password reset at /cms-api (what the admin panel uses), called
 * in-process from client addresses of our choosing: rate limits that strangers cannot aim at a
 * user (per client, IPv6 by /64; per username and client; per username only without the
 * account's device cookie) instead of an account lockout, the same answer and time for unknown
 * usernames, hashed reset tokens queued through the outbox, and the cookies' flags.
 */
import crypto, { createHash, pbkdf2Sync } from 'node:crypto'
import { performance } from 'node:perf_hooks'

import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { PAYLOAD_PASSWORD_HASH } from '@/services/accounts/loginGuard'
import { poolOf } from '@/services/platform/shared'
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

const login = (username: string, password: string, ip = freshIp(), cookie?: string) =>
  cms('POST', 'users/login', { body: { username, password }, ip, cookie })
const forgot = (username: string, ip = freshIp(), cookie?: string) => cms('POST', 'users/forgot-password', { body: { username }, ip, cookie })

/** A /64 of the documentation prefix no other test uses, and its n-th address. */
let networks = 0
const ipv6Network = () => {
  const id = (process.pid % 0xffff).toString(16)
  const n = (++networks + Math.floor(Math.random() * 0x8000)).toString(16)
  return (host: number) => `2001:db8:${id}:${n}::${host.toString(16)}`
}

/** The device cookie among an answer's Set-Cookie headers, as the browser sends it back. */
const deviceCookieOf = (response: Awaited<ReturnType<typeof cms>>): string => {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith('yc-device-'))
  if (!header) throw new Error(`No device cookie in ${JSON.stringify(response.headers.getSetCookie())}`)
  return header.split(';')[0]!
}

/** The limiter's clock held one second into a fresh 15-minute window, so no test straddles two. */
const holdClockInFreshWindow = () =>
  vi.useFakeTimers({ toFake: ['Date'], now: Math.ceil(Date.now() / 900_000) * 900_000 + 1_000 })

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

  it('from one address the 11th attempt at one username within 15 minutes gets 429 JSON with Retry-After, even with the right password; other usernames and addresses go on', async () => {
    const username = await makeUser('login_per_ip')
    const ip = freshIp()
    for (let i = 0; i < 10; i++) expect((await login(username, `wrong-guess-${i}`, ip)).status).toBe(401)
    expectTooMany(await login(username, PASSWORD, ip), 900)
    // the per-(username, client) count: another username from that address is still answered
    expect((await login('nobody_here', PASSWORD, ip)).status).toBe(401)
    expect((await login(username, PASSWORD, freshIp())).status).toBe(200)
  })

  it('40 wrong logins from one IPv6 /64 meet a 429, whatever addresses of it they use; another /64 is not limited', async () => {
    holdClockInFreshWindow()
    const network = ipv6Network()
    const username = await makeUser('login_v6')
    // 40 failures, four at each of ten usernames, each from its own address in the /64
    for (let i = 0; i < 40; i++) {
      const response = await login(`nobody_v6_${i % 10}_${Date.now()}`, `wrong-guess-${i}`, network(i + 1))
      expect(response.status, `attempt ${i + 1}`).toBe(401)
    }
    // the 41st: a new address in the same /64, written differently, right password: refused before any check
    const sameNetwork = network(0xbeef).replace('2001:db8:', '2001:0DB8:').toUpperCase()
    expectTooMany(await login(username, PASSWORD, sameNetwork), 900)
    expectTooMany(await login(username, PASSWORD, `[${network(0xcafe)}]:443`), 900)
    // another /64 signs in
    expect((await login(username, PASSWORD, ipv6Network()(1))).status).toBe(200)
  })

  it('a request over a limit gets its 429 before any password is hashed', async () => {
    const username = await makeUser('login_no_hash')
    const ip = freshIp()
    for (let i = 0; i < 10; i++) expect((await login(username, `wrong-guess-${i}`, ip)).status).toBe(401)
    const pbkdf2 = vi.spyOn(crypto, 'pbkdf2')
    try {
      // the spy sees Payload's hashing: a login under the limits hashes
      expect((await login(username, 'wrong-again', freshIp())).status).toBe(401)
      expect(pbkdf2).toHaveBeenCalled()
      pbkdf2.mockClear()
      expectTooMany(await login(username, PASSWORD, ip), 900)
      expectTooMany(await login(username, 'another-wrong-one', ip), 900)
      expect(pbkdf2).not.toHaveBeenCalled()
    } finally {
      pbkdf2.mockRestore()
    }
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

describe('admin login: the device cookie', () => {
  it('a successful login sets it: HttpOnly, SameSite=Lax, Path=/, a year, not Secure on http, next to the session cookie', async () => {
    const username = await makeUser('login_device_flags')
    const response = await login(username, PASSWORD)
    expect(response.status).toBe(200)
    const cookies = response.headers.getSetCookie()
    expect(cookies).toHaveLength(2)
    expect(cookies[0]).toMatch(/^payload-token=[^;]+;/)
    const device = cookies.find((cookie) => cookie.startsWith('yc-device-'))!
    expect(device).toMatch(/^yc-device-[0-9a-f]{16}=\d{1,12}\.[0-9a-z]+\.[A-Za-z0-9_-]{43}; Path=\/; Max-Age=31536000; Expires=[^;]+; HttpOnly; SameSite=Lax$/)
    // a failed login sets none
    expect((await login(username, 'wrong-guess')).headers.getSetCookie()).toEqual([])
  })

  it("after 40 strangers' wrong guesses from 40 addresses, the owner still signs in from the browser that signed in before", async () => {
    holdClockInFreshWindow()
    const username = await makeUser('login_device_owner')
    const first = await login(username, PASSWORD)
    expect(first.status).toBe(200)
    const browser = deviceCookieOf(first)

    const strangers: number[] = []
    for (let i = 0; i < 40; i++) strangers.push((await login(username, `stranger-guess-${i}`, ipv6Network()(1))).status)
    // the strangers are counted per username: the first 20 are answered, the rest refused
    expect(strangers.slice(0, 20)).toEqual(Array(20).fill(401))
    expect(strangers.slice(20)).toEqual(Array(20).fill(429))

    // a browser that never signed in to the account waits like the strangers
    expectTooMany(await login(username, PASSWORD, freshIp()), 900)
    // the owner's browser, from wherever it is now, signs in
    const owner = await login(username, PASSWORD, freshIp(), browser)
    expect(owner.status).toBe(200)
    expect(owner.body.user.username).toBe(username)
    // and keeps its cookie (the same device, renewed)
    expect(deviceCookieOf(owner).split('=')[1]!.split('.')[0]).toBe(browser.split('=')[1]!.split('.')[0])
  })

  it("the browser's own failures are counted for that browser only: 10 within 15 minutes, then 429", async () => {
    holdClockInFreshWindow()
    const username = await makeUser('login_device_own')
    const browser = deviceCookieOf(await login(username, PASSWORD))
    for (let i = 0; i < 10; i++) expect((await login(username, `typo-${i}`, freshIp(), browser)).status).toBe(401)
    expectTooMany(await login(username, PASSWORD, freshIp(), browser), 900)
    // another browser of the owner's is not held by it
    expect((await login(username, PASSWORD, freshIp())).status).toBe(200)
  })

  it("another account's device cookie, or a forged one, counts for nothing", async () => {
    vi.stubEnv('RATE_LIMIT_LOGIN_USERNAME', '3/900')
    holdClockInFreshWindow()
    const victim = await makeUser('login_device_victim')
    const attacker = await makeUser('login_device_attacker')
    const own = deviceCookieOf(await login(attacker, PASSWORD))
    const [name, value] = own.split('=') as [string, string]
    const forged = `${deviceCookieOf(await login(victim, PASSWORD)).split('=')[0]}=${value}`
    for (let i = 0; i < 3; i++) expect((await login(victim, `guess-${i}`, freshIp(), i % 2 ? own : forged)).status).toBe(401)
    expectTooMany(await login(victim, 'guess-4', freshIp(), `${name}=${value}; ${forged}`), 900)
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

    // the mail waits in the outbox until its job runs
    expect(mail.to(email)).toHaveLength(0)
    await mail.deliver(payload)
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

  it('a browser with the account\'s device cookie is counted on its own, not with strangers asking for that username', async () => {
    const username = await makeUser('forgot_device')
    const browser = deviceCookieOf(await login(username, PASSWORD))
    for (let i = 0; i < 5; i++) expect((await forgot(username)).status).toBe(200)
    expectTooMany(await forgot(username), 3600)
    expect((await forgot(username, freshIp(), browser)).status).toBe(200)
  })

  it('answers a known and an unknown username alike and in the same time; only the known one gets a mail', async () => {
    // 12 requests for the one username: its limit is out of reach here
    vi.stubEnv('RATE_LIMIT_FORGOT_PASSWORD', '100/3600')
    const email = `forgot-time-${Date.now()}@example.org`
    const username = await makeUser('forgot_time', ['editor'], email)
    const timed = async (name: string) => {
      const started = performance.now()
      const response = await forgot(name)
      return { response, ms: performance.now() - started }
    }
    await timed(username)
    await timed(`nobody_warm_${Date.now()}`)
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 11; i++) {
      // alternate which goes first, so that a machine getting busier slows both alike
      const a = i % 2 ? await timed(username) : undefined
      const b = await timed(`nobody_${i}_${Date.now()}`)
      const knownRun = a ?? (await timed(username))
      expect(knownRun.response.status).toBe(200)
      expect(b.response.body).toEqual(knownRun.response.body)
      known.push(knownRun.ms)
      unknown.push(b.ms)
    }
    const [k, u] = [median(known), median(unknown)]
    console.info(`forgot-password median: known ${k.toFixed(1)} ms, unknown ${u.toFixed(1)} ms`)
    expect(Math.abs(k - u) < 15 || Math.max(k, u) / Math.min(k, u) < 1.5).toBe(true)
    // the known username's mails wait in the outbox; nobody else's exist
    await mail.deliver(payload)
    expect(mail.to(email)).toHaveLength(12)
    expect(mail.to('nobody@invalid.invalid')).toHaveLength(0)
  })

  it('without a username: 400 with a message', async () => {
    for (const body of [{}, { username: '  ' }, { username: 42 }]) {
      const response = await cms('POST', 'users/forgot-password', { body })
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.body.errors[0].message).toBe('Missing username.')
    }
  })

  it('failed resets are limited per client (10 within an hour, then 429), IPv6 by /64; other clients go on', async () => {
    const network = ipv6Network()
    for (let i = 0; i < 10; i++) {
      const response = await cms('POST', 'users/reset-password', { body: { token: `${i}`.padStart(40, 'a'), password: 'a-new-long-password' }, ip: network(i + 1) })
      expect(response.status).toBe(403)
    }
    const limited = await cms('POST', 'users/reset-password', { body: { token: 'b'.repeat(40), password: 'a-new-long-password' }, ip: network(99) })
    expectTooMany(limited, 3600)
    const other = await cms('POST', 'users/reset-password', { body: { token: 'b'.repeat(40), password: 'a-new-long-password' } })
    expect(other.status).toBe(403)
  })

  it('twenty forgot-password requests at once all get an answer, none a 5xx (the limit runs on the request\'s own transaction)', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => forgot(`nobody_${Date.now()}_${n}`)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200))
  })
})
