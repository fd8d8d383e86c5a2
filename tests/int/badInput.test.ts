/**
 * Bad input never gives a 5xx. Every POST under /api refuses NUL characters, lone
 * surrogates, oversized bodies, other media types, non-object JSON and other sites' pages with a
 * JSON 4xx, and writes nothing. Every method a route does not serve is a JSON 405.
 */
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as login } from '@/app/(frontend)/api/auth/login/route'
import { POST as register } from '@/app/(frontend)/api/auth/register/route'
import { POST as contact } from '@/app/(frontend)/api/contact/route'
import { POST as enroll } from '@/app/(frontend)/api/courses/[slug]/enroll/route'
import { POST as purchaseIntent } from '@/app/(frontend)/api/courses/[slug]/purchase-intent/route'
import { POST as completeLesson } from '@/app/(frontend)/api/lessons/[id]/complete/route'
import { POST as feedback } from '@/app/(frontend)/api/feedback/route'
import { POST as confirm } from '@/app/(frontend)/api/newsletter/confirm/route'
import { POST as newsletter } from '@/app/(frontend)/api/newsletter/route'
import { POST as unsubscribe } from '@/app/(frontend)/api/newsletter/unsubscribe/route'
import { handle, HTTP_METHODS } from '@/web/http'
import { poolOf } from '@/services/platform/shared'
import { freshIp, postJson, uniqueEmail } from '@tests/support/forms'
import { call } from '@tests/support/routes'
import { testPayload } from '@tests/support/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

type Handler = (request: Request, context: { params: Promise<object> }) => Promise<Response> | Response

/** Each form endpoint with a body it accepts. */
const endpoints: { name: string; handler: Handler; path: string; valid: () => Record<string, unknown> }[] = [
  { name: 'newsletter', handler: newsletter, path: '/api/newsletter', valid: () => ({ name: 'Ada', email: uniqueEmail('bad') }) },
  {
    name: 'contact',
    handler: contact,
    path: '/api/contact',
    valid: () => ({ name: 'Ada', email: uniqueEmail('bad'), subject: 'A question', message: 'Is there a beginners class?' }),
  },
  {
    name: 'feedback',
    handler: feedback,
    path: '/api/feedback',
    valid: () => ({ rating: 'needs_improvement', feedbackText: 'More photos please', category: 'content', severity: 'low', url: 'http://localhost/faq', slug: 'faq', userAgent: 'test', viewport: '390x844' }),
  },
  { name: 'confirm', handler: confirm, path: '/api/newsletter/confirm', valid: () => ({ token: 'A'.repeat(43) }) },
  { name: 'unsubscribe', handler: unsubscribe, path: '/api/newsletter/unsubscribe', valid: () => ({ token: `1.${'A'.repeat(43)}` }) },
  { name: 'login', handler: login, path: '/api/auth/login', valid: () => ({ username: `nobody_${Date.now() % 1e6}`, password: 'quiet-river-42' }) },
  {
    name: 'register',
    handler: register,
    path: '/api/auth/register',
    valid: () => ({ username: `bad_${Date.now() % 1e6}_${Math.floor(Math.random() * 1e4)}`, password: 'quiet-river-42' }),
  },
]

/** Rows in every table a form writes to. */
const written = async (): Promise<number> => {
  const { rows } = await poolOf(payload).query<{ n: number }>(
    `SELECT (SELECT count(*) FROM newsletter_subscribers) + (SELECT count(*) FROM contact_messages)
          + (SELECT count(*) FROM feedback) + (SELECT count(*) FROM payload_jobs) + (SELECT count(*) FROM users) AS n`,
  )
  return Number(rows[0]!.n)
}

