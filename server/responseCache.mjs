// @ts-check
/**
 * The production server's copy of cached pages, in front of Next in the same process.
 * A public page that Next served from its page cache (`public, s-maxage=…`, set by
 * server/server.mjs) is kept as the exact bytes sent (compressed or not) for at most
 * PAGE_EDGE_MAX_AGE seconds, and sent again without entering Next: Next spends about a
 * millisecond per request on routing, header rules and compression before it sends a cached page.
 *
 * Never stale after a save: a copy made before, or within EXPIRY_GRACE_MS after, the last time a
 * tag expired in this process's page cache (server/pageCacheHandler.mjs: an editor's save, before
 * and after it commits, a job's signed request, another process's broadcast) is not used; the
 * request goes to Next, which renders the page afresh. Only GET and HEAD of pages are kept, never /api,
 * /admin, /cms-api, the client router's RSC requests, an editor's draft preview, a request with a
 * session cookie, an answer that
 * sets a cookie, or anything but a 200. A request's Accept-Encoding is reduced to br, gzip or nothing, so one key holds one body.
 * Plain JavaScript: the production server loads it without a TypeScript loader.
 */

import { hasSessionCookie } from '../src/lib/sessionCookie.mjs'
import { acceptedEncodings } from './staticFiles.mjs'

const MAX_BYTES = 64 * 1024 * 1024
const MAX_ENTRY_BYTES = 2 * 1024 * 1024
/** the same as the page cache's: a render in flight while a save committed is not kept */
const EXPIRY_GRACE_MS = 5_000
const PAGE_CACHE = Symbol.for('yoga-commons.page-cache')

/** @typedef {{ headers: import('node:http').OutgoingHttpHeaders, body: Buffer, stored: number, expires: number }} Stored */
/** @type {{ entries: Map<string, Stored>, bytes: number }} */
const cache = { entries: new Map(), bytes: 0 }

/** When a tag last expired in this process's page cache (0: never). */
const lastExpiry = () => /** @type {any} */ (globalThis)[PAGE_CACHE]?.lastExpiry ?? 0

const SKIP = /^\/(?:api|admin|cms-api|_next)(?:\/|$)/

/** @param {string} key */
const drop = (key) => {
  const entry = cache.entries.get(key)
  if (!entry) return
  cache.entries.delete(key)
  cache.bytes -= entry.body.byteLength
}

/**
 * One copy per encoding, and per whether the page cache in front adds the security headers
 * (server/server.mjs leaves x-yoga-edge-headers on a request only when it does): a copy made
 * without them never goes to a request that came some other way.
 * @param {import('node:http').IncomingMessage} request
 */
const keyOf = (request) => {
  // the best it takes, or none
  const [encoding] = acceptedEncodings(request.headers['accept-encoding'])
  const edge = request.headers['x-yoga-edge-headers'] === '1' ? ' edge' : ''
  return { encoding, key: `${encoding ?? 'identity'}${edge} ${request.url ?? '/'}` }
}

/** The client router's requests for a page's RSC payload (a refresh, a navigation, a prefetch). */
export const isRouterRequest = (/** @type {import('node:http').IncomingMessage} */ request) => Boolean(request.headers.rsc || request.headers['next-router-prefetch'])

/**
 * An editor's draft preview (GET /api/preview set Next's draft-mode cookie): Next renders the
 * page afresh with the latest draft, and no stored copy is sent to it or made from it.
 * @param {import('node:http').IncomingMessage} request
 */
export const isDraftPreview = (request) => /(?:^|;\s*)__prerender_bypass=/.test(request.headers.cookie ?? '')

/**
 * A request with a session cookie may be a member's: the course pages render for them alone
 * (src/lib/pageVariants.ts), so no stored copy is sent to it or made from it.
 * @param {import('node:http').IncomingMessage} request
 */
const eligible = (request) => {
  const method = request.method ?? 'GET'
  return (
    (method === 'GET' || method === 'HEAD') &&
    !SKIP.test(request.url ?? '/') &&
    !isRouterRequest(request) &&
    !isDraftPreview(request) &&
    !hasSessionCookie(request.headers.cookie)
  )
}

