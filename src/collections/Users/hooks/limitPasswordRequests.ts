import { APIError, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'

import { RateLimitedError } from '@/services/errors'
import { enforceForgotPasswordLimits, enforceLoginLimits, normalizeUsername } from '@/services/loginGuard'
import { connectionOf } from '@/services/transaction'

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
 * Rate limits of /cms-api/users/login and /cms-api/users/forgot-password, per client address
 * and per username (src/services/loginGuard.ts), counted before Payload looks at the password.
 * The Local API (server code: seed, create-admin, our own /api handlers) is not limited here:
 * a handler that takes a visitor's password limits it itself with the same functions.
 */
export const limitPasswordRequests: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (req.payloadAPI === 'local') return
  if (operation !== 'login' && operation !== 'forgotPassword') return
  const username = normalizeUsername((args.data as { username?: unknown } | undefined)?.username)
  // Payload opens forgot-password's transaction before this hook: count on its connection.
  const connection = await connectionOf(req.payload, req)
  try {
    if (operation === 'login') await enforceLoginLimits(connection, req.headers, username)
    else await enforceForgotPasswordLimits(connection, req.headers, username)
  } catch (error) {
    if (error instanceof RateLimitedError) throw new TooManyRequestsError(req, error)
    throw error
  }
}
