/**
 * Checks that server/server.mjs makes before a request reaches Next, so that they
 * hold for every route, page, /api and /cms-api alike, at the cost of a string test:
 *
 * - a path or query string carrying a NUL or an unpaired surrogate (%00, or the invalid UTF-8
 *   that encodes U+D800..U+DFFF) gets a 400: PostgreSQL cannot store such text and would answer
 *   with an error, a 500;
 * - a POST, PUT or PATCH to /api or /cms-api whose Content-Length exceeds its limit
 *   (src/lib/bodyLimits.mjs) gets a 413 before its body is read (the handlers also stop
 *   reading at the limit, for bodies sent without a length).
 *
 * Plain JavaScript: the production server imports it without a TypeScript loader.
 */

import {
  cmsApiMaxJsonBytes,
  DEFAULT_API_MAX_BODY_BYTES,
  mediaMaxUploadBytes,
  WEBHOOK_MAX_BODY_BYTES,
  WEBHOOK_PATH,
} from '../src/lib/bodyLimits.mjs'
import { isUnsafeText } from '../src/lib/unsafeText.mjs'

export { DEFAULT_API_MAX_BODY_BYTES, WEBHOOK_MAX_BODY_BYTES, WEBHOOK_PATH }

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

/**
 * The most a body sent to `path` may hold.
 * @param {string} path
 * @param {string | string[] | undefined} contentType
 * @param {number} apiMaxBytes
 */
export const bodyLimit = (path, contentType, apiMaxBytes) => {
  if (path.startsWith('/cms-api/')) {
    const multipart = String(contentType ?? '').toLowerCase().startsWith('multipart/form-data')
    return multipart ? mediaMaxUploadBytes() : cmsApiMaxJsonBytes()
  }
  return path === WEBHOOK_PATH ? Math.max(apiMaxBytes, WEBHOOK_MAX_BODY_BYTES) : apiMaxBytes
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
  if (isApi && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) {
    const length = Number(request.headers['content-length'])
    const limit = bodyLimit(path, request.headers['content-type'], maxBodyBytes)
    if (Number.isFinite(length) && length > limit) {
      // (Node reads and discards the rest of the body, so the client can read this answer.)
      return json(413, 'The request body is too large.', { maxBytes: limit })
    }
  }
  return null
}