/** What a cached page's RSC payload says to caches: no browser or proxy may keep it. */
export const ROUTER_CACHE_CONTROL = 'private, no-store'

/**
 * The Cache-Control a cached (ISR) page answers with, in place of Next's `s-maxage=…` (any other
 * value stays as it is). The page itself: `sharedCacheControl`, for a proxy or CDN. Its RSC
 * payload: never kept. The client router asks for it at the same address each time (its `_rsc`
 * parameter is a hash of its headers, the same for every `router.refresh()` of a page), and a
 * browser holding an answer with `stale-while-revalidate` hands a fetch the *previous* answer
 * while it asks again in the background (Chromium does; a navigation is never answered so): a
 * page refreshed after an AI generation or a save would show the version before it.
 * @param {boolean} routerRequest `isRouterRequest`, read when the request came in (Next removes
 *   the RSC header from the request before it answers)
 * @param {string} value what Next set
 * @param {string} sharedCacheControl
 */
export const cacheControlFor = (routerRequest, value, sharedCacheControl) =>
  value.startsWith('s-maxage=') ? (routerRequest ? ROUTER_CACHE_CONTROL : sharedCacheControl) : value

/**
 * Sends the stored copy of this page, if there is a fresh one (true). First thing for every
 * request: the copy carries every header Next and the server set (security headers included),
 * and its address passed the server's checks when it was stored.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
export const sendStoredPage = (request, response) => {
  if (cache.entries.size === 0 || !eligible(request)) return false
  const { key } = keyOf(request)
  const stored = cache.entries.get(key)
  if (!stored) return false
  if (stored.expires <= Date.now() || stored.stored <= lastExpiry() + EXPIRY_GRACE_MS) {
    drop(key)
    return false
  }
  const etag = stored.headers.etag
  if (etag && request.headers['if-none-match'] === etag) {
    response.writeHead(304, { etag: String(etag), 'cache-control': String(stored.headers['cache-control']) })
    response.end()
    return true
  }
  response.writeHead(200, stored.headers)
  response.end(request.method === 'HEAD' ? undefined : stored.body)
  return true
}

/** Client hints Payload asks for on every path, for its admin's theme (withPayload). */
const CLIENT_HINTS = new Set(['accept-ch', 'critical-ch'])
/** What Next says about its own cache and src/proxy.ts's rewrite; its client router reads them from RSC answers only. */
const NEXT_CACHE_NOTES = new Set(['x-nextjs-cache', 'x-nextjs-prerender', 'x-nextjs-stale-time', 'x-middleware-rewrite'])

/**
 * Headers the site's pages go without. Payload's client hints outside /admin: with Critical-CH,
 * Chromium asks for a visitor's first page twice (the second time with the hint), and no page
 * varies on it. Next's notes about its cache on a page (not on the client router's requests):
 * every header is one more for a proxy cache to read back on each hit (bench:page-cache).
 * @param {string} name lower or mixed case
 * @param {{ path: string, routerRequest: boolean }} request
 */
export const dropsHeader = (name, { path, routerRequest }) => {
  const lower = name.toLowerCase()
  if (CLIENT_HINTS.has(lower)) return !/^\/admin(?:\/|$)/.test(path)
  return NEXT_CACHE_NOTES.has(lower) && !routerRequest && !SKIP.test(path)
}

/**
 * Takes Next's answer to this request when it is a cached public page (status 200,
 * `sharedCacheControl`, no cookie): holds its bytes (compressed or not) and sends them at the
 * end in one piece with a Content-Length, and keeps a copy for `maxAgeSeconds`. Next streams a
 * page in chunks even from its cache; a proxy cache stores that answer as it came and sends each
 * hit chunked too, which costs nginx a quarter of its speed (bench:page-cache). A page is
 * rendered whole before Next sends it, so holding it delays nothing. Everything else passes
 * through untouched. Reduces the request's Accept-Encoding to br, gzip or nothing (the best it
 * takes), so that one key holds one body: server/server.mjs compresses after this holds.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {{ maxAgeSeconds: number, sharedCacheControl: string }} options
 */
