/**
 * A member's optional, confirmed e-mail address (/account), the site's forgot-password and
 * reset-link pages for members, and course purchase receipts: mail goes only to an address its
 * owner confirmed from a link; reset requests answer alike and in the same time whatever the
 * username; reset links are hashed, single use and expire after 30 minutes; a replayed purchase
 * webhook mails one receipt.
 */
import { createHash } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { GET as account } from '@/app/(frontend)/api/account/route'
import { DELETE as removeEmailRoute, POST as addEmail } from '@/app/(frontend)/api/account/email/route'
import { POST as confirmEmailRoute } from '@/app/(frontend)/api/account/email/confirm/route'
import { POST as forgotRoute } from '@/app/(frontend)/api/auth/forgot-password/route'
import { POST as resetRoute } from '@/app/(frontend)/api/auth/reset-password/route'
import { POST as webhookRoute } from '@/app/(frontend)/api/stripe/webhook/route'
import { poolOf } from '@/services/platform/shared'
import { startFakeStripe, type FakeStripe } from '@tests/fakes/stripe'
import { freshIp, postJson, uniqueEmail } from '@tests/support/forms'
import { useSmtpCapture } from '@tests/support/mail'
import { testPayload } from '@tests/support/payload'
import { asBrowser, cookieOf, PASSWORD, registerMember, whoIs } from '@tests/support/session'

const ANSWER = "If that account has a confirmed e-mail address, we've sent a link to it. The link works once, for 30 minutes."
const LINK_USED = 'This reset link has expired or has already been used. Ask for a new one below.'
const EMAIL_LINK_USED = 'This confirmation link has expired or has already been used. Add the address again on your account page for a fresh link.'

let payload: Payload
const mail = useSmtpCapture()

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

