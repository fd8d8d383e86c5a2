import {
  APIError,
  type CollectionAfterErrorHook,
  type CollectionAfterLoginHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'

import { RateLimitedError } from '@/services/platform/errors'
import {
  checkResetLimit,
  countFailedReset,
  enforceLoginLimits,
  loginSucceeded,
  normalizeUsername,
  type LoginAttempt,
} from '@/services/accounts/loginGuard'
import { connectionOf } from '@/services/platform/transaction'

/** What the hooks of one request hand on to each other in req.context. */
const LOGIN_ATTEMPT = 'loginAttempt'
const RESET_ATTEMPT = 'resetAttempt'

/** The error's name: `loggingLevels` in payload.config.ts and hooks/answerAuthErrors.ts use it. */
export const TOO_MANY_REQUESTS = 'TooManyRequestsError'

/**
 * A 429 for Payload's REST API, answered as `{ errors: [{ name, message, data }] }`; the
 * headers in req.responseHeaders (Retry-After) join the answer. The name is set here, not
 * taken from the class, which a minifier may rename.
 */
export class TooManyRequestsError extends APIError {
  constructor(req: PayloadRequest, { message, retryAfterSeconds }: RateLimitedError) {
    super(message, 429, { retryAfterSeconds }, true)
    this.name = TOO_MANY_REQUESTS
    const headers = req.responseHeaders ?? new Headers()
    headers.set('Retry-After', String(retryAfterSeconds))
    req.responseHeaders = headers
  }
}

/**
 * Rate limits of /cms-api/users/login and /cms-api/users/reset-password (src/services/accounts/loginGuard.ts),
 * counted before Payload looks at the password. The Local API (server code: seed, create-admin,
 * our own /api handlers) is not limited here: a handler that takes a visitor's password limits
 * it itself with the same functions. Forgot-password has its own endpoint
 * (endpoints/forgotPassword.ts).
 */
export const limitPasswordRequests: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (req.payloadAPI === 'local') return
  if (operation !== 'login' && operation !== 'resetPassword') return
  // Payload opens reset-password's transaction before this hook: read on its connection.
  const connection = await connectionOf(req.payload, req)
  try {
    if (operation === 'login') {
      const username = normalizeUsername((args.data as { username?: unknown } | undefined)?.username)
      req.context[LOGIN_ATTEMPT] = await enforceLoginLimits(connection, req.headers, username)
    } else {
      await checkResetLimit(connection, req.headers)
      req.context[RESET_ATTEMPT] = true
    }
  } catch (error) {
    if (error instanceof RateLimitedError) throw new TooManyRequestsError(req, error)
    throw error
  }
}

/**
 * After a successful login through /cms-api: its username's failure counts are taken back and
 * the answer sets the device cookie (req.responseHeaders join the answer's own Set-Cookie).
 */
export const rememberDevice: CollectionAfterLoginHook = async ({ req, user }) => {
  const attempt = req.context[LOGIN_ATTEMPT] as LoginAttempt | undefined
  if (req.payloadAPI === 'local' || !attempt) return
  const cookie = await loginSucceeded(await connectionOf(req.payload, req), attempt, normalizeUsername(user?.username) || attempt.username)
  const headers = req.responseHeaders ?? new Headers()
  headers.append('Set-Cookie', cookie)
  req.responseHeaders = headers
}

/**
 * A failed reset (an unknown or expired token, a refused password) counts against its client;
 * Payload has rolled its transaction back by now, so the count is kept.
 */
export const countFailedResets: CollectionAfterErrorHook = async ({ error, req }) => {
  if (!req.context?.[RESET_ATTEMPT] || error.name === TOO_MANY_REQUESTS) return
  await countFailedReset(await connectionOf(req.payload, req), req.headers).catch(() => undefined)
}
