/**
 * Helpers for the route handlers of the /api contract (SPEC §7): every error is JSON
 * `{ error, details? }` with a 4xx/5xx status, never an HTML page or a stack trace.
 */
import { NextResponse } from 'next/server'
import { z, ZodError } from 'zod'

import { redactError, redactsLogs } from '@/lib/redact'
import { NotFoundError, RateLimitedError, ServiceError } from '@/services/errors'

export const jsonError = (status: number, error: string, details?: unknown, headers?: HeadersInit) =>
  NextResponse.json(details === undefined ? { error } : { error, details }, { status, headers })

/** Runs a handler body and maps what it throws to SPEC's JSON error shape. */
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
    // A database error's detail can quote the row (an address); production logs leave it out.
    console.error(redactsLogs() ? redactError(error) : error)
    return jsonError(500, 'Something went wrong on our side. Please try again.')
  }
}

const slugSchema = z.string().max(200).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)

/** A slug route param; a malformed slug names nothing, so it answers SPEC's not-found message. */
export const parseSlug = async (params: Promise<{ slug: string }>, notFound: string): Promise<string> => {
  const parsed = slugSchema.safeParse((await params).slug)
  if (!parsed.success) throw new NotFoundError(notFound)
  return parsed.data
}

export const ok = <T>(body: T, init?: ResponseInit) => NextResponse.json(body, init)

/** The JSON body of a POST; a body that is not JSON is a 400, not a 500. */
export const readJson = async (request: Request): Promise<unknown> => {
  try {
    return await request.json()
  } catch {
    throw new ServiceError(400, 'The request body must be JSON')
  }
}