const linkOf = (message: { text?: string } | undefined, path: string): string => {
  const link = (message?.text ?? '').match(/https?:\/\/[^\s<>"')]+/g)?.find((url) => new URL(url).pathname === path)
  if (!link) throw new Error(`No ${path} link in: ${message?.text}`)
  return new URL(link).searchParams.get('token')!
}

const forgot = (username: string, ip = freshIp()) => postJson(forgotRoute, '/api/auth/forgot-password', { username }, ip)
const reset = (token: string, password: string, ip = freshIp()) => postJson(resetRoute, '/api/auth/reset-password', { token, password }, ip)
const confirm = (token: string) => postJson(confirmEmailRoute, '/api/account/email/confirm', { token })

/** A member with a confirmed address: registered, address added, link opened. */
const memberWithEmail = async (prefix: string) => {
  const member = await registerMember(prefix)
  const email = uniqueEmail(prefix)
  expect((await asBrowser(addEmail, '/api/account/email', { method: 'POST', cookie: member.cookie, body: { email } })).status).toBe(200)
  await mail.deliver(payload)
  expect((await confirm(linkOf(mail.to(email).at(-1), '/account/confirm-email'))).status).toBe(200)
  return { ...member, email }
}

beforeAll(async () => {
  payload = await testPayload()
})

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('an e-mail address on /account', () => {
  it('is used only once the link mailed to it is opened; the link works once and is stored hashed', async () => {
    const { username, cookie } = await registerMember('mail_add')
    const email = uniqueEmail('Mail-Add')
    const added = await asBrowser(addEmail, '/api/account/email', { method: 'POST', cookie, body: { email: `  ${email} ` } })
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    expect(added.body).toEqual({ success: true, email: null, pendingEmail: email.toLowerCase() })

    // waiting: shown on the account, not yet the account's address
    const waiting = (await asBrowser(account, '/api/account', { cookie })).body.account
    expect(waiting).toMatchObject({ email: null, pendingEmail: email.toLowerCase() })
    await mail.deliver(payload)
    const [message] = mail.to(email)
    expect(message?.subject).toMatch(/^Confirm your e-mail address/)
    expect(message?.text).toContain(username)
    const token = linkOf(message, '/account/confirm-email')
    const { rows } = await poolOf(payload).query<{ email_token_hash: string; email_token_expires_at: Date; email: string | null }>(
      'SELECT email, email_token_hash, email_token_expires_at FROM users WHERE username = $1',
      [username],
    )
    expect(rows[0]!.email).toBeNull()
    expect(rows[0]!.email_token_hash).toBe(sha256(token))
    const validFor = rows[0]!.email_token_expires_at.getTime() - Date.now()
    expect(validFor).toBeGreaterThan(23.9 * 60 * 60 * 1000)
    expect(validFor).toBeLessThanOrEqual(24 * 60 * 60 * 1000)
    // while it waits, no reset link goes anywhere
    expect((await forgot(username)).status).toBe(200)
    await mail.deliver(payload)
    expect(mail.to(email)).toHaveLength(1)

    // the stored hash opens nothing; the token does, once, without a session
    expect((await confirm(rows[0]!.email_token_hash.slice(0, 43))).status).toBe(410)
    const confirmed = await confirm(token)
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
    expect(confirmed.body).toEqual({ success: true, email: email.toLowerCase() })
    expect((await asBrowser(account, '/api/account', { cookie })).body.account).toMatchObject({ email: email.toLowerCase(), pendingEmail: null })
    const again = await confirm(token)
    expect(again.status).toBe(410)
    expect(again.body).toEqual({ error: EMAIL_LINK_USED })
  })

  it('a new address waits while the confirmed one stays in use; removing clears both', async () => {
    const member = await memberWithEmail('mail_chg')
    const next = uniqueEmail('mail-next')
    const changed = await asBrowser(addEmail, '/api/account/email', { method: 'POST', cookie: member.cookie, body: { email: next } })
    expect(changed.body).toEqual({ success: true, email: member.email, pendingEmail: next })
    const same = await asBrowser(addEmail, '/api/account/email', { method: 'POST', cookie: member.cookie, body: { email: member.email } })
    expect(same.status).toBe(400)
    expect(same.body.error).toBe('That is already your confirmed address.')

    const removed = await asBrowser(removeEmailRoute, '/api/account/email', { method: 'DELETE', cookie: member.cookie })
    expect(removed.body).toEqual({ success: true, email: null, pendingEmail: null })
    // the waiting link stopped working too
    await mail.deliver(payload)
    expect((await confirm(linkOf(mail.to(next).at(-1), '/account/confirm-email'))).status).toBe(410)
    expect((await asBrowser(account, '/api/account', { cookie: member.cookie })).body.account).toMatchObject({ email: null, pendingEmail: null })
  })

  it('refuses visitors, bad addresses and floods, with {error} messages', async () => {
    const visitor = await asBrowser(addEmail, '/api/account/email', { method: 'POST', body: { email: 'a@example.org' } })
    expect(visitor.status).toBe(401)
    const { cookie } = await registerMember('mail_bad')
    for (const email of ['', 'not-an-address', 'a@b', 42]) {
      const response = await asBrowser(addEmail, '/api/account/email', { method: 'POST', cookie, body: { email } })
      expect(response.status, JSON.stringify(email)).toBe(400)
      expect(response.body.error).toBe('Please enter a valid email address.')
    }
    const malformed = await postJson(confirmEmailRoute, '/api/account/email/confirm', { token: 'short' })
    expect(malformed.status).toBe(400)
    expect(malformed.body.error).toBe('This link is incomplete. Please use the link from the e-mail.')

    // 5 confirmation mails an hour per account, wherever they go
    for (let i = 0; i < 5; i++) {
      expect((await asBrowser(addEmail, '/api/account/email', { method: 'POST', cookie, body: { email: uniqueEmail('flood') } })).status).toBe(200)
    }
    const limited = await asBrowser(addEmail, '/api/account/email', { method: 'POST', cookie, body: { email: uniqueEmail('flood') } })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBeTruthy()
  })

  it('the same address may serve two accounts: adding it tells nothing about the other', async () => {
    const first = await memberWithEmail('mail_one')
    const second = await registerMember('mail_two')
    const added = await asBrowser(addEmail, '/api/account/email', { method: 'POST', cookie: second.cookie, body: { email: first.email } })
    expect(added.status).toBe(200)
    expect(added.body).toEqual({ success: true, email: null, pendingEmail: first.email })
  })
})

describe('forgot password on the site (POST /api/auth/forgot-password)', () => {
  it('mails one link to a confirmed address; none for an unknown username or an unconfirmed one; the answers are identical', async () => {
    const member = await memberWithEmail('fp_known')
    const unconfirmed = await registerMember('fp_unconf')
    const waitingAddress = uniqueEmail('fp-waiting')
    await asBrowser(addEmail, '/api/account/email', { method: 'POST', cookie: unconfirmed.cookie, body: { email: waitingAddress } })
    await mail.deliver(payload)
    const before = { known: mail.to(member.email).length, waiting: mail.to(waitingAddress).length }

    const answers = [await forgot(member.username), await forgot(`nobody_${Date.now()}`), await forgot(unconfirmed.username)]
    for (const answer of answers) {
      expect(answer.status).toBe(200)
      expect(answer.body).toEqual({ success: true, message: ANSWER })
    }
    await mail.deliver(payload)
    expect(mail.to(member.email)).toHaveLength(before.known + 1)
    expect(mail.to(waitingAddress)).toHaveLength(before.waiting)
    expect(mail.to('nobody@invalid.invalid')).toHaveLength(0)
    const message = mail.to(member.email).at(-1)
    expect(message?.subject).toMatch(/^Reset your .* password$/)
    // a member's link opens the site's page, not the admin's
    expect(linkOf(message, '/reset-password')).toMatch(/^[0-9a-f]{40}$/)
    expect(message?.text).not.toContain('/admin/reset')
  })

  it('answers a known and an unknown username in the same time', async () => {
    vi.stubEnv('RATE_LIMIT_FORGOT_PASSWORD', '100/3600')
    const member = await memberWithEmail('fp_time')
    const timed = async (name: string) => {
      const started = performance.now()
      const response = await forgot(name)
      return { response, ms: performance.now() - started }
    }
    await timed(member.username)
    await timed(`nobody_warm_${Date.now()}`)
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 11; i++) {
      // alternate which goes first, so that a machine getting busier slows both alike
      const a = i % 2 ? await timed(member.username) : undefined
      const b = await timed(`nobody_${i}_${Date.now()}`)
      const knownRun = a ?? (await timed(member.username))
      expect(b.response.body).toEqual(knownRun.response.body)
      known.push(knownRun.ms)
      unknown.push(b.ms)
    }
    const [k, u] = [median(known), median(unknown)]
    console.info(`site forgot-password median: known ${k.toFixed(1)} ms, unknown ${u.toFixed(1)} ms`)
    expect(Math.abs(k - u) < 15 || Math.max(k, u) / Math.min(k, u) < 1.5).toBe(true)
  })

  it('400 without a username; 429 after 5 requests an hour for one username', async () => {
    for (const body of [{}, { username: '  ' }, { username: 42 }]) {
      const response = await postJson(forgotRoute, '/api/auth/forgot-password', body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.body.error).toBe('Missing username.')
    }
    // the default, whatever an earlier file on this worker left in the environment
    vi.stubEnv('RATE_LIMIT_FORGOT_PASSWORD', '5/3600')
    const name = `nobody_limit_${Date.now()}`
    for (let i = 0; i < 5; i++) expect((await forgot(name)).status).toBe(200)
    const limited = await forgot(name)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBeTruthy()
  })
})

describe('the reset link (POST /api/auth/reset-password)', () => {
  const requestLink = async (member: { username: string; email: string }) => {
    expect((await forgot(member.username)).status).toBe(200)
    await mail.deliver(payload)
    return linkOf(mail.to(member.email).at(-1), '/reset-password')
  }

  it('sets the new password once, signs the member in and ends every other session', async () => {
    const member = await memberWithEmail('rs_once')
    const token = await requestLink(member)
    const { rows } = await poolOf(payload).query<{ reset_password_token: string }>('SELECT reset_password_token FROM users WHERE username = $1', [member.username])
    expect(rows[0]!.reset_password_token).toBe(`sha256:${sha256(token)}`)

    const weak = await reset(token, 'namaste')
    expect(weak.status).toBe(400)
    expect(weak.body.error).toBe('This password is too common. Please choose one that is harder to guess.')
    const same = await reset(token, member.username)
    expect(same.status).toBe(400)

    const done = await reset(token, 'lotus-by-the-lake-7')
    expect(done.status, JSON.stringify(done.body)).toBe(200)
    expect(done.body).toEqual({ success: true, user: { username: member.username } })
    expect(await whoIs(cookieOf(done))).toBe(member.username)
    // the session from before the reset is over
    expect(await whoIs(member.cookie)).toBeNull()

    const again = await reset(token, 'another-fresh-password')
    expect(again.status).toBe(410)
    expect(again.body).toEqual({ success: false, error: LINK_USED })
    const signIn = async (password: string) =>
      (await payload.login({ collection: 'users', data: { username: member.username, password } }).then(() => true, () => false))
    expect(await signIn('lotus-by-the-lake-7')).toBe(true)
    expect(await signIn(PASSWORD)).toBe(false)
  })

  it('expires after 30 minutes', async () => {
    const member = await memberWithEmail('rs_expire')
    const requested = Date.now()
    const token = await requestLink(member)
    const { rows } = await poolOf(payload).query<{ reset_password_expiration: Date }>('SELECT reset_password_expiration FROM users WHERE username = $1', [member.username])
    const validFor = rows[0]!.reset_password_expiration.getTime() - requested
    expect(validFor).toBeGreaterThan(29 * 60 * 1000)
    expect(validFor).toBeLessThanOrEqual(31 * 60 * 1000)
    // 30 minutes later
    await poolOf(payload).query(`UPDATE users SET reset_password_expiration = now() - interval '1 second' WHERE username = $1`, [member.username])
    const late = await reset(token, 'lotus-by-the-lake-8')
    expect(late.status).toBe(410)
    expect(late.body.error).toBe(LINK_USED)
  })

  it('400 for a malformed token; failed resets are limited per client', async () => {
    const malformed = await reset('not-a-token', 'lotus-by-the-lake-9')
    expect(malformed.status).toBe(400)
    expect(malformed.body.error).toBe('This reset link is incomplete. Please use the link from the e-mail.')
    const ip = freshIp()
    for (let i = 0; i < 10; i++) expect((await reset(`${i}`.padStart(40, 'a'), 'lotus-by-the-lake-9', ip)).status).toBe(410)
    expect((await reset('b'.repeat(40), 'lotus-by-the-lake-9', ip)).status).toBe(429)
  })
})

describe('course purchase receipts', () => {
  let fake: FakeStripe
  beforeAll(async () => {
    fake = await startFakeStripe()
    process.env.STRIPE_SECRET_KEY = 'sk_test_fake'
    process.env.STRIPE_API_BASE = fake.url
    process.env.STRIPE_WEBHOOK_SECRET = 'whsec_test'
  })
  afterAll(async () => {
    delete process.env.STRIPE_SECRET_KEY
    delete process.env.STRIPE_API_BASE
    delete process.env.STRIPE_WEBHOOK_SECRET
    await fake.stop()
  })

  const deliver = async (event: unknown) => {
    const body = JSON.stringify(event)
    const response = await webhookRoute(
      new Request('http://localhost/api/stripe/webhook', { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': fake.sign(body) }, body }),
    )
    return ((await response.json()) as { outcome: string }).outcome
  }
  const succeeded = async (userId: number, id: string) => {
    const course = (await payload.find({ collection: 'courses', where: { slug: { equals: 'breath-for-everyday-calm' } }, limit: 1 })).docs[0]!
    return {
      course,
      event: {
        id: `evt_${id}`,
        object: 'event',
        type: 'payment_intent.succeeded',
        created: Math.floor(Date.now() / 1000),
        data: { object: { id, object: 'payment_intent', status: 'succeeded', amount: 1900, amount_received: 1900, metadata: { kind: 'course', courseId: String(course.id), userId: String(userId) } } },
      },
    }
  }
  const userIdOf = async (username: string) => (await payload.find({ collection: 'users', where: { username: { equals: username } }, limit: 1 })).docs[0]!.id

  it('a replayed webhook mails one receipt, with the course, amount, date and link', async () => {
    const member = await memberWithEmail('rc_buyer')
    const { course, event } = await succeeded(await userIdOf(member.username), `pi_receipt_${Date.now()}`)
    expect([await deliver(event), await deliver(event), await deliver({ ...event, id: `${event.id}_again` })]).toEqual(['processed', 'replay', 'processed'])
    await mail.deliver(payload)
    const receipts = mail.to(member.email).filter((message) => /receipt/i.test(message.subject ?? ''))
    expect(receipts).toHaveLength(1)
    const text = receipts[0]!.text ?? ''
    expect(receipts[0]!.subject).toBe(`Your receipt for ${course.title}`)
    expect(text).toContain(`Course: ${course.title}`)
    expect(text).toContain('Amount: $19 (USD)')
    expect(text).toMatch(/Date: [A-Z][a-z]+ \d{1,2}, \d{4}/)
    expect(text).toContain('/courses/breath-for-everyday-calm')
  })

  it('a member without a confirmed address gets the course and no mail', async () => {
    const member = await registerMember('rc_nomail')
    const waiting = uniqueEmail('rc-waiting')
    await asBrowser(addEmail, '/api/account/email', { method: 'POST', cookie: member.cookie, body: { email: waiting } })
    const userId = await userIdOf(member.username)
    const { event } = await succeeded(userId, `pi_nomail_${Date.now()}`)
    expect(await deliver(event)).toBe('processed')
    await mail.deliver(payload)
    expect(mail.to(waiting).filter((message) => /receipt/i.test(message.subject ?? ''))).toHaveLength(0)
    expect((await payload.count({ collection: 'enrollments', where: { user: { equals: userId } } })).totalDocs).toBe(1)
  })
})
