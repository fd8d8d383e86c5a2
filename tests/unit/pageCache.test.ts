/**
 * Cacheable pages: the in-memory page cache Next uses (server/pageCacheHandler.mjs)
 * and the production server's copy of cached pages in front of Next (server/responseCache.mjs).
 */
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'

import compression from 'compression'

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import PageCacheHandler from '../../server/pageCacheHandler.mjs'
import { cacheControlFor, dropsHeader, isRouterRequest, keepPage, sendStoredPage, ROUTER_CACHE_CONTROL } from '../../server/responseCache.mjs'

const page = (html: string, tags: string[]) => ({ kind: 'APP_PAGE', html, rscData: Buffer.from('rsc'), headers: { 'x-next-cache-tags': tags.join(',') }, status: 200 })

describe('the page cache', () => {
  const cache = new PageCacheHandler({})

  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-23T12:00:00Z'), toFake: ['Date'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('keeps a page until one of its tags expires, and a render stored just after the expiry is not kept either', async () => {
    await cache.set('/glossary', page('<p>terms</p>', ['glossary', '_N_T_/layout']), {})
    await cache.set('/team', page('<p>team</p>', ['team']), {})
    expect((await cache.get('/glossary', { kind: 'APP_PAGE' }))?.value.html).toBe('<p>terms</p>')

    vi.setSystemTime(Date.now() + 60_000)
    await cache.revalidateTag(['glossary'], { expire: 0 })
    expect(await cache.get('/glossary', { kind: 'APP_PAGE' })).toBeNull()
    expect((await cache.get('/team', { kind: 'APP_PAGE' }))?.value.html).toBe('<p>team</p>')

    // a render that read the old row before the save committed, stored 2 s after the expiry
    vi.setSystemTime(Date.now() + 2_000)
    await cache.set('/glossary', page('<p>old terms</p>', ['glossary']), {})
    expect(await cache.get('/glossary', { kind: 'APP_PAGE' })).toBeNull()

    vi.setSystemTime(Date.now() + 10_000)
    await cache.set('/glossary', page('<p>new terms</p>', ['glossary']), {})
    expect((await cache.get('/glossary', { kind: 'APP_PAGE' }))?.value.html).toBe('<p>new terms</p>')
  })

  it('expires data cache entries by the tags they were stored with', async () => {
    await cache.set('faq-list', { kind: 'FETCH', data: { body: '[]' }, revalidate: 3600 }, { tags: ['faq'] })
    expect(await cache.get('faq-list', { kind: 'FETCH', tags: ['faq'], softTags: [] })).not.toBeNull()
    vi.setSystemTime(Date.now() + 60_000)
    await cache.revalidateTag('faq')
    expect(await cache.get('faq-list', { kind: 'FETCH', tags: ['faq'], softTags: [] })).toBeNull()
  })

  it('stays within its size, dropping the least recently used first', async () => {
    const big = 'x'.repeat(600 * 1024) // about 1.2 MB each
    for (let i = 0; i < 400; i++) await cache.set(`/big/${i}`, page(big, ['poses']), {})
    expect(await cache.get('/big/0', { kind: 'APP_PAGE' })).toBeNull()
    expect(await cache.get('/big/399', { kind: 'APP_PAGE' })).not.toBeNull()
  })
})

