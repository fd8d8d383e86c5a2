/**
 * Checks that scripts/server.mjs makes before a request reaches Next (issue 12), so that they
 * hold for every route, page, /api and /cms-api alike, at the cost of a string test:
 *
 * - a path or query string carrying a NUL or an unpaired surrogate (%00, or the invalid UTF-8
 *   that encodes U+D800..U+DFFF) gets a 400: PostgreSQL cannot store such text and would answer
 *   with an error, a 500;
 * - a POST, PUT or PATCH to /api whose Content-Length exceeds the limit gets a 413 before its
 *   body is read (route handlers also stop reading at the limit, for bodies without a length).
 *
 * Plain JavaScript: the production server imports it without a TypeScript loader.
 */

import { isUnsafeText } from '../../src/lib/unsafeText.mjs'

/** What /api accepts in one body; the forms need a few kB. Shared with src/lib/http.ts via env. */
export const DEFAULT_API_MAX_BODY_BYTES = 32 * 1024
/** Stripe's webhook events (an invoice with its lines) are larger than any form. */
export const WEBHOOK_PATH = '/api/stripe/webhook'
export const WEBHOOK_MAX_BODY_BYTES = 512 * 1024

const ENCODED_UNSAFE = /%00|%ED%[AB][0-9A-F]/i

/** 'path' or 'query' when that part of the URL carries a NUL or a surrogate, else null. */
export const unsafeUrlPart = (rawUrl) => {
  let url
  try {
    url = new URL(rawUrl, 'http://localhost')
  } catch {
    return 'path'
  }
  if (ENCODED_UNSAFE.test(url.pathname) || url.pathname.includes('\u0000')) return 'path'
  if (ENCODED_UNSAFE.test(url.search)) return 'query'
  for (const [key, value] of url.searchParams) if (isUnsafeText(key) || isUnsafeText(value)) return 'query'
  return null
}

const json = (status, error, details, headers = {}) => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  body: JSON.stringify(details === undefined ? { error } : { error, details }),
})

/**
 * The answer to give instead of handing the request to Next, or null to hand it on.
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} request
 * @param {{ maxBodyBytes?: number }} [options]
 */
export const guardRequest = (request, { maxBodyBytes = DEFAULT_API_MAX_BODY_BYTES } = {}) => {
  const rawUrl = request.url ?? '/'
  const path = rawUrl.split('?')[0] ?? '/'
  const isApi = path === '/api' || path.startsWith('/api/') || path.startsWith('/cms-api/')
  const part = unsafeUrlPart(rawUrl)
  if (part) {
    const error = `The address contains characters that are not allowed (a NUL character or an unpaired surrogate) in its ${part}.`
    if (isApi) return json(400, error, { part })
    return { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }, body: `Bad request. ${error}\n` }
  }
  const method = (request.method ?? 'GET').toUpperCase()
  if ((path === '/api' || path.startsWith('/api/')) && ['POST', 'PUT', 'PATCH'].includes(method)) {
    const length = Number(request.headers['content-length'])
    const limit = path === WEBHOOK_PATH ? Math.max(maxBodyBytes, WEBHOOK_MAX_BODY_BYTES) : maxBodyBytes
    if (Number.isFinite(length) && length > limit) {
      // (Node reads and discards the rest of the body, so the client can read this answer.)
      return json(413, 'The request body is too large.', { maxBytes: limit })
    }
  }
  return null
}
