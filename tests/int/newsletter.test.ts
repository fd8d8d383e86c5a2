/**
 * Newsletter double opt-in through the real route handlers, with mail delivered by the outbox
 * job over real SMTP to a local capture server (tests/fakes/smtpServer.ts).
 */
import { createHash } from 'node:crypto'

import type { ParsedMail } from 'mailparser'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as confirm } from '@/app/(frontend)/api/newsletter/confirm/route'
import { POST as subscribe } from '@/app/(frontend)/api/newsletter/route'
import { GET as openUnsubscribeLink, POST as unsubscribe } from '@/app/(frontend)/api/newsletter/unsubscribe/route'
import { freshIp, postJson, uniqueEmail } from '@tests/support/forms'
import { useSmtpCapture } from '@tests/support/mail'
import { poolOf } from '@/services/platform/shared'
import { testPayload } from '@tests/support/payload'
import { call } from '@tests/support/routes'

let payload: Payload
const mail = useSmtpCapture()

beforeAll(async () => {
  payload = await testPayload()
})

const deliver = () => mail.deliver(payload)
const mailsTo = (address: string): ParsedMail[] => mail.to(address)

const linkTo = (mail: ParsedMail, path: string): URL => {
  const link = (mail.text ?? '').match(/https?:\/\/\S+/g)?.map((url) => new URL(url)).find((url) => url.pathname === path)
  if (!link) throw new Error(`no ${path} link in ${mail.text}`)
  return link
}

const subscriber = async (email: string) =>
  (
    await payload.find({
      collection: 'newsletter-subscribers',
      where: { email: { equals: email.toLowerCase() } },
      limit: 1,
      showHiddenFields: true,
    })
  ).docs[0]

const signUp = async (name: string, email: string, ip = freshIp()) => postJson(subscribe, '/api/newsletter', { name, email }, ip)

/** Signs up and returns the token from the confirmation mail. */
const signUpAndReadToken = async (email: string): Promise<string> => {
  expect((await signUp('Reader', email)).status).toBe(200)
  await deliver()
  return linkTo(mailsTo(email).at(-1)!, '/newsletter/confirm').searchParams.get('token')!
}

const postToken = (token: string) => postJson(confirm, '/api/newsletter/confirm', { token })

/** As if the address's last confirmation link was mailed a few minutes ago. */
const ageLastLink = (email: string) =>
  poolOf(payload).query(`UPDATE newsletter_subscribers SET token_expires_at = token_expires_at - interval '3 minutes' WHERE email = $1`, [
    email.toLowerCase(),
  ])

