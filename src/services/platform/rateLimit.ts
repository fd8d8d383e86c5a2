/**
 * Rate limits per client IP per route, counted in PostgreSQL so that they hold across
 * several app processes: a fixed window per route, one atomic upsert per request. A limited
 * request gets 429 with Retry-After and the API's JSON error shape.
 *
 * Limits are configurable: RATE_LIMIT_<ROUTE>="<requests>/<seconds>", e.g.
 * RATE_LIMIT_NEWSLETTER=5/3600. The client IP comes from X-Forwarded-For only when
 * TRUSTED_PROXY says how many proxies in front of the app append to it. Buckets are keyed by
 * clientKey(): an IPv4 address on its own, an IPv6 address by its /64 (one subscriber's
 * network hands out any number of addresses within it).
 */
import { createHash } from 'node:crypto'
import { isIPv4, isIPv6 } from 'node:net'

import type { Pool, PoolClient } from 'pg'

/** The pool, or the connection of an open transaction (so a transaction needs no second one). */
export type Queryable = Pool | PoolClient

import { RateLimitedError } from '@/services/platform/errors'

export const LIMITED_ROUTES = [
  'newsletter',
  'confirm',
  'unsubscribe',
  'contact',
  'feedback',
  'login',
  'login_pair',
  'login_username',
  'login_device',
  'forgot_password',
  'reset_password',
  'register',
  'generation',
  'donation',
  'donor_link',
  'account_email',
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
  // Failed logins (src/services/accounts/loginGuard.ts): per client broadly, per username and client
  // strictly, per username only for browsers without that account's device cookie, and per
  // device cookie for the browsers that have one.
  login: { requests: 40, windowSeconds: 900 },
  login_pair: { requests: 10, windowSeconds: 900 },
  login_username: { requests: 20, windowSeconds: 900 },
  login_device: { requests: 10, windowSeconds: 900 },
  forgot_password: { requests: 5, windowSeconds: 3600 },
  // Reset links carry 160-bit tokens: failed resets per client only stop floods.
  reset_password: { requests: 10, windowSeconds: 3600 },
  register: { requests: 5, windowSeconds: 3600 },
  // a new pose page asks for up to four generations, and waits on a slow one by asking again;
  // costs are bounded by the daily budgets and by each item being generated once
  generation: { requests: 120, windowSeconds: 3600 },
  // The donate page makes a new intent per change of amount or frequency (debounced); card
  // testers make hundreds.
  donation: { requests: 30, windowSeconds: 3600 },
  // "e-mail me my manage link" and opening the donor portal: per client and per address
  donor_link: { requests: 5, windowSeconds: 3600 },
  // a member's confirmation mails (add, change, resend): per client, per account and per address
  account_email: { requests: 5, windowSeconds: 3600 },
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
 * is the connection's, which server/server.mjs passes on as x-yc-client-ip together with
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

const bounded = (value: string): string =>
  value.length <= 100 ? value : `sha256:${createHash('sha256').update(value).digest('hex')}`

/** An IPv6 address as its eight 16-bit groups, or null (a zone id or brackets already removed). */
const ipv6Groups = (address: string): number[] | null => {
  if (!isIPv6(address)) return null
  let text = address
  const tail: number[] = []
  const dotted = /^(.*:)(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})$/.exec(text)
  if (dotted) {
    const bytes = dotted[2]!.split('.').map(Number)
    tail.push((bytes[0]! << 8) | bytes[1]!, (bytes[2]! << 8) | bytes[3]!)
    text = dotted[1]!.endsWith('::') ? dotted[1]! : dotted[1]!.slice(0, -1)
  }
  const parse = (part: string) => (part ? part.split(':').map((group) => Number.parseInt(group, 16)) : [])
  const [head, rest] = text.split('::') as [string, string | undefined]
  const front = parse(head)
  const back = [...parse(rest ?? ''), ...tail]
  const missing = 8 - front.length - back.length
  if (rest === undefined ? missing !== 0 : missing < 0) return null
  return [...front, ...Array<number>(Math.max(0, missing)).fill(0), ...back]
}

/**
 * The rate-limit key of a client address: an IPv4 address (also written IPv4-mapped,
 * `::ffff:192.0.2.1`, or with a port) stays itself; an IPv6 address counts by its /64 prefix,
 * written canonically (`2001:db8:0:1::/64`) whatever the notation (`::` compression, leading
 * zeros, upper case, a zone id `%eth0`, brackets `[…]` with or without a port). Anything else
 * (`unknown`) stays as it is, at most 100 characters (longer: its SHA-256).
 */
export const rateLimitClient = (address: string): string => {
  let text = address.trim().toLowerCase()
  const bracketed = /^\[([^\]]*)\](?::\d{1,5})?$/.exec(text)
  if (bracketed) text = bracketed[1]!
  const withPort = /^(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}):\d{1,5}$/.exec(text)
  if (withPort) text = withPort[1]!
  if (isIPv4(text)) return text
  const unzoned = text.replace(/%[^%]*$/, '')
  const groups = ipv6Groups(unzoned)
  if (!groups) return bounded(address.trim())
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.')
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}

/** The client of a request as rate limits count it: rateLimitClient(clientIp(headers)). */
export const clientKey = (headers: Headers, environment: Record<string, string | undefined> = process.env): string =>
  rateLimitClient(clientIp(headers, environment))

/** A bucket's row key; a long client key (a pasted essay as username) is kept as its SHA-256. */
const bucketOf = (route: LimitedRoute, client: string): string => `${route}:${bounded(client)}`

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
    [bucketOf(route, client), windowStart],
  )
  if (Math.random() < 0.02) {
    await pool.query(`DELETE FROM rate_limit_hits WHERE window_start < now() - interval '2 days'`).catch(() => undefined)
  }
  if (rows[0]!.hits <= limit.requests) return { allowed: true }
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000))
  return { allowed: false, retryAfterSeconds }
}

/** The hits counted in `client`'s current window on `route` (nothing is counted). */
export const hitsOf = async (pool: Queryable, route: LimitedRoute, client: string, limit: Limit = limitFor(route), now: Date = new Date()) => {
  const windowMs = limit.windowSeconds * 1000
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs)
  const { rows } = await pool.query<{ hits: number }>('SELECT hits FROM rate_limit_hits WHERE bucket = $1 AND window_start = $2', [
    bucketOf(route, client),
    windowStart,
  ])
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000))
  return { hits: rows[0]?.hits ?? 0, retryAfterSeconds }
}

/** Takes back one request counted by consume() (in the current window; a past one has expired anyway). */
export const refund = async (pool: Queryable, route: LimitedRoute, client: string, limit: Limit = limitFor(route), now: Date = new Date()) => {
  const windowMs = limit.windowSeconds * 1000
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs)
  await pool.query('UPDATE rate_limit_hits SET hits = hits - 1 WHERE bucket = $1 AND window_start = $2 AND hits > 0', [
    bucketOf(route, client),
    windowStart,
  ])
}

/**
 * Counts one request against `route`'s limit in each bucket of `keys` (the client from
 * clientKey(), and e.g. an e-mail address, so one inbox is not flooded from many places) and
 * throws RateLimitedError (429 with Retry-After, via handle()) when any is over.
 */
export const enforceRateLimit = async (pool: Queryable, route: LimitedRoute, keys: string[]): Promise<void> => {
  const limit = limitFor(route)
  for (const key of keys) {
    const result = await consume(pool, route, key, limit)
    if (!result.allowed) throw new RateLimitedError(result.retryAfterSeconds)
  }
}
