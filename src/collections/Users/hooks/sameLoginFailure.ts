import { AuthenticationError, type CollectionAfterErrorHook } from 'payload'

/**
 * Payload 3.90 words a failed login differently for an unknown username ("The username or
 * password provided is incorrect.") and for a known one with a wrong password ("The email or
 * password …"), which tells a stranger which usernames exist. Every failed login through the
 * REST API gets the first answer.
 */
export const sameLoginFailure: CollectionAfterErrorHook = ({ error, req }) => {
  if (!(error instanceof AuthenticationError)) return
  return { response: { errors: [{ message: req.t('error:usernameOrPasswordIncorrect') }] }, status: 401 }
}