const post = (handler: Handler, url: string, body: BodyInit | null, headers: Record<string, string>) =>
  call(handler, url, {}, {
    method: 'POST',
    headers: { 'x-yc-client-ip': freshIp(), 'x-yc-client-seal': process.env.CLIENT_IP_SEAL!, ...headers },
    body,
    // a streamed body (no Content-Length) needs this in Node's fetch
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit)

describe.each(endpoints)('POST $path', ({ handler, path: url, valid }) => {
  const firstText = (body: Record<string, unknown>) => Object.keys(body).find((key) => typeof body[key] === 'string')!

  it.each([
    ['a NUL character', 'Ada\u0000Lovelace'],
    ['a lone high surrogate', 'Ada \uD800'],
    ['a lone low surrogate', '\uDC00 Ada'],
  ])('refuses %s in a text field with a 400 and writes nothing', async (_label, text) => {
    const before = await written()
    const body = valid()
    body[firstText(body)] = text
    const response = await postJson(handler, url, body)
    expect(response.status).toBe(400)
    expect(response.body.error).toMatch(/not allowed/)
    expect(await written()).toBe(before)
  })

  it.each([
    ['null', 'null'],
    ['an array', '[]'],
    ['a string', '"hello"'],
    ['a number', '42'],
    ['broken JSON', '{"name": '],
  ])('refuses %s as the body with a JSON 400', async (_label, raw) => {
    const response = await postJson(handler, url, raw)
    expect(response.status).toBe(400)
    expect(typeof response.body.error).toBe('string')
  })

  it('refuses wrong types in the fields with a JSON 400 and writes nothing', async () => {
    const before = await written()
    const body = valid()
    for (const key of Object.keys(body)) body[key] = key === 'rating' ? ['met'] : { nested: true }
    const response = await postJson(handler, url, body)
    expect(response.status).toBe(400)
    expect(typeof response.body.error).toBe('string')
    expect(await written()).toBe(before)
  })

  it('refuses a 10 MB body with a JSON 413, announced or streamed', async () => {
    const huge = JSON.stringify({ ...valid(), padding: 'x'.repeat(10 * 1024 * 1024) })
    const announced = await post(handler, url, huge, { 'content-type': 'application/json', 'content-length': String(huge.length) })
    expect(announced.status).toBe(413)
    expect(announced.body.error).toBe('The request body is too large.')
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 10 * 1024 * 1024) return controller.close()
        sent += 64 * 1024
        controller.enqueue(new Uint8Array(64 * 1024).fill(32))
      },
    })
    const streamed = await post(handler, url, stream, { 'content-type': 'application/json' })
    expect(streamed.status).toBe(413)
    // It stopped reading long before the end.
    expect(sent).toBeLessThan(1024 * 1024)
  })

  it('refuses text/plain with a JSON 415', async () => {
    const response = await post(handler, url, JSON.stringify(valid()), { 'content-type': 'text/plain' })
    expect(response.status).toBe(415)
    expect(typeof response.body.error).toBe('string')
  })

  it("refuses another site's page posting in a visitor's name with a JSON 403, and accepts this site's", async () => {
    const before = await written()
    const foreign: Record<string, string>[] = [{ origin: 'https://evil.example' }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }]
    for (const headers of foreign) {
      const response = await postJson(handler, url, valid(), freshIp(), headers)
      expect(response.status).toBe(403)
      expect(response.body.error).toBe('Requests from other websites are not accepted.')
    }
    expect(await written()).toBe(before)
    const ours = await postJson(handler, url, valid(), freshIp(), { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' })
    expect(ours.status).not.toBe(403)
    expect(ours.status).toBeLessThan(500)
  })
})

/** The course POSTs take no body: whatever one sends still meets the same checks. */
describe.each([
  { name: 'enroll', handler: enroll as Handler, url: '/api/courses/foundations/enroll', params: { slug: 'foundations' } },
  { name: 'purchase-intent', handler: purchaseIntent as Handler, url: '/api/courses/breath-for-everyday-calm/purchase-intent', params: { slug: 'breath-for-everyday-calm' } },
  { name: 'complete', handler: completeLesson as Handler, url: '/api/lessons/1/complete', params: { id: '1' } },
])('POST $url (no body needed)', ({ handler, url, params }) => {
  const send = (body: BodyInit | null, headers: Record<string, string>) =>
    call(handler, url, params, { method: 'POST', headers: { 'x-yc-client-ip': freshIp(), 'x-yc-client-seal': process.env.CLIENT_IP_SEAL!, ...headers }, body })

  it("refuses another site's page with a JSON 403 before anything else", async () => {
    const response = await send(null, { origin: 'https://evil.example' })
    expect(response.status).toBe(403)
    expect(response.body.error).toBe('Requests from other websites are not accepted.')
  })

  it('refuses a body that is not JSON (415), too large (413), or not an object (400)', async () => {
    expect((await send('hello', { 'content-type': 'text/plain' })).status).toBe(415)
    const huge = 'x'.repeat(1024 * 1024)
    expect((await send(huge, { 'content-type': 'application/json', 'content-length': String(huge.length) })).status).toBe(413)
    expect((await send('[1]', { 'content-type': 'application/json' })).status).toBe(400)
    expect((await send('{"a":"\\u0000"}', { 'content-type': 'application/json' })).status).toBe(400)
  })

  it('answers a visitor with a JSON 401', async () => {
    const response = await send(null, {})
    expect(response.status).toBe(401)
    expect(typeof response.body.error).toBe('string')
  })
})

