/**
 * The route factory (src/web/route.ts) as a caller sees it: the 405 of an undeclared method, the
 * refusals of a bad body, query or param, who may call, rate limits, the error mapping and the
 * cache headers. Payload and the rate-limit store are stand-ins: the session is a header here.
 */
import { APIError, ValidationError } from 'payload'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'

import { RateLimitedError, ServiceError, NotFoundError } from '@/services/platform/errors'

const enforceRateLimit = vi.hoisted(() => vi.fn(async (_pool: unknown, _route: string, _keys: string[]) => undefined))

/** The caller's roles come from the test's `x-test-roles` header; none: a visitor. */
vi.mock('@/services/platform/payload', () => ({
  getPayloadClient: async () => ({
    db: { pool: {} },
    auth: async ({ headers }: { headers: Headers }) => {
      const roles = headers.get('x-test-roles')
      return { user: roles === null ? null : { id: 1, username: 'ada', collection: 'users', roles: roles.split(',').filter(Boolean) } }
    },
  }),
}))
vi.mock('@/services/platform/rateLimit', async (original) => ({ ...(await original<object>()), enforceRateLimit }))

const { route } = await import('@/web/route')
const { CACHE, HTTP_METHODS } = await import('@/web/http')
const { slugParam } = await import('@/web/params')

type Init = { method?: string; body?: unknown; headers?: Record<string, string>; roles?: string; url?: string }

const call = async (handlers: Record<string, (request?: Request, context?: { params: Promise<object> }) => Promise<Response>>, init: Init = {}, params: object = {}) => {
  const method = init.method ?? 'POST'
  const headers: Record<string, string> = { ...(init.roles === undefined ? {} : { 'x-test-roles': init.roles }), ...init.headers }
  let body: string | undefined
  if (init.body !== undefined) {
    body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body)
    headers['content-type'] ??= 'application/json'
  }
  const response = await handlers[method]!(new Request(init.url ?? 'http://localhost/api/x', { method, headers, body }), { params: Promise.resolve(params) })
  const text = await response.text()
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined }
}

beforeEach(() => {
  enforceRateLimit.mockClear()
  enforceRateLimit.mockImplementation(async () => undefined)
})

describe('methods', () => {
  const handlers = route({ GET: { handler: () => ({ ok: 1 }) }, POST: { handler: () => ({ ok: 2 }) } })

  it('exports every method; the undeclared ones answer a JSON 405 with Allow', async () => {
    for (const method of HTTP_METHODS) expect(typeof handlers[method]).toBe('function')
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const response = await call(handlers, { method })
      expect(response.status).toBe(405)
      expect(response.headers.get('allow')).toBe('GET, POST, HEAD')
      expect(response.body).toEqual({ error: 'Method not allowed. This address accepts GET and POST.' })
      expect(handlers[method as 'PUT'].methodNotAllowed).toBe(true)
    }
  })

  it('serves the declared ones, a returned value as JSON with 200', async () => {
    expect(await call(handlers, { method: 'GET' })).toMatchObject({ status: 200, body: { ok: 1 } })
    expect(await call(handlers, { method: 'POST' })).toMatchObject({ status: 200, body: { ok: 2 } })
    expect(handlers.GET.methodNotAllowed).toBeUndefined()
  })

  it('names only what is served: a POST-only route has no HEAD', async () => {
    const response = await call(route({ POST: { handler: () => ({}) } }), { method: 'GET' })
    expect(response.headers.get('allow')).toBe('POST')
    expect(response.body.error).toBe('Method not allowed. This address accepts POST.')
  })
})

