/**
 * Hostile input against the production build (`npm start`: Next's minified build, where Payload's
 * errors once lost their class and every validation error became a 500). Each answer is a 4xx
 * with a JSON error a caller can act on; Payload's own errors keep their status and field
 * paths; the admin shows each invalid field as it does in development. The wider corpus is
 * `npm run bench:bad-input`.
 */
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test'

import { AUTH_TEXT } from '../../src/schemas/authCopy'

import { adminAuthHeaders, E2E_ADMIN } from './helpers'

const stamp = Date.now().toString(36)
let admin: { Authorization: string }

test.beforeAll(async ({ request }) => {
  admin = await adminAuthHeaders(request)
})

const expectRefused = async (response: APIResponse, status: number | RegExp, message?: string | RegExp) => {
  const body = await response.text()
  if (typeof status === 'number') expect(response.status(), body).toBe(status)
  else expect(String(response.status()), body).toMatch(status)
  const parsed = JSON.parse(body) as { error?: string; errors?: { message: string }[] }
  const text = parsed.error ?? parsed.errors?.[0]?.message
  expect(typeof text).toBe('string')
  if (message) expect(text).toMatch(message)
}

test.describe('Payload errors in the production build', () => {
  test("a Payload ValidationError is a 400 naming each field, as the admin needs it", async ({ request }) => {
    const response = await request.post('/cms-api/glossary-terms', { headers: admin, data: {} })
    expect(response.status()).toBe(400)
    const { errors } = (await response.json()) as { errors: { name: string; data: { errors: { path: string; message: string }[] } }[] }
    expect(errors[0]!.name).toBe('ValidationError')
    expect(errors[0]!.data.errors.map((error) => error.path)).toEqual(expect.arrayContaining(['term', 'shortDef']))
  })

  test('an APIError keeps its status: not found, forbidden', async ({ request }) => {
    const missing = await request.get('/cms-api/glossary-terms/987654321', { headers: admin })
    expect(missing.status()).toBe(404)
    expect((await missing.json()).errors[0].message).toBe('Not Found')
    const forbidden = await request.get('/cms-api/feedback')
    expect(forbidden.status()).toBe(403)
  })
})

test.describe('every e-mail shape Payload refuses is refused first, with the form\'s message', () => {
  const shapes = ['x@localhost', 'a..b@c.com', 'x@y.z', 'x@[127.0.0.1]', 'x@a-.com']
  const routes: { path: string; body: (email: string) => Record<string, unknown>; message: string }[] = [
    { path: '/api/newsletter', body: (email) => ({ name: 'Reader', email }), message: 'Please enter a valid email address.' },
    { path: '/api/contact', body: (email) => ({ name: 'Visitor', email, subject: 'A question', message: 'Is there a class for beginners?' }), message: 'Please enter a valid email' },
    { path: '/api/feedback', body: (email) => ({ rating: 'met', email, url: 'http://127.0.0.1/glossary', slug: '/glossary' }), message: 'Please enter a valid email' },
    { path: '/api/create-payment-intent', body: (email) => ({ amount: 25, email }), message: 'Please enter a valid email address.' },
    { path: '/api/create-subscription-intent', body: (email) => ({ amount: 25, email }), message: 'Please enter a valid email address.' },
    { path: '/api/donations/manage-link', body: (email) => ({ email }), message: 'Please enter a valid email address.' },
  ]
  for (const route of routes) {
    test(route.path, async ({ request }) => {
      for (const email of shapes) {
        const response = await request.post(route.path, { data: route.body(email) })
        await expectRefused(response, 400, route.message)
      }
    })
  }
})

test.describe('accounts', () => {
  test('a password of spaces or a tab is refused as missing, on both logins', async ({ request }) => {
    for (const password of ['   ', '\t']) {
      await expectRefused(await request.post('/api/auth/login', { data: { username: E2E_ADMIN.username, password } }), 400, 'Password is required')
      await expectRefused(await request.post('/cms-api/users/login', { data: { username: E2E_ADMIN.username, password } }), 400)
    }
  })

  test('six registrations of one new username at once: one account, five "already taken"', async ({ playwright, baseURL }) => {
    // each on its own connection, as six browsers would
    const contexts: APIRequestContext[] = await Promise.all(Array.from({ length: 6 }, () => playwright.request.newContext({ baseURL })))
    try {
      const responses = await Promise.all(
        contexts.map((context) => context.post('/api/auth/register', { data: { username: `racer_${stamp}`, password: 'calm-river-2026' } })),
      )
      const statuses = responses.map((response) => response.status()).sort()
      expect(statuses).toEqual([201, 409, 409, 409, 409, 409])
      for (const response of responses.filter((each) => each.status() === 409)) {
        expect((await response.json()).error).toBe(AUTH_TEXT.usernameTaken)
      }
    } finally {
      await Promise.all(contexts.map((context) => context.dispose()))
    }
  })

  test('a 3,000-character username on forgot-password and login is a 4xx', async ({ request }) => {
    const username = 'u'.repeat(3000)
    await expectRefused(await request.post('/cms-api/users/forgot-password', { data: { username } }), /^4\d\d$/)
    await expectRefused(await request.post('/api/auth/login', { data: { username, password: 'whatever-it-is' } }), /^4\d\d$/)
  })
})

