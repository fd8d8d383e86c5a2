/**
 * The shipped page cache (deploy/nginx-cache.conf.template, nginx) in front of the app.
 * With SECURITY_HEADERS_BY_PROXY=1 (playwright.config.ts) the app leaves the fixed security
 * headers out of what nginx passes on and nginx adds them: a visitor gets each exactly once, the
 * same values as before, from the cache as from the app, and the admin keeps its own policy.
 */
import { request } from 'node:http'

import { expect, test } from '@playwright/test'

import { startPageCacheProxy, type NginxServer } from '../../scripts/lib/nginx'
import { contentSecurityPolicy, securityHeaders } from '../../src/lib/securityHeaders.mjs'
import { freePort } from '../support/testDatabase'

let proxy: NginxServer
let proxyUrl = ''

test.beforeAll(async ({}, testInfo) => {
  const appPort = Number(new URL(String(testInfo.project.use.baseURL)).port)
  const port = await freePort()
  proxy = await startPageCacheProxy(port, [appPort])
  proxyUrl = `http://127.0.0.1:${port}`
})

test.afterAll(async () => {
  await proxy?.stop()
})

const site = Object.fromEntries(securityHeaders().map(({ key, value }) => [key.toLowerCase(), value]))

/** fetch joins a header sent twice with ", ": an exact match means exactly once */
const expectSiteHeaders = (headers: Headers, label: string) => {
  for (const [name, value] of Object.entries(site)) expect(headers.get(name), `${label}: ${name}`).toBe(value)
}

test('through the page cache a cached page carries every security header once, from its first answer to its stored copy', async () => {
  const statuses: string[] = []
  for (let i = 0; i < 3; i++) {
    const response = await fetch(`${proxyUrl}/faq`, { headers: { 'accept-encoding': 'gzip' } })
    expect(response.status).toBe(200)
    await response.arrayBuffer()
    statuses.push(response.headers.get('x-cache') ?? '')
    expectSiteHeaders(response.headers, `/faq #${i + 1}`)
  }
  expect(statuses).toContain('HIT')
  // the app asked directly (no proxy mark): the same headers, from the app
  const direct = await fetch(`${new URL(String(test.info().project.use.baseURL)).origin}/faq`)
  expect(direct.headers.get('x-cache')).toBeNull()
  expectSiteHeaders(direct.headers, 'direct')
})

test('what the cache passes through keeps the headers too: a per-visitor page, a 404, an API answer, and the admin its own policy', async () => {
  for (const path of ['/events', '/poses/no-such-pose', '/api/glossary', '/login']) {
    const response = await fetch(`${proxyUrl}${path}`)
    await response.arrayBuffer()
    expectSiteHeaders(response.headers, path)
  }
  const admin = await fetch(`${proxyUrl}/admin/login`)
  await admin.arrayBuffer()
  expect(admin.headers.get('content-security-policy')).toBe(contentSecurityPolicy({ admin: true }))
  expect(admin.headers.get('x-frame-options')).toBe('DENY')
  // Payload's REST keeps the app's own headers (an uploaded SVG's policy is script-src 'none')
  const rest = await fetch(`${proxyUrl}/cms-api/glossary-terms?limit=1`)
  await rest.arrayBuffer()
  expectSiteHeaders(rest.headers, '/cms-api/')
})

test('an address nginx resolves to the admin (encoded, doubled slashes) still carries every header once', async () => {
  for (const path of ['/%61dmin/login', '//admin/login', '/./admin/login', '//admin']) {
    const response = await fetch(`${proxyUrl}${path}`, { redirect: 'manual' })
    await response.arrayBuffer()
    // whichever policy the app chose for the address it saw, it is there, and there once
    expect(response.headers.get('content-security-policy'), path).toMatch(/^default-src 'self'; [^,]*$/)
    for (const name of ['referrer-policy', 'x-content-type-options', 'permissions-policy']) {
      expect(response.headers.get(name), `${path}: ${name}`).toBe(site[name])
    }
    // the site's framing rule or the admin's, once
    expect(['SAMEORIGIN', 'DENY'], `${path}: x-frame-options`).toContain(response.headers.get('x-frame-options'))
  }
})