describe('POST /api/newsletter', () => {
  it('stores a pending subscriber with consent and mails a confirmation link whose token is stored only as a hash', async () => {
    const email = uniqueEmail('Ada')
    const ip = freshIp()
    const response = await signUp('Ada', email, ip)
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ success: true })

    const stored = await subscriber(email)
    expect(stored).toMatchObject({ email: email.toLowerCase(), name: 'Ada', status: 'pending', consentIp: ip })
    expect(new Date(stored!.consentAt!).getTime()).toBeGreaterThan(Date.now() - 60_000)
    expect(new Date(stored!.tokenExpiresAt!).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000)

    // Nothing is sent inside the request: the outbox job sends it.
    expect(mailsTo(email)).toHaveLength(0)
    await deliver()
    const [confirmation] = mailsTo(email)
    expect(confirmation!.subject).toBe('Confirm your subscription to Yoga Commons')
    expect(confirmation!.from?.value[0]).toMatchObject({ name: 'Yoga Commons', address: 'support@example.org' })
    expect(confirmation!.text).toContain('Hello, thank you for signing up for the Yoga Commons newsletter')
    // The address is not confirmed yet: nothing the visitor typed is mailed to it.
    expect(confirmation!.text).not.toContain('Ada')
    expect(confirmation!.html).toContain('Confirm my subscription')
    expect(confirmation!.html).toContain('Yoga Commons')
    const token = linkTo(confirmation!, '/newsletter/confirm').searchParams.get('token')!
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)
    expect(stored!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'))
    expect(JSON.stringify(stored)).not.toContain(token)
  })

  it.each([
    [{ name: '', email: 'someone@example.org' }, 'Please enter your name and email address.'],
    [{ name: 'Ada', email: '   ' }, 'Please enter your name and email address.'],
    [{ name: '  ', email: '  ' }, 'Please enter your name and email address.'],
    [{ name: 'Ada', email: 'no-at-sign.example.org' }, 'Please enter a valid email address.'],
    [{ email: 'someone@example.org' }, 'Please enter your name and email address.'],
  ])('refuses %j with "%s" and stores nothing', async (body, message) => {
    const before = (await payload.count({ collection: 'newsletter-subscribers' })).totalDocs
    const response = await postJson(subscribe, '/api/newsletter', body)
    expect(response.status).toBe(400)
    expect(response.body.error).toBe(message)
    expect((await payload.count({ collection: 'newsletter-subscribers' })).totalDocs).toBe(before)
  })

  it('refuses a body that is not JSON with a JSON 400', async () => {
    const response = await postJson(subscribe, '/api/newsletter', 'name=Ada')
    expect(response.status).toBe(400)
    expect(response.body.error).toBe('The request body must be JSON')
  })

  it('refuses an address that cannot receive mail although it has an @', async () => {
    const response = await signUp('Ada', 'ada@localhost')
    expect(response.status).toBe(400)
    expect(response.body.error).toBe('Please enter a valid email address.')
  })

  it('answers the same for an active address and sends it nothing; a pending one gets a fresh link and the old one dies', async () => {
    const email = uniqueEmail('repeat')
    const first = await signUpAndReadToken(email)
    await ageLastLink(email)
    const second = await signUpAndReadToken(email)
    expect(second).not.toBe(first)
    expect(mailsTo(email)).toHaveLength(2)
    expect((await postToken(first)).status).toBe(410)
    expect((await postToken(second)).status).toBe(200)
    await deliver()
    const mailsAfterConfirm = mailsTo(email).length

    const again = await signUp('Reader', email.toUpperCase())
    expect(again.status).toBe(200)
    expect(again.body).toEqual((await signUp('Someone', uniqueEmail('new'))).body)
    await deliver()
    expect(mailsTo(email)).toHaveLength(mailsAfterConfirm)
    expect((await subscriber(email))?.status).toBe('active')
  })

  it('answers 429 with Retry-After after too many sign-ups from one address or for one inbox', async () => {
    const ip = freshIp()
    for (let i = 0; i < 5; i++) expect((await signUp('Ada', uniqueEmail('limit'), ip)).status).toBe(200)
    const limited = await signUp('Ada', uniqueEmail('limit'), ip)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(limited.body.error).toMatch(/^Too many requests\. Please try again in/)

    const inbox = uniqueEmail('inbox')
    for (let i = 0; i < 5; i++) {
      expect((await signUp('Ada', inbox)).status).toBe(200)
      await ageLastLink(inbox)
    }
    expect((await signUp('Ada', inbox)).status).toBe(429)
  })

  it('counts plus- and dot-variants of one Gmail mailbox as one inbox, whatever the client', async () => {
    const user = `bomb.target${Date.now()}`
    const variants = Array.from({ length: 10 }, (_, i) => {
      const dotted = i % 2 ? user.replace('.', '') : user.toUpperCase()
      return `${dotted}+n${i}@${i % 3 ? 'gmail.com' : 'googlemail.com'}`
    })
    const before = mail.smtp.messages.length
    const statuses: number[] = []
    for (const [i, email] of variants.entries()) {
      // each from a client of its own: another IPv6 network every time
      statuses.push((await signUp('Ada', email, `2001:db8:${(i + 1).toString(16)}::1`)).status)
    }
    const limit = 5 // RATE_LIMIT_NEWSLETTER's default, per client and per mailbox
    expect(statuses).toEqual([...Array(limit).fill(200), ...Array(10 - limit).fill(429)])
    const over = await signUp('Ada', `${user}+late@gmail.com`)
    expect(over.status).toBe(429)
    expect(over.body.error).toMatch(/^Too many requests\. Please try again in/)
    await deliver()
    const inbox = user.replace('.', '').toLowerCase()
    const received = mail.smtp.messages
      .slice(before)
      .filter((message) => JSON.stringify(message.to ?? '').toLowerCase().replace(/\./g, '').includes(inbox.replace(/\./g, '')))
    expect(received.length).toBeLessThanOrEqual(limit)
    expect(received.length).toBeGreaterThan(0)
  })

  it('a double click, or twenty sign-ups of one address at once, all get the same answer and one mail', async () => {
    const email = uniqueEmail('burst')
    const answers = await Promise.all(Array.from({ length: 20 }, () => signUp('Ada', email)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200))
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1)
    await deliver()
    expect(mailsTo(email)).toHaveLength(1)
    expect((await subscriber(email))?.status).toBe('pending')
  })

  it('refuses an address that Payload cannot store with SPEC\'s 400, and writes nothing', async () => {
    for (const email of ['a@b', 'x@localhost']) {
      const response = await signUp('Ada', email)
      expect(response.status).toBe(400)
      expect(response.body.error).toBe('Please enter a valid email address.')
      expect(await subscriber(email)).toBeUndefined()
    }
  })
})