describe('the body', () => {
  const schema = z.object({ name: z.string().min(1, 'Name is required') })
  const handlers = route({ POST: { body: 'json', schema, handler: ({ input }) => ({ hello: input.name }) } })

  it('passes through the schema', async () => {
    expect(await call(handlers, { body: { name: 'Ada' } })).toMatchObject({ status: 200, body: { hello: 'Ada' } })
  })

  it('is a 400 with the first message and the issues as details when the schema refuses it', async () => {
    const response = await call(handlers, { body: { name: '' } })
    expect(response.status).toBe(400)
    expect(response.body.error).toBe('Name is required')
    expect(response.body.details.fieldErrors).toEqual({ name: ['Name is required'] })
  })

  it('must be JSON (415), a JSON object (400), from this site (403), within the limit (413)', async () => {
    expect((await call(handlers, { body: 'name=Ada', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status).toBe(415)
    expect(await call(handlers, { body: '[1]' })).toMatchObject({ status: 400, body: { error: 'The request body must be a JSON object' } })
    expect(await call(handlers, { body: '{"name":' })).toMatchObject({ status: 400, body: { error: 'The request body must be JSON' } })
    expect(await call(handlers, { body: { name: 'Ada' }, headers: { origin: 'https://elsewhere.example' } })).toMatchObject({
      status: 403,
      body: { error: 'Requests from other websites are not accepted.' },
    })
    const big = await call(handlers, { body: { name: 'x'.repeat(200_000) } })
    expect(big.status).toBe(413)
    expect(big.body.error).toBe('The request body is too large.')
  })

  it("'optional' reads no body as {} and a sent one like 'json'", async () => {
    const optional = route({ POST: { body: 'optional', handler: ({ body }) => ({ body }) } })
    expect(await call(optional)).toMatchObject({ status: 200, body: { body: {} } })
    expect(await call(optional, { body: { force: true } })).toMatchObject({ status: 200, body: { body: { force: true } } })
    expect((await call(optional, { body: 'x', headers: { 'content-type': 'text/plain' } })).status).toBe(415)
  })
})

describe('the query and the params', () => {
  it('parses the query with a zod schema: a bad value is a 400 with details', async () => {
    const handlers = route({ GET: { query: z.object({ page: z.coerce.number().int().min(1, 'page must be 1 or more') }), handler: ({ query }) => query } })
    expect(await call(handlers, { method: 'GET', url: 'http://localhost/api/x?page=2' })).toMatchObject({ status: 200, body: { page: 2 } })
    const bad = await call(handlers, { method: 'GET', url: 'http://localhost/api/x?page=0' })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ error: 'page must be 1 or more', details: { fieldErrors: { page: ['page must be 1 or more'] } } })
  })

  it('or with a parser of its own', async () => {
    const handlers = route({ GET: { query: (search) => search.getAll('tag'), handler: ({ query }) => ({ tags: query }) } })
    expect((await call(handlers, { method: 'GET', url: 'http://localhost/api/x?tag=a&tag=b' })).body).toEqual({ tags: ['a', 'b'] })
  })

  it('answers a malformed slug with the not-found message', async () => {
    const handlers = route({ GET: { params: slugParam('Pose not found'), handler: ({ params }) => ({ slug: params }) } })
    expect(await call(handlers, { method: 'GET' }, { slug: 'tree-pose' })).toMatchObject({ status: 200, body: { slug: 'tree-pose' } })
    expect(await call(handlers, { method: 'GET' }, { slug: 'Tree Pose' })).toMatchObject({ status: 404, body: { error: 'Pose not found' } })
  })
})

describe('who may call', () => {
  it("'member': 401 for a visitor (with the route's message), the user for a member", async () => {
    const handlers = route({ GET: { access: 'member', handler: ({ user }) => ({ username: user.username }) } })
    expect(await call(handlers, { method: 'GET' })).toMatchObject({ status: 401, body: { error: 'Please log in to continue.' } })
    expect(await call(handlers, { method: 'GET', roles: 'member' })).toMatchObject({ status: 200, body: { username: 'ada' } })
    const own = route({ GET: { access: 'member', signInMessage: 'Please sign in first.', handler: () => ({}) } })
    expect((await call(own, { method: 'GET' })).body).toEqual({ error: 'Please sign in first.' })
  })

  it("'editor': editors and admins; 401 for a visitor, 403 for a member", async () => {
    const handlers = route({ GET: { access: 'editor', handler: () => ({ ok: true }) } })
    expect((await call(handlers, { method: 'GET' })).status).toBe(401)
    expect(await call(handlers, { method: 'GET', roles: 'member' })).toMatchObject({ status: 403, body: { error: 'You do not have permission to do this.' } })
    expect((await call(handlers, { method: 'GET', roles: 'editor' })).status).toBe(200)
    expect((await call(handlers, { method: 'GET', roles: 'admin' })).status).toBe(200)
  })

  it("'admin': 403 for editors and members", async () => {
    const handlers = route({ GET: { access: 'admin', handler: () => ({ ok: true }) } })
    expect((await call(handlers, { method: 'GET', roles: 'editor' })).status).toBe(403)
    expect((await call(handlers, { method: 'GET', roles: 'member' })).status).toBe(403)
    expect((await call(handlers, { method: 'GET', roles: 'admin' })).status).toBe(200)
  })

  it('is checked after the body, or before it with accessFirst', async () => {
    const after = route({ POST: { access: 'admin', body: 'json', handler: () => ({}) } })
    const first = route({ POST: { access: 'admin', accessFirst: true, body: 'json', handler: () => ({}) } })
    const bad = { body: 'x', headers: { 'content-type': 'text/plain' } }
    expect((await call(after, bad)).status).toBe(415)
    expect((await call(first, bad)).status).toBe(401)
    expect((await call(first, { ...bad, roles: 'admin' })).status).toBe(415)
  })
})

describe('rate limits', () => {
  const schema = z.object({ email: z.string().email('Please enter a valid email address.') })

  it('count the client before the schema, so bad input counts too', async () => {
    const handlers = route({ POST: { body: 'json', rateLimit: 'contact', schema, handler: () => ({}) } })
    const response = await call(handlers, { body: { email: 'nope' }, headers: { 'x-real-ip': '203.0.113.9' } })
    expect(response.status).toBe(400)
    expect(enforceRateLimit).toHaveBeenCalledTimes(1)
    expect(enforceRateLimit.mock.calls[0]![1]).toBe('contact')
    expect(enforceRateLimit.mock.calls[0]![2]).toHaveLength(1)
  })

  it('with afterSchema count only well-formed requests, by the keys given', async () => {
    const handlers = route({
      POST: { body: 'json', schema, rateLimit: { bucket: 'donor_link', afterSchema: true, keys: ({ input }) => [`mail:${(input as { email: string }).email}`] }, handler: () => ({}) },
    })
    expect((await call(handlers, { body: { email: 'nope' } })).status).toBe(400)
    expect(enforceRateLimit).not.toHaveBeenCalled()
    expect((await call(handlers, { body: { email: 'ada@example.org' } })).status).toBe(200)
    expect(enforceRateLimit).toHaveBeenCalledWith(expect.anything(), 'donor_link', ['mail:ada@example.org'])
  })

  it('answer 429 with Retry-After over the limit', async () => {
    enforceRateLimit.mockImplementation(async () => {
      throw new RateLimitedError(90)
    })
    const response = await call(route({ POST: { rateLimit: 'feedback', handler: () => ({}) } }))
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('90')
    expect(response.body).toEqual({ error: 'Too many requests. Please try again in 2 minutes.', details: { retryAfterSeconds: 90 } })
  })
})

describe('errors', () => {
  const throwing = (error: unknown, errors?: 'auth') =>
    route({
      GET: {
        errors,
        cache: CACHE.privateNoStore,
        handler: () => {
          throw error
        },
      },
    })

  it('keep a ServiceError\'s status, message and details', async () => {
    expect(await call(throwing(new ServiceError(409, 'Already sent', { id: 3 })), { method: 'GET' })).toMatchObject({
      status: 409,
      body: { error: 'Already sent', details: { id: 3 } },
    })
    const missing = await call(throwing(new NotFoundError('FAQ not found')), { method: 'GET' })
    expect(missing).toMatchObject({ status: 404, body: { error: 'FAQ not found' } })
    // an error answer is not given the cache header of a success
    expect(missing.headers.get('cache-control')).toBeNull()
  })

  it("keep Payload's refusals: a field's rule is a 400 naming the field, its other 4xx keep their status", async () => {
    const invalid = new ValidationError({ collection: 'faqs', errors: [{ message: 'This field is required.', path: 'question' }] })
    expect(await call(throwing(invalid), { method: 'GET' })).toMatchObject({
      status: 400,
      body: { error: 'This field is required.', details: { fields: [{ message: 'This field is required.', path: 'question' }] } },
    })
    expect(await call(throwing(new APIError('Not allowed here', 403)), { method: 'GET' })).toMatchObject({ status: 403, body: { error: 'Not allowed here' } })
  })

  it('make a zod error thrown by a handler a 400 with details', async () => {
    const error = z.object({ n: z.number({ error: 'n must be a number' }) }).safeParse({}).error
    const response = await call(throwing(error), { method: 'GET' })
    expect(response.status).toBe(400)
    expect(response.body.error).toBe('n must be a number')
    expect(response.body.details.fieldErrors.n).toEqual(['n must be a number'])
  })

  it('make a database that is down a 503 with Retry-After, and anything else a 500 that says nothing more', async () => {
    const down = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
    const unavailable = await call(throwing(new Error('Failed query', { cause: down })), { method: 'GET' })
    expect(unavailable.status).toBe(503)
    expect(unavailable.headers.get('retry-after')).toBe('5')
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      expect(await call(throwing(new Error('secret detail')), { method: 'GET' })).toMatchObject({
        status: 500,
        body: { error: 'Something went wrong on our side. Please try again.' },
      })
    } finally {
      log.mockRestore()
    }
  })

  it("with errors: 'auth' also carry success: false", async () => {
    const response = await call(throwing(new ServiceError(401, 'Invalid credentials'), 'auth'), { method: 'GET' })
    expect(response).toMatchObject({ status: 401, body: { success: false, error: 'Invalid credentials' } })
  })
})

