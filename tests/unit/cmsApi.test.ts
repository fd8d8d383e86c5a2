import type { SanitizedConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { guardCmsApi } from '@/web/cmsApi'

const config = {
  collections: [
    { slug: 'glossary-terms', versions: { drafts: true } },
    { slug: 'media', upload: { staticDir: '/tmp/yoga-cms-api-test-media' } },
    { slug: 'users', auth: { verify: false } },
  ],
  globals: [{ slug: 'team' }],
} as unknown as SanitizedConfig

/**
 * A multipart body as the server hands it on: bytes with their boundary in the content type.
 * (A Request built on a FormData streams it from undici's own generator, and Node 24's undici
 * then rejects unhandled when the guard stops reading at its limit; a real request's body is
 * a byte stream.)
 */
const asBytes = async (init: RequestInit): Promise<RequestInit> => {
  if (!(init.body instanceof FormData)) return init
  const encoded = new Response(init.body)
  const headers = new Headers(init.headers)
  headers.set('content-type', encoded.headers.get('content-type')!)
  return { ...init, headers, body: await encoded.arrayBuffer() }
}

/** The guard around a handler that reports what reached it. */
const call = async (path: string, init: RequestInit = {}) => {
  init = await asBytes(init)
  let reached: { method: string; body: string; hasBody: boolean } | null = null
  const guarded = guardCmsApi(config, async (request) => {
    reached = { method: request.method, hasBody: request.body !== null, body: await request.text() }
    return Response.json({ ok: true })
  })
  const url = new URL(path, 'http://127.0.0.1')
  const slug = url.pathname.replace(/^\/cms-api\//, '').split('/').filter(Boolean)
  const response = await guarded(new Request(url, init), { params: Promise.resolve({ slug }) })
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, reached: reached as typeof reached }
}

const form = (parts: [string, string][]) => {
  const data = new FormData()
  for (const [name, value] of parts) data.append(name, value)
  return data
}

describe('guardCmsApi', () => {
  it('passes an empty POST body on as a body (Payload reads none as no data)', async () => {
    const { status, reached } = await call('/cms-api/glossary-terms?draft=true', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '' })
    expect(status).toBe(200)
    expect(reached).toMatchObject({ method: 'POST', hasBody: true, body: '' })
  })

  it('refuses page, limit and depth out of range or as arrays, and a where that is no JSON object', async () => {
    for (const query of ['page=-5', 'page=0', 'limit=1e400', 'limit=1001', 'depth=11', 'page[]=2', 'limit[0]=5', 'where=x', 'data=[1]', `where=${'['.repeat(100)}`]) {
      const { status, reached } = await call(`/cms-api/glossary-terms?${query}`)
      expect(status, query).toBe(400)
      expect(reached).toBeNull()
    }
    expect((await call('/cms-api/glossary-terms?page=2&limit=0&depth=2&where[slug][equals]=x')).status).toBe(200)
  })

  it('answers 404 for versions kept nowhere and verification that is off, whatever the case', async () => {
    for (const path of ['/cms-api/media/versions', '/cms-api/media/VERSIONS/1', '/cms-api/globals/team/Versions', '/cms-api/users/Verify/abc']) {
      expect((await call(path)).status, path).toBe(404)
    }
    expect((await call('/cms-api/glossary-terms/versions')).status).toBe(200)
  })

  it('answers 404 for a missing media file, also through the method override', async () => {
    expect((await call('/cms-api/media/File/nope.png')).status).toBe(404)
    const overridden = await call('/cms-api/media/file/nope.png', { method: 'POST', headers: { 'x-payload-http-method-override': 'GET' } })
    expect(overridden.status).toBe(404)
  })

  it("checks the query a method override carries in its body, and JSON Payload would parse without a net", async () => {
    const headers = { 'x-payload-http-method-override': 'GET', 'content-type': 'application/x-www-form-urlencoded' }
    expect((await call('/cms-api/glossary-terms', { method: 'POST', headers, body: 'page=-5' })).status).toBe(400)
    expect((await call('/cms-api/glossary-terms', { method: 'POST', headers, body: 'limit=10&where[slug][equals]=x' })).status).toBe(200)
    const json = { 'x-payload-http-method-override': 'GET', 'content-type': 'application/json' }
    expect((await call('/cms-api/glossary-terms', { method: 'POST', headers: json, body: '{' })).status).toBe(400)
    expect((await call('/cms-api/glossary-terms', { method: 'POST', headers: json, body: '' })).status).toBe(400)
  })

  it('takes one _payload of at most 64 kB in a multipart body, and 10 MB only for an upload', async () => {
    const twice = await call('/cms-api/media', { method: 'POST', body: form([['_payload', ''], ['_payload', '{"alt":"x"}']]) })
    expect(twice.status).toBe(400)
    const deep = await call('/cms-api/media', { method: 'POST', body: form([['_payload', `{"a":${'['.repeat(100)}${']'.repeat(100)}}`]]) })
    expect(deep.status).toBe(400)
    const big = JSON.stringify({ alt: 'x'.repeat(70 * 1024) })
    expect((await call('/cms-api/media', { method: 'POST', body: form([['_payload', big]]) })).status).toBe(413)
    expect((await call('/cms-api/users/login', { method: 'POST', body: form([['file', 'x'.repeat(70 * 1024)]]) })).status).toBe(413)
    expect((await call('/cms-api/media', { method: 'POST', body: form([['file', 'x'.repeat(70 * 1024)], ['_payload', '{"alt":"x"}']]) })).status).toBe(200)
  })
})
