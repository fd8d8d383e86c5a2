/**
 * Helpers for the route handlers of /api (src/web/route.ts puts them together): every error is
 * JSON `{ error, details? }` with a 4xx/5xx status, never an HTML page or a stack trace.
 */
import { NextResponse } from 'next/server'
import { APIError, ValidationError } from 'payload'
import { z, ZodError } from 'zod'

import { DEFAULT_API_MAX_BODY_BYTES, WEBHOOK_MAX_BODY_BYTES } from '@/lib/bodyLimits.mjs'
import { env } from '@/lib/env'
import { redactError, redactsLogs } from '@/lib/redact'
import { findUnsafeText, jsonTooDeep, MAX_JSON_DEPTH, TOO_DEEP_MESSAGE, UNSAFE_TEXT_MESSAGE } from '@/lib/unsafeText.mjs'
import { INVALID_VALUE_MESSAGE, isDatabaseUnavailable, refusedValueCode } from '@/services/platform/database'
import { RateLimitedError, ServiceError } from '@/services/platform/errors'

export const UNAVAILABLE_MESSAGE = 'The service is busy or restarting. Please try again in a moment.'

export const jsonError = (status: number, error: string, details?: unknown, headers?: HeadersInit) =>
  NextResponse.json(details === undefined ? { error } : { error, details }, { status, headers })

/**
 * Runs a handler body and maps what it throws to the JSON error `{ error, details? }`: a
 * ServiceError (and NotFoundError, RateLimitedError with Retry-After) keeps its status, message
 * and details; a zod error is a 400 with the first issue's message; Payload's refusals keep
 * theirs; a database that is down is a 503; a value the database cannot take is a 400; anything
 * else is a 500 whose detail goes to the log only.
 */
export const handle = async (body: () => Promise<Response>): Promise<Response> => {
  try {
    return await body()
  } catch (error) {
    if (error instanceof RateLimitedError) {
      return jsonError(429, error.message, error.details, { 'Retry-After': String(error.retryAfterSeconds) })
    }
    if (error instanceof ServiceError) return jsonError(error.status, error.message, error.details)
    if (error instanceof ZodError) {
      return jsonError(400, error.issues[0]?.message ?? 'Invalid request', z.flattenError(error))
    }
    // Payload refused a save (a field's own rule): 400 with each field's path and message.
    // Payload runs as installed, one copy (next.config.mjs), so these are its real classes.
    if (error instanceof ValidationError) {
      const fields = error.data.errors.map(({ message, path }) => ({ message, path }))
      return jsonError(400, fields[0]?.message ?? error.message, { fields })
    }
    // Payload's own 4xx (not found, forbidden, a hook's refusal) keeps its status and message.
    if (error instanceof APIError && error.status >= 400 && error.status < 500) {
      return jsonError(error.status, error.message, error.data ?? undefined)
    }
    // The database is down, restarting or out of connections: try again, not a bug.
    if (isDatabaseUnavailable(error)) return jsonError(503, UNAVAILABLE_MESSAGE, undefined, { 'Retry-After': '5' })
    // A value the database cannot take (a number out of range, a key too long for its index):
    // the request's fault, refused in one log line.
    const refused = refusedValueCode(error)
    if (refused) {
      console.warn(`› Refused ${refused}: ${INVALID_VALUE_MESSAGE}`)
      return jsonError(400, INVALID_VALUE_MESSAGE, { code: refused })
    }
    // A database error's detail can quote the row (an address); production logs leave it out.
    console.error(redactsLogs() ? redactError(error) : error)
    return jsonError(500, 'Something went wrong on our side. Please try again.')
  }
}

/**
 * handle() for the account calls (/api/auth/*, /api/account/*): their answers carry `success`,
 * so an error answer is `{ success: false, error, details? }` with the same status and headers
 * (Retry-After).
 */
export const handleAuth = async (body: () => Promise<Response>): Promise<Response> => {
  const response = await handle(body)
  if (response.ok) return response
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return NextResponse.json({ success: false, ...((await response.json()) as object) }, { status: response.status, headers })
}

/** The Cache-Control values of this site's route handlers: one name for each meaning. */
export const CACHE = {
  /** One person's answer (their account, a member's course, an admin's view): stored by no browser and no shared cache. */
  privateNoStore: 'private, no-store',
  /** An answer that is only true now (what the server can do today, a payment intent, a job's state): stored by nobody. */
  noStore: 'no-store',
  /** The same for everyone for a while: any cache keeps it `maxAge` seconds (and serves it stale while it refreshes). */
  public: (maxAge: number, staleWhileRevalidate?: number): string =>
    `public, max-age=${maxAge}${staleWhileRevalidate === undefined ? '' : `, stale-while-revalidate=${staleWhileRevalidate}`}`,
} as const

export const ok = <T>(body: T, init?: ResponseInit) => NextResponse.json(body, init)