describe('confirming', () => {
  it('activates the subscription once; the welcome mail carries a signed unsubscribe link and one-click headers', async () => {
    const email = uniqueEmail('confirm')
    const token = await signUpAndReadToken(email)

    const response = await postToken(token)
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ success: true })
    const stored = await subscriber(email)
    expect(stored).toMatchObject({ status: 'active', tokenExpiresAt: null })
    expect(stored!.confirmedAt).toBeTruthy()

    // the same link again: the subscription is already active, and nothing is sent twice
    const used = await postToken(token)
    expect(used.status).toBe(200)
    expect(used.body).toEqual({ success: true, alreadySubscribed: true })

    await deliver()
    const welcome = mailsTo(email).find((mail) => mail.subject === 'Welcome to Yoga Commons')!
    const page = linkTo(welcome, '/newsletter/unsubscribe')
    expect(welcome.html).toContain(page.href.replace(/&/g, '&amp;'))
    const header = (name: string) => welcome.headerLines.find((line) => line.key === name)?.line ?? ''
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
    const oneClick = /<(https?:[^>]+)>/.exec(header('list-unsubscribe'))![1]!
    expect(new URL(oneClick).pathname).toBe('/api/newsletter/unsubscribe')
    expect(new URL(oneClick).searchParams.get('token')).toBe(page.searchParams.get('token'))
  })

  it('two clicks at the same moment confirm once and send one welcome', async () => {
    const email = uniqueEmail('race')
    const token = await signUpAndReadToken(email)
    const results = await Promise.all([postToken(token), postToken(token), postToken(token)])
    expect(results.map((result) => result.status)).toEqual([200, 200, 200])
    expect(results.filter((result) => !result.body.alreadySubscribed)).toHaveLength(1)
    await deliver()
    expect(mailsTo(email).filter((mail) => mail.subject === 'Welcome to Yoga Commons')).toHaveLength(1)
  })

  it('an expired link is refused and the address stays pending', async () => {
    const email = uniqueEmail('expired')
    const token = await signUpAndReadToken(email)
    const stored = await subscriber(email)
    await payload.update({
      collection: 'newsletter-subscribers',
      id: stored!.id,
      data: { tokenExpiresAt: new Date(Date.now() - 1000).toISOString() },
    })
    const response = await postToken(token)
    expect(response.status).toBe(410)
    expect(response.body.error).toBe('This confirmation link has expired or has already been used.')
    expect((await subscriber(email))?.status).toBe('pending')
  })

  it('refuses a malformed or unknown token', async () => {
    expect((await postToken('short')).status).toBe(400)
    expect((await postToken('x'.repeat(43))).status).toBe(410)
    expect((await postJson(confirm, '/api/newsletter/confirm', {})).status).toBe(400)
  })
})

