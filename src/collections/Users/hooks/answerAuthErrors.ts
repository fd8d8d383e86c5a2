import { AuthenticationError, type CollectionAfterErrorHook } from 'payload'

import { TOO_MANY_REQUESTS } from '@/collections/Users/hooks/limitPasswordRequests'

/**
 * What the REST API answers a failed password request, the same in every build:
 * - Payload 3.90 words a failed login differently for an unknown username ("The username or
 *   password provided is incorrect.") and for a known one with a wrong password ("The email
 *   or password …"), which tells a stranger which usernames exist: every failed login gets the
 *   first wording.
 * - A rate-limited request keeps its name and `data.retryAfterSeconds`. Payload's own error
 *   formatting keeps them only for an `instanceof` its APIError, which fails in the production
 *   build (it holds a second copy of Payload's error classes; its validation errors lose their
 *   field details the same way), so the answer is written here.
 */
export const answerAuthErrors: CollectionAfterErrorHook = ({ error, req }) => {
  if (error instanceof AuthenticationError || error.name === 'AuthenticationError') {
    return { response: { errors: [{ message: req.t('error:usernameOrPasswordIncorrect') }] }, status: 401 }
  }
  if (error.name === TOO_MANY_REQUESTS) {
    const { message, data } = error as Error & { data?: Record<string, unknown> }
    return { response: { errors: [{ name: TOO_MANY_REQUESTS, message, data }] }, status: 429 }
  }
}