/** The forms send a few kB; nothing under /api needs more (API_MAX_BODY_BYTES, set by server/server.mjs). */
export const MAX_JSON_BODY_BYTES = Number(process.env.API_MAX_BODY_BYTES) || DEFAULT_API_MAX_BODY_BYTES

/** Stripe's webhook events are larger than a form (an invoice with its lines). */
export { WEBHOOK_MAX_BODY_BYTES }

export const TOO_LARGE_MESSAGE = 'The request body is too large.'
export const JSON_ONLY_MESSAGE = 'Send the request body as JSON (Content-Type: application/json).'
export const CROSS_SITE_MESSAGE = 'Requests from other websites are not accepted.'

const hostOf = (value: string): string | null => {
  try {
    return new URL(value).host.toLowerCase()
  } catch {
    return null
  }
}

/**
 * Refuses a request that a browser sent from another site (a form or script elsewhere posting
 * in a visitor's name): its Origin names neither this site's address (SERVER_URL) nor the host
 * it was sent to, or the browser says so in Sec-Fetch-Site. Requests without either header
 * (curl, mail programs, servers) are not browsers acting for a visitor and pass.
 */
export const assertSameOrigin = (request: Request): void => {
  if (request.headers.get('sec-fetch-site') === 'cross-site') throw new ServiceError(403, CROSS_SITE_MESSAGE)
  const origin = request.headers.get('origin')
  if (origin === null) return
  const host = hostOf(origin)
  const ours = new Set([hostOf(env.serverUrl), request.headers.get('host')?.toLowerCase() ?? null, hostOf(request.url)])
  if (!host || !ours.has(host)) throw new ServiceError(403, CROSS_SITE_MESSAGE)
}

/** The media type of the body, lower-cased, without parameters. */
export const mediaType = (request: Request): string => (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()

/** The body's bytes, refusing (413) more than `maxBytes` whatever Content-Length claims. */
export const readBodyBytes = async (request: Request, maxBytes = MAX_JSON_BODY_BYTES): Promise<Buffer> => {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) throw new ServiceError(413, TOO_LARGE_MESSAGE, { maxBytes })
  if (!request.body) return Buffer.alloc(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined)
      throw new ServiceError(413, TOO_LARGE_MESSAGE, { maxBytes })
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

/** The body as text, refusing (413) more than `maxBytes` whatever Content-Length claims. */
export const readBodyText = async (request: Request, maxBytes = MAX_JSON_BODY_BYTES): Promise<string> =>
  new TextDecoder('utf-8', { fatal: false }).decode(await readBodyBytes(request, maxBytes))

/** Parses JSON text (at most MAX_JSON_DEPTH levels) into an object with text PostgreSQL can store; 400 otherwise. */
export const parseJsonObject = (text: string): Record<string, unknown> => {
  if (jsonTooDeep(text)) throw new ServiceError(400, TOO_DEEP_MESSAGE, { maxDepth: MAX_JSON_DEPTH })
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new ServiceError(400, 'The request body must be JSON')
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new ServiceError(400, 'The request body must be a JSON object')
  const unsafe = findUnsafeText(value)
  if (unsafe !== null) throw new ServiceError(400, UNSAFE_TEXT_MESSAGE, { field: unsafe })
  return value as Record<string, unknown>
}

/**
 * The JSON object body of a POST from a form of this site: same origin (403), JSON only (415),
 * at most MAX_JSON_BODY_BYTES (413), a JSON object (400) with no NUL or lone surrogate (400).
 */
export const readJson = async (request: Request): Promise<Record<string, unknown>> => {
  assertSameOrigin(request)
  if (mediaType(request) !== 'application/json') throw new ServiceError(415, JSON_ONLY_MESSAGE)
  return parseJsonObject(await readBodyText(request))
}

/**
 * The body of a POST that needs none (enrol, complete, purchase-intent): the same checks as
 * readJson when a body is sent (same origin, JSON only, size, an object); an empty body is `{}`.
 */
export const readOptionalJson = async (request: Request): Promise<Record<string, unknown>> => {
  assertSameOrigin(request)
  const text = await readBodyText(request)
  if (!text.trim()) return {}
  if (mediaType(request) !== 'application/json') throw new ServiceError(415, JSON_ONLY_MESSAGE)
  return parseJsonObject(text)
}

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
export type HttpMethod = (typeof HTTP_METHODS)[number]

/**
 * The handler for the methods a route does not serve (route() in src/web/route.ts exports it for
 * each), so that they get a JSON 405 with Allow (Next's own 405 has an empty body). Marked, so
 * tests can tell it from real handlers.
 */
export const methodNotAllowed = (...allowed: HttpMethod[]) => {
  const allow = [...allowed, ...(allowed.includes('GET') ? ['HEAD'] : [])].join(', ')
  const handler = () => jsonError(405, `Method not allowed. This address accepts ${allowed.join(' and ')}.`, undefined, { Allow: allow })
  return Object.assign(handler, { methodNotAllowed: true as const })
}