describe('one-click unsubscribe', () => {
  it('accepts the RFC 8058 form post but no other media type', async () => {
    const form = await post(unsubscribe, `/api/newsletter/unsubscribe?token=1.${'A'.repeat(43)}`, 'List-Unsubscribe=One-Click', {
      'content-type': 'application/x-www-form-urlencoded',
    })
    expect(form.status).toBe(400) // a well-formed request whose signature is wrong
    expect(form.body.error).toBe('This unsubscribe link is not valid.')
    const xml = await post(unsubscribe, `/api/newsletter/unsubscribe?token=1.${'A'.repeat(43)}`, '<x/>', { 'content-type': 'application/xml' })
    expect(xml.status).toBe(415)
  })
})

describe('rate limits on the link endpoints', () => {
  it.each([
    ['confirm', confirm, '/api/newsletter/confirm'],
    ['unsubscribe', unsubscribe, '/api/newsletter/unsubscribe'],
  ] as const)('%s answers 429 after a flood from one client', async (route, handler, url) => {
    process.env[`RATE_LIMIT_${route.toUpperCase()}`] = '3/60'
    try {
      const ip = freshIp()
      const statuses: number[] = []
      for (let i = 0; i < 4; i++) statuses.push((await postJson(handler, url, { token: `1.${'B'.repeat(43)}` }, ip)).status)
      expect(statuses.slice(0, 3)).not.toContain(429)
      expect(statuses[3]).toBe(429)
    } finally {
      delete process.env[`RATE_LIMIT_${route.toUpperCase()}`]
    }
  })
})

describe('the database down', () => {
  it('is a 503 with Retry-After, not a 500', async () => {
    const response = await handle(async () => {
      throw new Error('Failed query', { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }) })
    })
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('5')
    expect(await response.json()).toEqual({ error: 'The service is busy or restarting. Please try again in a moment.' })
  })
})

describe('methods a route does not serve', () => {
  const apiDir = path.resolve('src/app/(frontend)/api')
  const routeFiles = (dir: string): string[] =>
    readdirSync(dir).flatMap((entry) => {
      const full = path.join(dir, entry)
      return statSync(full).isDirectory() ? routeFiles(full) : entry === 'route.ts' ? [full] : []
    })

  it.each(routeFiles(apiDir).map((file) => [path.relative(apiDir, file), file]))('%s: a JSON 405 with Allow', async (_name, file) => {
    const route = (await import(/* @vite-ignore */ file)) as Record<string, Handler & { methodNotAllowed?: true }>
    // Every method is exported: none falls through to Next's empty 405.
    for (const method of HTTP_METHODS) expect(typeof route[method], `${method} is exported`).toBe('function')
    const served = HTTP_METHODS.filter((method) => !route[method]!.methodNotAllowed)
    for (const method of HTTP_METHODS.filter((method) => route[method]!.methodNotAllowed)) {
      const response = await route[method]!(new Request(`http://localhost/api/x`, { method }), { params: Promise.resolve({}) })
      expect(response.status).toBe(405)
      const allow = response.headers.get('allow') ?? ''
      for (const ok of served) expect(allow).toContain(ok)
      expect((await response.json()).error).toMatch(/^Method not allowed/)
    }
  })
})

describe("Payload's own API", () => {
  it('refuses a NUL or a lone surrogate in a login, a write or a global with a 400, not a database error', async () => {
    const { APIError } = await import('payload')
    const attempts = [
      () => payload.login({ collection: 'users', data: { username: 'ada\u0000', password: 'x' } }),
      () => payload.forgotPassword({ collection: 'users', data: { username: 'ada\u0000' } as never }),
      () => payload.create({ collection: 'feedback', data: { rating: 'met', feedbackText: 'bad \uD800 text', url: 'http://localhost/', slug: 'x' } }),
      () => payload.find({ collection: 'glossary-terms', where: { slug: { equals: 'a\u0000' } } }),
      () => payload.updateGlobal({ slug: 'site-settings', data: { siteName: 'Yoga\u0000Commons' } }),
    ]
    for (const attempt of attempts) {
      const error = await attempt().then(() => null, (caught: unknown) => caught)
      expect(error).toBeInstanceOf(APIError)
      expect((error as InstanceType<typeof APIError>).status).toBe(400)
      expect((error as Error).message).toMatch(/not allowed/)
    }
  })
})