test.describe('bodies', () => {
  const deep = `{"name":${'['.repeat(5000)}${']'.repeat(5000)}}`
  for (const path of ['/api/newsletter', '/api/contact', '/api/auth/login', '/cms-api/users/login', '/cms-api/glossary-terms']) {
    test(`JSON nested 5,000 deep to ${path} is a 400`, async ({ request }) => {
      const response = await request.post(path, { headers: { ...admin, 'content-type': 'application/json' }, data: deep })
      await expectRefused(response, 400, /nested too deeply/)
    })
  }

  test('/cms-api takes at most 64 kB of JSON (413), an upload up to its own limit', async ({ request }) => {
    const big = JSON.stringify({ username: 'x'.repeat(70 * 1024), password: 'x' })
    await expectRefused(await request.post('/cms-api/users/login', { headers: { 'content-type': 'application/json' }, data: big }), 413, 'The request body is too large.')
    const huge = JSON.stringify({ username: 'x'.repeat(50 * 1024 * 1024) })
    await expectRefused(await request.post('/cms-api/users/login', { headers: { 'content-type': 'application/json' }, data: huge }), 413)
    const upload = await request.post('/cms-api/media', {
      headers: admin,
      multipart: { file: { name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(11 * 1024 * 1024) }, _payload: JSON.stringify({ alt: 'Too big' }) },
    })
    await expectRefused(upload, 413)
  })

  test('text PostgreSQL cannot store, in a preference, is a 400', async ({ request }) => {
    const response = await request.post(`/cms-api/payload-preferences/bad-${stamp}`, { headers: admin, data: { value: 'a\u0000b' } })
    await expectRefused(response, 400)
  })
})

test.describe('addresses and queries Payload cannot serve are 4xx, never 500', () => {
  const cases = [
    '/cms-api/glossary-terms/abc',
    '/cms-api/glossary-terms/99999999999999999999',
    '/cms-api/glossary-terms?page=-5',
    '/cms-api/glossary-terms?limit=1e400',
    '/cms-api/glossary-terms?depth=999',
    '/cms-api/glossary-terms?where[id][equals]=x',
    '/cms-api/glossary-terms?where[id][in]=a,b',
    '/cms-api/glossary-terms/count?where[id][equals]=1e400',
    '/cms-api/globals/team/versions',
    '/cms-api/globals/site-settings/versions/abc',
    '/cms-api/media/versions',
    '/cms-api/media/file/nope.png',
  ]
  for (const path of cases) {
    test(path, async ({ request }) => {
      const response = await request.get(path, { headers: admin })
      expect(response.status(), await response.text()).toBeGreaterThanOrEqual(200)
      expect(response.status()).toBeLessThan(500)
      if (!response.ok()) await expectRefused(response, /^4\d\d$/)
    })
  }

  test('a missing media file is a 404', async ({ request }) => {
    expect((await request.get('/cms-api/media/file/nope.png')).status()).toBe(404)
  })
})

test('an uploaded SVG is served as a sandboxed attachment, never run on the site', async ({ request }) => {
  // (Payload itself refuses an SVG with a script in it; this one has none, and is still a type a browser could run)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>`
  const upload = await request.post('/cms-api/media', {
    headers: admin,
    multipart: { file: { name: `probe-${stamp}.svg`, mimeType: 'image/svg+xml', buffer: Buffer.from(svg) }, _payload: JSON.stringify({ alt: 'A probe' }) },
  })
  expect(upload.status(), await upload.text()).toBe(201)
  const { doc } = (await upload.json()) as { doc: { id: number; url: string } }
  try {
    const served = await request.get(doc.url)
    expect(served.status()).toBe(200)
    expect(served.headers()['x-content-type-options']).toBe('nosniff')
    expect(served.headers()['content-disposition']).toBe('attachment')
    expect(served.headers()['content-security-policy']).toMatch(/^sandbox; default-src 'none'$/)
  } finally {
    await request.delete(`/cms-api/media/${doc.id}`, { headers: admin })
  }
})
