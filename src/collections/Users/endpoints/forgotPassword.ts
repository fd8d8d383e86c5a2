import { randomBytes } from 'node:crypto'

import { addDataAndFileToRequest, APIError, commitTransaction, initTransaction, killTransaction, type Endpoint, type PayloadRequest } from 'payload'

import { hashResetTokenValue } from '@/collections/Users/hooks/hashResetToken'
import { TooManyRequestsError } from '@/collections/Users/hooks/limitPasswordRequests'
import { env } from '@/lib/env'
import { sendQueuedMailSoon } from '@/services/platform/jobs'
import { forgotPasswordSchema } from '@/schemas/passwordReset'
import { RateLimitedError } from '@/services/platform/errors'
import { enforceForgotPasswordLimits } from '@/services/accounts/loginGuard'
import { queueMail, type OutgoingMail } from '@/services/platform/mail'
import { poolOf } from '@/services/platform/shared'
import { connectionOf } from '@/services/platform/transaction'

/** Where the reset mail of an unknown username is built for: it is never committed, never sent. */
const NOBODY = 'nobody@invalid.invalid'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const resetMail = (req: PayloadRequest, to: string, token: string): OutgoingMail => {
  const { config } = req.payload
  const url = `${config.serverURL || env.serverUrl}${config.routes.admin}${config.admin.routes.reset}/${token}`
  const intro = req.t('authentication:youAreReceivingResetPassword')
  const outro = req.t('authentication:youDidNotRequestPassword')
  return {
    to,
    subject: req.t('authentication:resetYourPassword'),
    text: `${intro}\n\n${url}\n\n${outro}`,
    html: `${escapeHtml(intro)}\n    <a href="${url}">${url}</a>\n    ${escapeHtml(outro)}`,
  }
}

/**
 * Stores a reset token (as its SHA-256) for the user and queues the mail through the outbox,
 * in one transaction. An unknown username, or an account without an e-mail address, does the
 * very same work (the update matches no row, the mail is queued for nobody and taken back to a
 * savepoint, the transaction commits) and leaves nothing, so the answer takes as long whether
 * the username exists or not, and no mail server is waited on.
 */
const requestPasswordReset = async (req: PayloadRequest, username: string): Promise<boolean> => {
  const { payload } = req
  const token = randomBytes(20).toString('hex')
  const expiration = new Date(Date.now() + (payload.collections.users.config.auth.forgotPassword?.expiration ?? 60 * 60 * 1000))
  await initTransaction(req)
  try {
    const connection = await connectionOf(payload, req)
    const { rows } = await connection.query<{ email: string }>(
      `UPDATE users SET reset_password_token = $2, reset_password_expiration = $3
       WHERE username = $1 AND email IS NOT NULL AND email <> '' RETURNING email`,
      [username, hashResetTokenValue(token), expiration],
    )
    const email = rows[0]?.email
    await connection.query('SAVEPOINT reset_mail')
    await queueMail(payload, resetMail(req, email ?? NOBODY, token), req)
    await connection.query(email ? 'RELEASE SAVEPOINT reset_mail' : 'ROLLBACK TO SAVEPOINT reset_mail')
    await commitTransaction(req)
    return Boolean(email)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/**
 * POST /cms-api/users/forgot-password {username} (the admin's "forgot password" form), in place
 * of Payload's own: 200 {message: 'Success'} whatever the username, after the same work; 400
 * without a username; 429 over the limits (per client and per username, or per device for a
 * browser with the account's device cookie; src/services/accounts/loginGuard.ts), counted first.
 */
export const forgotPasswordEndpoint: Endpoint = {
  path: '/forgot-password',
  method: 'post',
  handler: async (req) => {
    if (req.data === undefined) await addDataAndFileToRequest(req)
    const parsed = forgotPasswordSchema.safeParse(req.data ?? {})
    if (!parsed.success) throw new APIError(parsed.error.issues[0]?.message ?? 'Missing username.', 400, undefined, true)
    const { username } = parsed.data
    try {
      await enforceForgotPasswordLimits(poolOf(req.payload), req.headers, username)
    } catch (error) {
      if (error instanceof RateLimitedError) throw new TooManyRequestsError(req, error)
      throw error
    }
    if (await requestPasswordReset(req, username)) sendQueuedMailSoon()
    return Response.json({ message: req.t('general:success') }, { status: 200 })
  },
}
