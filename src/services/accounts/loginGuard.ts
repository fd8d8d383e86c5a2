/**
 * Limits of the password endpoints (/cms-api/users/login, /forgot-password and /reset-password,
 * which the admin panel uses, and /api/auth/login): counted so that no stranger can aim them at
 * a user (OWASP's "device cookie" pattern), with the same work for unknown usernames as for
 * known ones.
 *
 * A failed login counts, before any password is hashed:
 * - per client (an IPv4 address or an IPv6 /64): RATE_LIMIT_LOGIN, 40 per 15 minutes;
 * - per username and client: RATE_LIMIT_LOGIN_PAIR, 10 per 15 minutes;
 * - per username, for browsers without that account's device cookie only:
 *   RATE_LIMIT_LOGIN_USERNAME, 20 per 15 minutes.
 * A browser that signed in to an account before holds its device cookie (signed with the
 * Payload secret, bound to the username, a year): its attempts at that account count only per
 * device (RATE_LIMIT_LOGIN_DEVICE, 10 per 15 minutes), so other clients' failures never lock it
 * out. Every attempt is counted up front (a request over a limit gets 429 before any hashing,
 * however many arrive at once); a successful one takes its username's counts back. The
 * per-client count keeps successful sign-ins without a device cookie, so signing in to one's
 * own account buys no extra guesses at others.
 */
