/**
 * The door of Payload's REST API (/cms-api, used by the admin): what Payload would answer with a
 * 500 and a page of SQL in the log is refused here first with a 4xx in Payload's own error shape
 * (`{ errors: [{ message }] }`, which the admin reads), plus `error` as on /api:
 *
 * - a body over its limit: CMS_API_MAX_JSON_BYTES (64 kB) for JSON and for the fields of a
 *   multipart save (`_payload`), MEDIA_MAX_UPLOAD_BYTES (10 MB) for the upload of a document of
 *   an upload collection → 413, whatever Content-Length claims;
 * - JSON that is malformed, nested more than 64 levels or carries text PostgreSQL cannot store
 *   (NUL, a lone surrogate), in the body or `_payload`; a second `_payload` → 400;
 * - `page`, `limit` or `depth` that is not a single whole number in range, a `where` or `data`
 *   that is no JSON object, in the address or in the body Payload's method override reads as
 *   the query of a GET → 400;
 * - a collection or global without REST endpoints, the versions of one that keeps none, or
 *   e-mail verification where it is off → 404;
 * - a Media file that is not in local storage → 404;
 *
 * and serves uploaded files so that none can run a script on this site (withUploadHeaders).
 *
 * What still gets through and fails in the database because of a value the request carried
 * (e.g. `where[id][in]=a`) is answered 400 by payload.config.ts's afterError hook.
 */
import { stat } from 'node:fs/promises'
import path from 'node:path'

import type { SanitizedConfig } from 'payload'

import { cmsApiMaxJsonBytes, mediaMaxUploadBytes } from '@/lib/bodyLimits.mjs'
import { CACHE, readBodyBytes } from '@/web/http'
import { UPLOAD_CONTENT_SECURITY_POLICY } from '@/lib/securityHeaders.mjs'
import { findUnsafeText, jsonTooDeep, MAX_JSON_DEPTH, TOO_DEEP_MESSAGE, UNSAFE_TEXT_MESSAGE } from '@/lib/unsafeText.mjs'
import { ServiceError } from '@/services/platform/errors'

type RouteContext = { params: Promise<{ slug: string[] }> }
type RestHandler = (request: Request, context: RouteContext) => Promise<Response>

/** An answer in Payload's error shape, never stored by a cache. */
const refuse = (status: number, message: string, data?: Record<string, unknown>): Response =>
  Response.json(
    { error: message, errors: [{ message, ...(data ? { data } : {}) }] },
    { status, headers: { 'Cache-Control': CACHE.noStore } },
  )

/** `page`, `limit` and `depth` as Payload reads them, each with the range it can serve. */
const NUMBER_PARAMS = [
  { name: 'page', min: 1, max: 1_000_000 },
  { name: 'limit', min: 0, max: 1_000 },
  { name: 'depth', min: 0, max: 10 },
] as const

