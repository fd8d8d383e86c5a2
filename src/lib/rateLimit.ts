/**
 * Rate limits per client IP per route (issue 7), counted in PostgreSQL so that they hold across
 * several app processes: a fixed window per route, one atomic upsert per request. A limited
 * request gets 429 with Retry-After and SPEC §7's JSON error shape.
 *
 * Limits are configurable: RATE_LIMIT_<ROUTE>="<requests>/<seconds>", e.g.
 * RATE_LIMIT_NEWSLETTER=5/3600. The client IP comes from X-Forwarded-For only when
 * TRUSTED_PROXY says how many proxies in front of the app append to it.
 */
import type { Pool, PoolClient } from 'pg'

/** The pool, or the connection of an open transaction (so a transaction needs no second one). */
export type Queryable = Pool | PoolClient

import { RateLimitedError } from '@/services/errors'

export const LIMITED_ROUTES = [
  'newsletter',
  'confirm',
  'unsubscribe',
  'contact',
  'feedback',
  'login',
  'forgot_password',
  'register',
  'generation',
  'donation',
  'donor_link',
] as const
export type LimitedRoute = (typeof LIMITED_ROUTES)[number]

export type Limit = { requests: number; windowSeconds: number }

const DEFAULT_LIMITS: Record<LimitedRoute, Limit> = {
  newsletter: { requests: 5, windowSeconds: 3600 },
  // Confirm and unsubscribe links carry 256-bit tokens or signatures: the limit only stops floods.
  confirm: { requests: 30, windowSeconds: 3600 },
  unsubscribe: { requests: 30, windowSeconds: 3600 },
  contact: { requests: 5, windowSeconds: 3600 },
  feedback: { requests: 30, windowSeconds: 3600 },
  login: { requests: 10, windowSeconds: 900 },
  forgot_password: { requests: 5, windowSeconds: 3600 },
  register: { requests: 5, windowSeconds: 3600 },
  // a new pose page asks for up to four generations, and waits on a slow one by asking again;
  // costs are bounded by the daily budgets and by each item being generated once
  generation: { requests: 120, windowSeconds: 3600 },
  // The donate page makes a new intent per change of amount or frequency (debounced); card
  // testers make hundreds.
  donation: { requests: 30, windowSeconds: 3600 },
  // "e-mail me my manage link" and opening the donor portal: per client and per address
  donor_link: { requests: 5, windowSeconds: 3600 },
}

/** "5/3600" → 5 requests per 3600 seconds; anything else is a configuration error. */
export const parseLimit = (value: string): Limit => {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(value)
  const requests = Number(match?.[1])
  const windowSeconds = Number(match?.[2])
  if (!match || requests < 1 || windowSeconds < 1) {
    throw new Error(`A rate limit is "<requests>/<seconds>", e.g. "5/3600", not "${value}"`)
  }
  return { requests, windowSeconds }
}

export const limitFor = (route: LimitedRoute, environment: Record<string, string | undefined> = process.env): Limit => {
  const configured = environment[`RATE_LIMIT_${route.toUpperCase()}`]?.trim()
  return configured ? parseLimit(configured) : DEFAULT_LIMITS[route]
}

/**
 * The client address. Behind TRUSTED_PROXY=n proxies, the n-th address from the right of
 * X-Forwarded-For (each proxy appends the address it saw; anything further left is whatever
 * the client sent, so it is never trusted). Without it the header is ignored and the address
 * is the connection's, which scripts/server.mjs passes on as x-yc-client-ip together with
 * x-yc-client-seal, a random value of that process (CLIENT_IP_SEAL): a server that does not set
 * it (`next dev`, a bare `next start`) cannot be fooled by a client sending the header, and all
 * its clients count as "unknown".
 */
export const clientIp = (headers: Headers, environment: Record<string, string | undefined> = process.env): string => {
  const hops = Number(environment.TRUSTED_PROXY?.trim() || 0)
  if (Number.isInteger(hops) && hops > 0) {
    const chain = (headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
    const address = chain[chain.length - hops] ?? chain[0]
    if (address) return address
  }
  const seal = environment.CLIENT_IP_SEAL
  if (!seal || headers.get('x-yc-client-seal') !== seal) return 'unknown'
  return headers.get('x-yc-client-ip')?.trim() || 'unknown'
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/**
 * Counts one request of `client` on `route` and says whether it is within the limit. Old
 * windows are deleted now and then (about one call in fifty), so the table stays small.
 */
export const consume = async (
  pool: Queryable,
  route: LimitedRoute,
  client: string,
  limit: Limit = limitFor(route),
  now: Date = new Date(),
): Promise<RateLimitResult> => {
  const windowMs = limit.windowSeconds * 1000
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs)
  const { rows } = await pool.query<{ hits: number }>(
    `INSERT INTO rate_limit_hits (bucket, window_start, hits) VALUES ($1, $2, 1)
     ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1
     RETURNING hits`,
    [`${route}:${client}`, windowStart],
  )
  if (Math.random() < 0.02) {
    await pool.query(`DELETE FROM rate_limit_hits WHERE window_start < now() - interval '2 days'`).catch(() => undefined)
  }
  if (rows[0]!.hits <= limit.requests) return { allowed: true }
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000))
  return { allowed: false, retryAfterSeconds }
}

/**
 * Counts one request against `route`'s limit in each bucket of `keys` (the client address from
 * clientIp(), and e.g. an e-mail address, so one inbox is not flooded from many places) and
 * throws RateLimitedError (429 with Retry-After, via handle()) when any is over.
 */
export const enforceRateLimit = async (pool: Queryable, route: LimitedRoute, keys: string[]): Promise<void> => {
  const limit = limitFor(route)
  for (const key of keys) {
    const result = await consume(pool, route, key, limit)
    if (!result.allowed) throw new RateLimitedError(result.retryAfterSeconds)
  }
}