import crypto, { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

import { env } from '@/lib/env'
import { clientKey, consume, enforceRateLimit, hitsOf, limitFor, refund, type LimitedRoute, type Queryable } from '@/services/platform/rateLimit'
import { readToken, signToken } from '@/lib/signedToken'
import { RateLimitedError } from '@/services/platform/errors'

/** The username as Payload looks it up (lowercased, trimmed); '' when there is none. */
export const normalizeUsername = (value: unknown): string => (typeof value === 'string' ? value.toLowerCase().trim() : '')

export const DEVICE_COOKIE_DAYS = 365
const devicePurpose = (username: string) => `login-device:${username}`

/** The device cookie's name for an account: one cookie per account a browser signed in to. */
export const deviceCookieName = (username: string, secret: string = env.payloadSecret): string =>
  `yc-device-${createHmac('sha256', secret).update(`device-cookie:${username}`).digest('hex').slice(0, 16)}`

const cookieValue = (headers: Headers, name: string): string | undefined => {
  for (const part of (headers.get('cookie') ?? '').split(';')) {
    const at = part.indexOf('=')
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim()
  }
  return undefined
}

/** The device id of a valid, unexpired device cookie for `username` in the request, else null. */
export const deviceOf = (headers: Headers, username: string, secret: string = env.payloadSecret): number | null => {
  if (!username) return null
  const token = cookieValue(headers, deviceCookieName(username, secret))
  if (!token) return null
  const check = readToken(secret, devicePurpose(username), token)
  return check.valid ? check.id : null
}

/**
 * The Set-Cookie header of a device cookie for `username`: HttpOnly, SameSite=Lax, Path=/, a
 * year, Secure when SERVER_URL is https. A browser keeps its device id; a new one gets a random id.
 */
export const deviceCookie = (username: string, device: number | null = null, secret: string = env.payloadSecret): string => {
  const id = device ?? randomInt(1, 1_000_000_000_000)
  const maxAge = DEVICE_COOKIE_DAYS * 24 * 60 * 60
  const expires = new Date(Date.now() + maxAge * 1000)
  const token = signToken(secret, devicePurpose(username), id, expires)
  const secure = /^https:\/\//i.test(env.serverUrl) ? '; Secure' : ''
  return `${deviceCookieName(username, secret)}=${token}; Path=/; Max-Age=${maxAge}; Expires=${expires.toUTCString()}; HttpOnly; SameSite=Lax${secure}`
}

type Bucket = { route: LimitedRoute; key: string }

/** What enforceLoginLimits counted for one attempt: loginSucceeded() takes it back. */
export type LoginAttempt = { username: string; device: number | null; counted: Bucket[] }

const count = async (pool: Queryable, bucket: Bucket): Promise<void> => {
  const result = await consume(pool, bucket.route, bucket.key, limitFor(bucket.route))
  if (!result.allowed) throw new RateLimitedError(result.retryAfterSeconds)
}

/**
 * Counts a login attempt (or a password confirmation on /account) in its buckets, in order;
 * RateLimitedError when one is over. Call it before anything hashes the password.
 */
export const enforceLoginLimits = async (pool: Queryable, headers: Headers, username: string): Promise<LoginAttempt> => {
  const device = deviceOf(headers, username)
  if (device !== null) {
    const own: Bucket = { route: 'login_device', key: `${username}:${device}` }
    await count(pool, own)
    return { username, device, counted: [own] }
  }
  const client = clientKey(headers)
  await count(pool, { route: 'login', key: client })
  if (!username) return { username, device, counted: [] }
  const pair: Bucket = { route: 'login_pair', key: `${username}|${client}` }
  const name: Bucket = { route: 'login_username', key: username }
  await count(pool, pair)
  await count(pool, name)
  return { username, device, counted: [pair, name] }
}

/**
 * After a successful login: its username's counts are taken back (only failures stay counted)
 * and the answer sets the device cookie (the browser's own id again, or a new one).
 */
export const loginSucceeded = async (pool: Queryable, attempt: LoginAttempt, username: string = attempt.username): Promise<string> => {
  for (const bucket of attempt.counted) await refund(pool, bucket.route, bucket.key, limitFor(bucket.route))
  return deviceCookie(username, username === attempt.username ? attempt.device : null)
}

/**
 * Forgot-password (RATE_LIMIT_FORGOT_PASSWORD, 5 an hour) per client and per username; a
 * browser with the account's device cookie counts per device instead of per username, so a
 * stranger who fills the username's count does not stop its owner.
 */
export const enforceForgotPasswordLimits = async (pool: Queryable, headers: Headers, username: string): Promise<void> => {
  const keys = [clientKey(headers)]
  if (username) {
    const device = deviceOf(headers, username)
    keys.push(device === null ? `user:${username}` : `device:${username}:${device}`)
  }
  await enforceRateLimit(pool, 'forgot_password', keys)
}

/**
 * Reset links: failed resets per client (RATE_LIMIT_RESET_PASSWORD, 10 an hour). The check
 * counts nothing (a reset runs in a transaction that a failure rolls back); countFailedReset
 * counts a failure afterwards, outside it.
 */
export const checkResetLimit = async (pool: Queryable, headers: Headers): Promise<void> => {
  const limit = limitFor('reset_password')
  const { hits, retryAfterSeconds } = await hitsOf(pool, 'reset_password', clientKey(headers), limit)
  if (hits >= limit.requests) throw new RateLimitedError(retryAfterSeconds)
}

export const countFailedReset = async (pool: Queryable, headers: Headers): Promise<void> => {
  await consume(pool, 'reset_password', clientKey(headers))
}

/**
 * Payload's password hashing (payload/dist/auth/strategies/local/generatePasswordSaltHash.js
 * in 3.90: PBKDF2-SHA256, 600,000 iterations, 32-byte key, a 64-character hex salt). A login
 * for an unknown username spends the same work, so that answering quickly does not tell a
 * stranger which usernames exist.
 */
export const PAYLOAD_PASSWORD_HASH = { iterations: 600_000, keyLength: 32, digest: 'sha256' } as const

/** PBKDF2 through the crypto module's own export, looked up at each call (as Payload calls it). */
const pbkdf2Async = (password: string, salt: string, iterations: number, keyLength: number, digest: string): Promise<Buffer> =>
  new Promise((resolve, reject) =>
    crypto.pbkdf2(password, salt, iterations, keyLength, digest, (error, key) => (error ? reject(error) : resolve(key))),
  )

export const spendPasswordHashWork = async (password: string): Promise<void> => {
  const salt = randomBytes(32).toString('hex')
  const { iterations, keyLength, digest } = PAYLOAD_PASSWORD_HASH
  await pbkdf2Async(password, salt, iterations, keyLength, digest)
}

/** Payload's hashes before 3.x's current format (no prefix): 25,000 rounds, a 512-byte key. */
const LEGACY_PASSWORD_HASH = { iterations: 25_000, keyLength: 512 } as const
const CURRENT_PREFIX = 'pbkdf2-sha256-v1:'

/**
 * True when `password` matches a stored Payload hash and salt (the check Payload's login makes,
 * without starting a session): for the calls where a signed-in member confirms with their
 * password (changing it, deleting the account).
 */
export const passwordMatches = async (password: string, stored: { hash?: string | null; salt?: string | null }): Promise<boolean> => {
  const { hash, salt } = stored
  if (typeof hash !== 'string' || typeof salt !== 'string' || !hash || !salt) return false
  const current = hash.startsWith(CURRENT_PREFIX)
  const { iterations, keyLength } = current ? PAYLOAD_PASSWORD_HASH : LEGACY_PASSWORD_HASH
  const expected = Buffer.from(current ? hash.slice(CURRENT_PREFIX.length) : hash, 'hex')
  const actual = await pbkdf2Async(password, salt, iterations, keyLength, PAYLOAD_PASSWORD_HASH.digest)
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}