const badQuery = (search: URLSearchParams): Response | null => {
  for (const key of search.keys()) {
    // `page[]=…` would reach Payload as an array
    if (/^(page|limit|depth)\[/i.test(key)) return refuse(400, `"${key.split('[')[0]}" must be a single whole number.`, { param: key })
  }
  // a `where` or `data` sent as one JSON string is parsed by Payload without a net
  for (const name of ['where', 'data']) {
    for (const value of search.getAll(name)) {
      if (jsonTooDeep(value)) return refuse(400, TOO_DEEP_MESSAGE, { param: name })
      let parsed: unknown
      try {
        parsed = JSON.parse(value)
      } catch {
        parsed = undefined
      }
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return refuse(400, `"${name}" must be a JSON object.`, { param: name })
    }
  }
  for (const { name, min, max } of NUMBER_PARAMS) {
    for (const value of search.getAll(name)) {
      const number = /^\d{1,7}$/.test(value) ? Number(value) : NaN
      if (!(number >= min && number <= max)) {
        return refuse(400, `"${name}" must be a whole number from ${min} to ${max}.`, { param: name })
      }
    }
  }
  return null
}

/**
 * 404 for a collection or global with no REST endpoints (Payload answers 501 Not Implemented),
 * and for /{collection}/versions… or /globals/{slug}/versions… where no versions are kept.
 */
const missingVersions = (config: SanitizedConfig, segments: string[]): Response | null => {
  // Payload matches its routes without regard to case (/media/VERSIONS is /media/versions)
  const [first, second, third] = segments.map((segment) => segment.toLowerCase())
  const closed =
    first === 'globals'
      ? config.globals.find((candidate) => candidate.slug === second)?.endpoints === false
      : config.collections.find((candidate) => candidate.slug === first)?.endpoints === false
  if (closed) return refuse(404, 'Not found.')
  // e-mail verification is off for our accounts (Payload's verify endpoint then fails on a field it lacks)
  const collection = config.collections.find((candidate) => candidate.slug === first)
  if (second === 'verify' && collection?.auth && !collection.auth.verify) return refuse(404, 'Not found.')
  if (first === 'globals' && third === 'versions') {
    const global = config.globals.find((candidate) => candidate.slug === second)
    if (global && !global.versions) return refuse(404, 'This global keeps no versions.')
  } else if (second === 'versions') {
    const collection = config.collections.find((candidate) => candidate.slug === first)
    if (collection && !collection.versions) return refuse(404, 'This collection keeps no versions.')
  }
  return null
}

/** 404 for a local Media file that is not on disk (Payload answers 500 and logs an error). */
const missingMediaFile = async (config: SanitizedConfig, segments: string[]): Promise<Response | null> => {
  const [slug, file, filename] = segments
  if (file?.toLowerCase() !== 'file' || !filename || segments.length !== 3 || process.env.S3_BUCKET?.trim()) return null
  const collection = config.collections.find((candidate) => candidate.slug === slug)
  const staticDir = collection?.upload?.staticDir
  if (!staticDir) return null
  const directory = path.resolve(staticDir)
  const target = path.resolve(directory, filename)
  if (!target.startsWith(directory + path.sep)) return refuse(400, 'Invalid filename.')
  const found = await stat(target).then(
    (stats) => stats.isFile(),
    () => false,
  )
  return found ? null : refuse(404, 'The requested file was not found.')
}

/** The body, at most `maxBytes` (413 past it, whatever Content-Length said). */
const readCapped = async (request: Request, maxBytes: number): Promise<Buffer | Response> => {
  try {
    return await readBodyBytes(request, maxBytes)
  } catch (error) {
    if (error instanceof ServiceError) return refuse(error.status, error.message, { maxBytes })
    throw error
  }
}

/** 400 for JSON text that is malformed, nested too deeply or carrying text PostgreSQL cannot store; else null. */
const badJson = (text: string): Response | null => {
  if (jsonTooDeep(text)) return refuse(400, TOO_DEEP_MESSAGE, { maxDepth: MAX_JSON_DEPTH })
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    // (Payload's method override parses it without a net: a 500)
    return refuse(400, 'The request body is not valid JSON.')
  }
  const unsafe = findUnsafeText(value)
  return unsafe === null ? null : refuse(400, UNSAFE_TEXT_MESSAGE, { field: unsafe })
}