export const keepPage = (request, response, { maxAgeSeconds, sharedCacheControl }) => {
  if (!eligible(request)) return
  const { encoding, key } = keyOf(request)
  if (encoding) request.headers['accept-encoding'] = encoding
  else delete request.headers['accept-encoding']
  if (request.method !== 'GET') return

  const writeHead = response.writeHead
  const write = response.write
  const end = response.end
  /** undecided until the status and headers are known; then held (a cached page) or passed through */
  /** @type {'undecided' | 'held' | 'through'} */
  let mode = 'undecided'
  /** @type {unknown[]} the held writeHead's arguments */
  let head = []
  /** @type {Buffer[]} */
  let chunks = []
  let size = 0

  /** @param {number} status @param {unknown[]} rest */
  const decide = (status, rest) => {
    if (mode !== 'undecided') return
    const cacheable =
      status === 200 &&
      rest.every((argument) => typeof argument === 'string') &&
      response.getHeader('cache-control') === sharedCacheControl &&
      response.getHeader('set-cookie') === undefined
    mode = cacheable ? 'held' : 'through'
    head = [status, ...rest]
  }
  /** @param {unknown} chunk @param {unknown} encoding */
  const hold = (chunk, encoding) => {
    if (chunk == null || typeof chunk === 'function') return
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(/** @type {any} */ (chunk), typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8')
    chunks.push(buffer)
    size += buffer.byteLength
  }
  /** @param {unknown[]} args */
  const callbackOf = (args) => /** @type {(() => void) | undefined} */ (args.find((argument) => typeof argument === 'function'))

  response.writeHead = /** @type {any} */ (
    function (/** @type {number} */ status, /** @type {unknown[]} */ ...rest) {
      if (!response.headersSent) decide(status, rest)
      if (mode === 'held') return response
      return writeHead.call(this, status, .../** @type {any[]} */ (rest))
    }
  )
  response.write = /** @type {any} */ (
    function (/** @type {any} */ chunk, /** @type {any[]} */ ...rest) {
      if (!response.headersSent) decide(response.statusCode, [])
      if (mode !== 'held') return /** @type {any} */ (write).call(this, chunk, ...rest)
      hold(chunk, rest[0])
      const callback = callbackOf(rest)
      if (callback) process.nextTick(callback)
      return true
    }
  )
  response.end = /** @type {any} */ (
    function (/** @type {any} */ chunk, /** @type {any[]} */ ...rest) {
      if (mode === 'undecided' && !response.headersSent) decide(response.statusCode, [])
      if (mode !== 'held') return /** @type {any} */ (end).call(this, chunk, ...rest)
      hold(chunk, rest[0])
      const body = Buffer.concat(chunks)
      chunks = []
      response.removeHeader('transfer-encoding')
      response.setHeader('content-length', String(body.byteLength))
      writeHead.call(this, .../** @type {[number]} */ (head))
      if (maxAgeSeconds > 0 && size > 0 && size <= MAX_ENTRY_BYTES) store(key, response.getHeaders(), body, maxAgeSeconds)
      const callback = callbackOf(rest)
      return /** @type {any} */ (end).call(this, body, callback)
    }
  )
}

/**
 * @param {string} key
 * @param {import('node:http').OutgoingHttpHeaders} sent
 * @param {Buffer} body
 * @param {number} maxAgeSeconds
 */
const store = (key, sent, body, maxAgeSeconds) => {
  const headers = { ...sent }
  delete headers['transfer-encoding']
  delete headers.connection
  delete headers['keep-alive']
  delete headers.date
  drop(key)
  const now = Date.now()
  cache.entries.set(key, { headers, body, stored: now, expires: now + maxAgeSeconds * 1000 })
  cache.bytes += body.byteLength
  for (const oldest of cache.entries.keys()) {
    if (cache.bytes <= MAX_BYTES) break
    drop(oldest)
  }
}