test("nginx's own error pages carry every header once too: the app down, an upload over the limit", async () => {
  // a second proxy in front of a port where nothing listens: nginx answers 502 itself
  const port = await freePort()
  const dead = await freePort()
  const down = await startPageCacheProxy(port, [dead])
  try {
    for (const path of ['/faq', '/admin', '/admin/login', '/cms-api/faqs']) {
      const response = await fetch(`http://127.0.0.1:${port}${path}`)
      await response.arrayBuffer()
      expect(response.status, path).toBe(502)
      expectSiteHeaders(response.headers, `${path} (app down)`)
    }
  } finally {
    await down.stop()
  }
  // a body announced over client_max_body_size (50m) is refused by nginx before the app sees it
  const status = await new Promise<{ code: number; headers: Record<string, string | string[] | undefined> }>((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: Number(new URL(proxyUrl).port), path: '/admin/login', method: 'POST', headers: { 'content-length': String(60 * 1024 * 1024) } },
      (res) => {
        res.resume()
        res.on('end', () => resolve({ code: res.statusCode ?? 0, headers: res.headers }))
      },
    )
    req.on('error', reject)
    req.end()
  })
  expect(status.code).toBe(413)
  for (const [name, value] of Object.entries(site)) expect(status.headers[name], `413: ${name}`).toBe(value)
})

/** one answer as it came on the wire (fetch would decode it) */
const rawGet = (url: string, headers: Record<string, string>) =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })

test('through the page cache each browser gets a copy it can read: Brotli, gzip or plain, stored apart', async () => {
  const { brotliDecompressSync, gunzipSync } = await import('node:zlib')
  const script = (await (await fetch(`${proxyUrl}/faq`)).text()).match(/<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/)?.[1]
  expect(script).toBeTruthy()
  for (const path of ['/faq', String(script)]) {
    const texts = new Set<string>()
    // twice each: the second from the cache, in the same encoding as the first
    for (const round of [1, 2]) {
      for (const [acceptEncoding, encoding] of [
        ['gzip, deflate, br, zstd', 'br'],
        ['gzip', 'gzip'],
        ['identity', undefined],
        ['deflate, br;q=0, gzip', 'gzip'],
      ] as const) {
        const response = await rawGet(`${proxyUrl}${path}`, { 'accept-encoding': acceptEncoding })
        const label = `${path} #${round} ${acceptEncoding}`
        expect(response.status, label).toBe(200)
        expect(response.headers['content-encoding'], label).toBe(encoding)
        if (round === 2) expect(response.headers['x-cache'], label).toBe('HIT')
        const text = (encoding === 'br' ? brotliDecompressSync(response.body) : encoding === 'gzip' ? gunzipSync(response.body) : response.body).toString()
        texts.add(text.replace(/nonce="[^"]*"/g, ''))
      }
    }
    expect(texts.size, `${path}: the same page in every encoding`).toBe(1)
  }
  // The app is asked for exactly the encoding of the cache key, not for what the browser sent:
  // `*` is no encoding nginx names (the plain copy), though the app would read it as Brotli.
  const probe = `${script}?probe=${Date.now()}`
  const any = await rawGet(`${proxyUrl}${probe}`, { 'accept-encoding': '*' })
  expect(any.headers['content-encoding']).toBeUndefined()
  const plain = await rawGet(`${proxyUrl}${probe}`, { 'accept-encoding': 'identity' })
  expect(plain.headers['x-cache']).toBe('HIT')
  expect(plain.headers['content-encoding']).toBeUndefined()
  // a refused encoding is never chosen, by nginx's map as by the app
  const refused = await rawGet(`${proxyUrl}/faq`, { 'accept-encoding': 'gzip;q=0, deflate' })
  expect(refused.headers['content-encoding']).toBeUndefined()
})