const mediaTypeOf = (request: Request) => (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()

/** Payload answers a POST carrying this header as the method it names (the admin's relationship fields search so). */
export const methodOverride = (request: Request): string | null => {
  const override = request.headers.get('x-payload-http-method-override') ?? request.headers.get('x-http-method-override')
  return request.method === 'POST' && override ? override.toUpperCase() : null
}

/** Whether this request may carry an upload: creating or updating a document of an upload collection. */
const takesUpload = (config: SanitizedConfig, request: Request, segments: string[]): boolean => {
  const collection = config.collections.find((candidate) => candidate.slug === segments[0])
  if (!collection?.upload) return false
  return (request.method === 'POST' && segments.length === 1) || (request.method === 'PATCH' && segments.length <= 2)
}

/** The request as Payload will read it (its body buffered and checked), or the refusal. */
const checkBody = async (request: Request, config: SanitizedConfig, segments: string[]): Promise<Request | Response> => {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS' || !request.body) return request
  const type = mediaTypeOf(request)
  const upload = type === 'multipart/form-data' && takesUpload(config, request, segments)
  const body = await readCapped(request, upload ? mediaMaxUploadBytes() : cmsApiMaxJsonBytes())
  if (body instanceof Response) return body
  // the body as read, even empty (Payload reads no body as no data, and some operations then fail)
  const rebuilt = new Request(request.url, { method: request.method, headers: request.headers, body: body as BodyInit })
  if (type === 'multipart/form-data') {
    // A document's fields travel as JSON in `_payload`: once, and held to the JSON limit.
    const form = await rebuilt
      .clone()
      .formData()
      .catch(() => null)
    if (!form) return refuse(400, 'The request body is not valid multipart form data.')
    const fields = form.getAll('_payload')
    if (fields.length > 1) return refuse(400, 'Send the document\'s fields once (one _payload).')
    const [json] = fields
    if (json !== undefined) {
      if (typeof json !== 'string') return refuse(400, 'The _payload field must be JSON text.')
      if (Buffer.byteLength(json) > cmsApiMaxJsonBytes()) return refuse(413, 'The request body is too large.', { maxBytes: cmsApiMaxJsonBytes() })
      const refusal = badJson(json)
      if (refusal) return refusal
    }
  } else if (type === 'application/x-www-form-urlencoded' && methodOverride(request)) {
    // the body is the query of the method it stands for
    const refusal = badQuery(new URLSearchParams(new TextDecoder().decode(body)))
    if (refusal) return refusal
  } else if ((body.byteLength || methodOverride(request)) && (type === 'application/json' || type === '')) {
    const refusal = badJson(new TextDecoder().decode(body))
    if (refusal) return refusal
  }
  return rebuilt
}

/** Types a browser shows inline and cannot run: everything else is sent as a download. */
const INLINE_MEDIA = /^(image\/(png|jpeg|gif|webp|avif)|audio\/[a-z0-9.+-]+|video\/(mp4|webm|ogg))$/i

/**
 * An uploaded file as it is served: never sniffed as another type; one a browser could run
 * (SVG, HTML, XML, anything unknown) arrives as an attachment in a sandbox, so a script in it
 * never runs on this site's origin.
 */
const withUploadHeaders = (response: Response): Response => {
  if (!response.ok) return response
  const headers = new Headers(response.headers)
  headers.set('X-Content-Type-Options', 'nosniff')
  const type = (headers.get('content-type') ?? '').split(';')[0]!.trim()
  if (!INLINE_MEDIA.test(type)) {
    headers.set('Content-Disposition', 'attachment')
    headers.set('Content-Security-Policy', UPLOAD_CONTENT_SECURITY_POLICY)
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

/** Payload's REST handler behind the checks above. */
export const guardCmsApi =
  (config: Promise<SanitizedConfig> | SanitizedConfig, handler: RestHandler): RestHandler =>
  async (request, context) => {
    const url = new URL(request.url)
    const refusal = badQuery(url.searchParams)
    if (refusal) return refusal
    const { slug: segments = [] } = await context.params
    const awaited = await config
    const method = methodOverride(request) ?? request.method
    const missing = missingVersions(awaited, segments) ?? (method === 'GET' || method === 'HEAD' ? await missingMediaFile(awaited, segments) : null)
    if (missing) return missing
    const checked = await checkBody(request, awaited, segments)
    if (checked instanceof Response) return checked
    const response = await handler(checked, context)
    return segments[1]?.toLowerCase() === 'file' ? withUploadHeaders(response) : response
  }