describe("the server's copy of cached pages", () => {
  const SHARED = 'public, s-maxage=5, stale-while-revalidate=60'
  let server: Server
  let base = ''
  let renders = 0
  let cacheControl = SHARED
  let setCookie = false

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (sendStoredPage(request, response)) return
      keepPage(request, response, { maxAgeSeconds: 5, sharedCacheControl: SHARED })
      renders++
      response.setHeader('cache-control', cacheControl)
      response.setHeader('etag', '"v1"')
      if (setCookie) response.setHeader('set-cookie', 'a=b')
      response.setHeader('content-type', 'text/html')
      // compression (Next's) sends the head first, then the body in pieces
      if (request.url?.startsWith('/head-first')) response.writeHead(200)
      response.write(`<p>render ${renders} `)
      response.end(`${request.headers['accept-encoding'] ?? 'plain'}</p>`)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))
  beforeEach(() => {
    renders = 0
    cacheControl = SHARED
    setCookie = false
  })

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity', ...headers } })

  it('sends the same bytes again without asking Next, one copy per encoding', async () => {
    const first = await (await get('/a')).text()
    const again = await get('/a')
    expect(await again.text()).toBe(first)
    expect(again.headers.get('cache-control')).toBe(SHARED)
    expect(renders).toBe(1)
    // the best encoding a request takes is what Next is asked for, and the key
    expect(await (await get('/a', { 'accept-encoding': 'gzip, deflate, br, zstd' })).text()).toContain('render 2 br<')
    expect(await (await get('/a', { 'accept-encoding': 'gzip, br;q=0' })).text()).toContain('render 3 gzip<')
    expect(await (await get('/a', { 'accept-encoding': 'br' })).text()).toContain('render 2 br<')
    expect(renders).toBe(3)
    expect((await get('/a', { 'if-none-match': '"v1"' })).status).toBe(304)
    expect(renders).toBe(3)
  })

  it('sends a cached page in one piece with its length (a proxy cache stores it so); streams everything else', async () => {
    for (const path of ['/whole', '/head-first']) {
      const response = await get(path)
      const body = await response.text()
      expect(response.headers.get('content-length'), path).toBe(String(Buffer.byteLength(body)))
      expect(response.headers.get('transfer-encoding'), path).toBeNull()
      expect(body, path).toMatch(/^<p>render \d+ plain<\/p>$/)
    }
    cacheControl = 'private, no-cache, no-store, max-age=0, must-revalidate'
    const streamed = await get('/streamed')
    expect(streamed.headers.get('transfer-encoding')).toBe('chunked')
    expect(await streamed.text()).toMatch(/^<p>render \d+ plain<\/p>$/)
  })

  it('keeps nothing per visitor: private answers, cookies, the RSC requests, /api', async () => {
    cacheControl = 'private, no-cache, no-store, max-age=0, must-revalidate'
    await get('/b')
    await get('/b')
    expect(renders).toBe(2)
    cacheControl = SHARED
    setCookie = true
    await get('/c')
    await get('/c')
    expect(renders).toBe(4)
    setCookie = false
    await get('/d', { rsc: '1' })
    await get('/d', { rsc: '1' })
    await get('/api/glossary')
    await get('/api/glossary')
    expect(renders).toBe(8)
  })

  it('asks Next again once a tag expired in the page cache', async () => {
    await get('/e')
    await get('/e')
    expect(renders).toBe(1)
    await new PageCacheHandler({}).revalidateTag('glossary')
    await get('/e')
    expect(renders).toBe(2)
  })
})