describe('answers', () => {
  it('carry the declared status, cache header and headers', async () => {
    const handlers = route({ POST: { status: 201, cache: CACHE.noStore, headers: { 'X-Robots-Tag': 'noindex' }, handler: () => ({ created: true }) } })
    const response = await call(handlers)
    expect(response.status).toBe(201)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('x-robots-tag')).toBe('noindex')
  })

  it('keep a Response the handler made, with the cache header added', async () => {
    const handlers = route({ GET: { cache: CACHE.public(900), handler: () => new Response('BEGIN:VCALENDAR', { status: 200, headers: { 'Content-Type': 'text/calendar' } }) } })
    const response = await handlers.GET(new Request('http://localhost/api/x'), { params: Promise.resolve({}) })
    expect(await response.text()).toBe('BEGIN:VCALENDAR')
    expect(response.headers.get('content-type')).toBe('text/calendar')
    expect(response.headers.get('cache-control')).toBe('public, max-age=900')
  })

  it('name each Cache-Control value once', () => {
    expect(CACHE.privateNoStore).toBe('private, no-store')
    expect(CACHE.noStore).toBe('no-store')
    expect(CACHE.public(60, 300)).toBe('public, max-age=60, stale-while-revalidate=300')
    expect(CACHE.public(3600)).toBe('public, max-age=3600')
  })
})