describe('unsubscribing', () => {
  const welcomeFor = async (email: string) => {
    const token = await signUpAndReadToken(email)
    expect((await postToken(token)).status).toBe(200)
    await deliver()
    return mailsTo(email).find((mail) => mail.subject === 'Welcome to Yoga Commons')!
  }

  it('RFC 8058 one-click: a form POST to the List-Unsubscribe URL takes effect at once, without a login', async () => {
    const email = uniqueEmail('oneclick')
    const welcome = await welcomeFor(email)
    const line = welcome.headerLines.find((header) => header.key === 'list-unsubscribe')!.line
    const url = new URL(/<(https?:[^>]+)>/.exec(line)![1]!)
    const response = await call(unsubscribe, `${url.pathname}${url.search}`, {}, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(response.status).toBe(200)
    const stored = await subscriber(email)
    expect(stored?.status).toBe('unsubscribed')
    expect(stored?.unsubscribedAt).toBeTruthy()
  })

  it('the page link works with a JSON body, twice is fine, and a tampered signature is refused', async () => {
    const email = uniqueEmail('page')
    const welcome = await welcomeFor(email)
    const token = linkTo(welcome, '/newsletter/unsubscribe').searchParams.get('token')!
    const [id] = token.split('.')
    const forged = await postJson(unsubscribe, '/api/newsletter/unsubscribe', { token: `${id}.${'A'.repeat(43)}` })
    expect(forged.status).toBe(400)
    expect(forged.body.error).toBe('This unsubscribe link is not valid.')
    expect((await subscriber(email))?.status).toBe('active')

    expect((await postJson(unsubscribe, '/api/newsletter/unsubscribe', { token })).status).toBe(200)
    expect((await postJson(unsubscribe, '/api/newsletter/unsubscribe', { token })).status).toBe(200)
    expect((await subscriber(email))?.status).toBe('unsubscribed')
  })

  it('opening the List-Unsubscribe address (a GET) changes nothing and leads to the page with its one button', async () => {
    const email = uniqueEmail('opened')
    const welcome = await welcomeFor(email)
    const line = welcome.headerLines.find((header) => header.key === 'list-unsubscribe')!.line
    const url = new URL(/<(https?:[^>]+)>/.exec(line)![1]!)
    const response = await call(openUnsubscribeLink, `${url.pathname}${url.search}`, {}, { method: 'GET' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`/newsletter/unsubscribe?token=${encodeURIComponent(url.searchParams.get('token')!)}`)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect((await subscriber(email))?.status).toBe('active')
  })

  it('someone who unsubscribed can sign up again through a new confirmation; the old link no longer confirms', async () => {
    const email = uniqueEmail('return')
    const firstToken = await signUpAndReadToken(email)
    expect((await postToken(firstToken)).status).toBe(200)
    await deliver()
    const welcome = mailsTo(email).find((mail) => mail.subject === 'Welcome to Yoga Commons')!
    const token = linkTo(welcome, '/newsletter/unsubscribe').searchParams.get('token')!
    await postJson(unsubscribe, '/api/newsletter/unsubscribe', { token })
    const stale = await postToken(firstToken)
    expect(stale.status).toBe(410)
    expect(stale.body.error).toBe('This confirmation link has expired or has already been used.')
    expect((await subscriber(email))?.status).toBe('unsubscribed')
    const confirmToken = await signUpAndReadToken(email)
    expect((await subscriber(email))?.status).toBe('pending')
    expect((await postToken(confirmToken)).status).toBe(200)
    expect((await subscriber(email))?.status).toBe('active')
  })
})