describe("the server's copy of cached pages, compressed as server/server.mjs does", () => {
  const SHARED = 'public, s-maxage=5, stale-while-revalidate=60'
  const html = `<main>${'<p>Tadasana, mountain pose: stand tall, feet together.</p>'.repeat(200)}</main>`
  let server: Server
  let port = 0
  let renders = 0
  let shared = true

  beforeAll(async () => {
    const compress = compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } } })
    server = createServer((request, response) => {
      if (sendStoredPage(request, response)) return
      keepPage(request, response, { maxAgeSeconds: 5, sharedCacheControl: SHARED })
      // typed for Express; a plain Node request and response are what it reads
      compress(request as never, response as never, () => {
        renders++
        response.setHeader('cache-control', shared ? SHARED : 'private, no-cache, no-store, max-age=0, must-revalidate')
        response.setHeader('content-type', 'text/html; charset=utf-8')
        // as Next streams a page: head, then pieces, flushing the compressor after each
        response.writeHead(200)
        const flush = (response as unknown as { flush: () => void }).flush
        for (let at = 0; at < html.length; at += 4096) {
          response.write(html.slice(at, at + 4096))
          flush()
        }
        response.end()
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))
  beforeEach(() => {
    renders = 0
    shared = true
    // a minute after any save an earlier test made (a copy made within seconds of one is not used)
    vi.useFakeTimers({ now: Date.now() + 60_000, toFake: ['Date'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  /** the raw answer, undecoded (fetch would decode it) */
  const raw = (path: string, acceptEncoding?: string) =>
    new Promise<{ headers: IncomingMessage['headers']; body: Buffer }>((resolve, reject) => {
      const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}
      httpRequest({ host: '127.0.0.1', port, path, headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }))
      })
        .on('error', reject)
        .end()
    })

  it('sends Brotli to a browser that takes it, gzip to one that takes only gzip, and keeps one copy of each', async () => {
    const br = await raw('/page', 'gzip, deflate, br, zstd')
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-length']).toBe(String(br.body.byteLength))
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(html)
    const gzip = await raw('/page', 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(html)
    expect(br.body.byteLength).toBeLessThan(gzip.body.byteLength)
    const plain = await raw('/page')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(html)
    expect(renders).toBe(3)
    // again: the same bytes, from the copies
    expect((await raw('/page', 'br, gzip')).body.equals(br.body)).toBe(true)
    expect((await raw('/page', 'gzip, deflate')).body.equals(gzip.body)).toBe(true)
    expect(renders).toBe(3)
  })

  it('compresses a page it does not keep as it streams', async () => {
    shared = false
    const first = await raw('/private', 'br')
    expect(first.headers['content-encoding']).toBe('br')
    expect(first.headers['transfer-encoding']).toBe('chunked')
    expect(zlib.brotliDecompressSync(first.body).toString()).toBe(html)
    await raw('/private', 'br')
    expect(renders).toBe(2)
  })
})

describe('what a cached page tells caches', () => {
  const SHARED = 'public, s-maxage=5, stale-while-revalidate=60'
  const router = (headers: Record<string, string>) => isRouterRequest({ headers } as unknown as IncomingMessage)

  it('a page: the shared directives a proxy can use; its RSC payload (refresh, navigation, prefetch): never kept', () => {
    expect(cacheControlFor(router({}), 's-maxage=3600, stale-while-revalidate=31532400', SHARED)).toBe(SHARED)
    expect(cacheControlFor(router({ rsc: '1' }), 's-maxage=3600, stale-while-revalidate=31532400', SHARED)).toBe(ROUTER_CACHE_CONTROL)
    expect(cacheControlFor(router({ 'next-router-prefetch': '1' }), 's-maxage=3600', SHARED)).toBe(ROUTER_CACHE_CONTROL)
    expect(ROUTER_CACHE_CONTROL).not.toMatch(/stale-while-revalidate|public/)
  })

  it('leaves every other answer as Next set it', () => {
    const perVisitor = 'private, no-cache, no-store, max-age=0, must-revalidate'
    expect(cacheControlFor(router({}), perVisitor, SHARED)).toBe(perVisitor)
    expect(cacheControlFor(router({ rsc: '1' }), perVisitor, SHARED)).toBe(perVisitor)
  })

  it("drops Payload's client hints outside the admin, and Next's cache notes on pages but not on the router's answers", () => {
    expect(dropsHeader('Critical-CH', { path: '/glossary', routerRequest: false })).toBe(true)
    expect(dropsHeader('Accept-CH', { path: '/', routerRequest: true })).toBe(true)
    expect(dropsHeader('Critical-CH', { path: '/admin/login', routerRequest: false })).toBe(false)
    expect(dropsHeader('x-nextjs-cache', { path: '/glossary', routerRequest: false })).toBe(true)
    expect(dropsHeader('x-nextjs-stale-time', { path: '/glossary', routerRequest: true })).toBe(false)
    expect(dropsHeader('x-nextjs-cache', { path: '/api/glossary', routerRequest: false })).toBe(false)
    expect(dropsHeader('Content-Security-Policy', { path: '/glossary', routerRequest: false })).toBe(false)
  })
})
