/**
 * Guards of Payload's own password endpoints (/cms-api/users/login and /forgot-password, which
 * the admin panel uses): rate limits per client address and per username instead of Payload's
 * account lockout, and the same work for unknown usernames as for known ones.
 */
import { pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

import { clientIp, consume, enforceRateLimit, limitFor, type Limit, type Queryable } from '@/lib/rateLimit'
import { RateLimitedError } from '@/services/errors'

/** The username as Payload looks it up (lowercased, trimmed); '' when there is none. */
export const normalizeUsername = (value: unknown): string => (typeof value === 'string' ? value.toLowerCase().trim() : '')

/**
 * The per-username login limit. A per-username count is what slows guessing from many
 * addresses at once, but whoever fills it blocks the real user too: a stranger must never be
 * able to lock an account (the reason Payload's maxLoginAttempts lockout is off). So it is
 * generous and short: twice the per-address count (RATE_LIMIT_LOGIN, 10 by default) within one
 * minute. One address (10 per 15 minutes) cannot fill it; keeping it full takes a fresh
 * address for every 10 attempts, and the real user waits at most a minute after it stops.
 * The price: a botnet may guess about 20 passwords a minute per account, so admins and editors
 * need long passwords.
 */
export const usernameLoginLimit = (perAddress: Limit = limitFor('login')): Limit => ({
  requests: perAddress.requests * 2,
  windowSeconds: Math.min(60, perAddress.windowSeconds),
})

/** Counts a login attempt per client address, then per username; RateLimitedError when over. */
export const enforceLoginLimits = async (pool: Queryable, headers: Headers, username: string): Promise<void> => {
  const perAddress = limitFor('login')
  const byAddress = await consume(pool, 'login', clientIp(headers), perAddress)
  if (!byAddress.allowed) throw new RateLimitedError(byAddress.retryAfterSeconds)
  if (!username) return
  const byUsername = await consume(pool, 'login', `user:${username}`, usernameLoginLimit(perAddress))
  if (!byUsername.allowed) throw new RateLimitedError(byUsername.retryAfterSeconds)
}

/**
 * Forgot-password per client address and per username (RATE_LIMIT_FORGOT_PASSWORD, 5 an hour).
 * A stranger who fills a username's count cannot keep its owner out: each of those requests
 * mailed the owner a fresh reset link.
 */
export const enforceForgotPasswordLimits = async (pool: Queryable, headers: Headers, username: string): Promise<void> =>
  enforceRateLimit(pool, 'forgot_password', username ? [clientIp(headers), `user:${username}`] : [clientIp(headers)])

/**
 * Payload's password hashing (payload/dist/auth/strategies/local/generatePasswordSaltHash.js
 * in 3.90: PBKDF2-SHA256, 600,000 iterations, 32-byte key, a 64-character hex salt). A login
 * for an unknown username spends the same work, so that answering quickly does not tell a
 * stranger which usernames exist.
 */
export const PAYLOAD_PASSWORD_HASH = { iterations: 600_000, keyLength: 32, digest: 'sha256' } as const

const pbkdf2Async = promisify(pbkdf2)

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
