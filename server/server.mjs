/**
 * The production server behind `npm start`: Next's own request handler in a plain Node HTTP
 * server, so that each request carries the address of the connection it came on as
 * `x-yc-client-ip` (Next gives route handlers no socket, and keeps a client-sent
 * X-Forwarded-For as is). The rate limits read it (src/services/platform/rateLimit.ts); whatever a client sent
 * in that header is overwritten. Behind a proxy, TRUSTED_PROXY makes X-Forwarded-For count
 * instead.
 *
 * It also puts the security headers (src/lib/securityHeaders.mjs) on every response before Next
 * answers, so none escapes them (a response Next's `headers()` rules miss still has them), and
 * with this process's SERVER_URL: HSTS follows the address the site runs at, not the one the
 * build saw. Next's own rules, applied after, set the same values.
 *
 * And it compresses: the build's scripts and CSS from the copies made when it was built
 * (server/staticFiles.mjs), everything else as it goes out (the compression middleware),
 * Brotli for a browser that takes it, else gzip.
 *
 *   node server/server.mjs            (NODE_ENV=production, PORT, HOST)
 */
import { randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'

import compression from 'compression'
import next from 'next'

import { EDGE_HEADER, PROXY_SET_HEADERS, proxySetsHeaders, securityHeadersFor } from '../src/lib/securityHeaders.mjs'
import { DEFAULT_API_MAX_BODY_BYTES, guardRequest } from './requestGuard.mjs'
import { cacheControlFor, dropsHeader, isRouterRequest, keepPage, sendStoredPage } from './responseCache.mjs'
import { loadStaticFiles, sendStaticFile } from './staticFiles.mjs'

const port = Number(process.env.PORT ?? 3000)
const hostname = process.env.HOST ?? '0.0.0.0'

// Proves to the route handlers (same process) that x-yc-client-ip was set here, not by a client.
process.env.CLIENT_IP_SEAL = randomUUID()
// One body limit for /api: checked here from Content-Length, and by the handlers as they read.
process.env.API_MAX_BODY_BYTES ??= String(DEFAULT_API_MAX_BODY_BYTES)
const maxBodyBytes = Number(process.env.API_MAX_BODY_BYTES)

// No hostname: Next builds the address src/proxy.ts sees, and the one it compares a rewrite with,
// from it, in two places that disagree for any name but its default ('localhost'); a rewrite to
// the site itself then looked like one to another host, proxied over HTTP back into the proxy.
const app = next({ dev: false, port })
const handle = app.getRequestHandler()
await app.prepare()

// The build's scripts and CSS, compressed when it was made (server/precompressStatic.mjs).
const staticFiles = loadStaticFiles(fileURLToPath(new URL('../.next/static', import.meta.url)))
// Everything else Next answers is compressed here (next.config.mjs turns Next's own gzip off):
// Brotli when the browser takes it, which Next's cannot do (a page 10–35% smaller than in gzip,
// for the same CPU at quality 5), else gzip.
const compress = compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } } })

const serverUrl = process.env.SERVER_URL?.trim() || undefined

// A cached (ISR) page: Next says `s-maxage=<its revalidate>, stale-while-revalidate=<a year>`, for
// a shared cache that never hears of an editor's save. A proxy or CDN in front may keep it a few
// seconds only (it asks again, in the background, while it still serves the copy it has for up
// to a minute); this process expires it by tag the moment a save commits. Its RSC
// payload is never kept (cacheControlFor says why).
const edgeMaxAge = Math.max(0, Number(process.env.PAGE_EDGE_MAX_AGE ?? 5) || 0)
const edgeStale = Math.max(0, Number(process.env.PAGE_EDGE_STALE ?? 60) || 0)
const sharedCacheControl = `public, s-maxage=${edgeMaxAge}, stale-while-revalidate=${edgeStale}`

const proxyHeaders = new Set(PROXY_SET_HEADERS.map((name) => name.toLowerCase()))

const server = createServer((request, response) => {
  const pathname = (request.url ?? '/').split('?')[0]
  // The page cache in front adds the fixed security headers itself (SECURITY_HEADERS_BY_PROXY,
  // src/lib/securityHeaders.mjs); a request it did not mark gets them from here. The stored
  // copies below are kept apart by the mark.
  const byProxy = proxySetsHeaders(pathname, request.headers[EDGE_HEADER])
  if (!byProxy) delete request.headers[EDGE_HEADER]
  // a cached page Next sent within the last PAGE_EDGE_MAX_AGE seconds, again (server/responseCache.mjs)
  if (sendStoredPage(request, response)) return
  for (const { key, value } of securityHeadersFor(pathname, { serverUrl })) {
    if (!byProxy || !proxyHeaders.has(key.toLowerCase())) response.setHeader(key, value)
  }
  // NUL or surrogates in the address (400), an oversized /api body (413): answered here.
  const refusal = guardRequest(request, { maxBodyBytes })
  if (refusal) {
    response.writeHead(refusal.status, refusal.headers)
    response.end(refusal.body)
    return
  }
  if (sendStaticFile(request, response, staticFiles)) return
  // A page that failed while the database is unreachable (src/services/platform/database.ts records
  // since when) is a 503 with Retry-After: try again soon, not a bug. /api does this itself.
  if (!request.url?.startsWith('/api/')) {
    const writeHead = response.writeHead
    response.writeHead = function (status, ...rest) {
      if (status === 500 && globalThis[Symbol.for('yoga-commons.database-state')]?.unavailableSince) {
        response.setHeader('Retry-After', '5')
        return writeHead.call(this, 503, ...rest)
      }
      return writeHead.call(this, status, ...rest)
    }
  }
  const setHeader = response.setHeader
  const routerRequest = isRouterRequest(request)
  response.setHeader = function (name, value) {
    if (dropsHeader(name, { path: pathname, routerRequest })) return this
    // Next's header rules (next.config.mjs) set the same security headers again
    if (byProxy && proxyHeaders.has(name.toLowerCase())) return this
    if (typeof value === 'string' && name.toLowerCase() === 'cache-control') value = cacheControlFor(routerRequest, value, sharedCacheControl)
    return setHeader.call(this, name, value)
  }
  keepPage(request, response, { maxAgeSeconds: edgeMaxAge, sharedCacheControl })
  request.headers['x-yc-client-ip'] = request.socket.remoteAddress ?? 'unknown'
  request.headers['x-yc-client-seal'] = process.env.CLIENT_IP_SEAL
  // after keepPage: a cached page is kept as compressed, once per encoding
  compress(request, response, () => handle(request, response))
})
server.keepAliveTimeout = 65_000
server.listen(port, hostname, () => {
  console.log(`› Ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`)
})

let closing = false
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (closing) return
    closing = true
    // Finish the requests in flight, then stop (the launcher stops PostgreSQL after us).
    server.close(() => process.exit(0))
    server.closeIdleConnections()
    setTimeout(() => process.exit(0), 8_000).unref()
  })
}
