/**
 * Forgotten passwords, for staff (the admin's form, POST /cms-api/users/forgot-password) and
 * members (/forgot-password, POST /api/auth/forgot-password) alike: a reset link goes only to the
 * account's `email`, which for a member is an address they confirmed on /account
 * (memberEmail.ts). The token is 20 random bytes, stored as its SHA-256
 * (collections/Users/hooks/hashResetToken.ts), works once, for 30 minutes. Staff links open the
 * admin's reset page; members' open /reset-password on the site.
 */
import { randomBytes } from 'node:crypto'

import { APIError, commitTransaction, createLocalReq, initTransaction, killTransaction, ValidationError, type Payload, type PayloadRequest } from 'payload'

import { hashResetTokenValue } from '@/collections/Users/hooks/hashResetToken'
import { renderMail } from '@/integrations/email/templates'
import { env } from '@/lib/env'
import type { User } from '@/payload-types'
import { checkResetLimit, countFailedReset } from '@/services/accounts/loginGuard'
import { getSiteSettings } from '@/services/content/siteSettings'
import { ServiceError } from '@/services/platform/errors'
import { queueMail, type OutgoingMail } from '@/services/platform/mail'
import { poolOf } from '@/services/platform/shared'
import { connectionOf } from '@/services/platform/transaction'

export const MEMBER_RESET_PATH = '/reset-password'

/** The answer to every reset request, whatever the username. */
export const RESET_REQUESTED =
  "If that account has a confirmed e-mail address, we've sent a link to it. The link works once, for 30 minutes."
export const RESET_LINK_EXPIRED = 'This reset link has expired or has already been used. Ask for a new one below.'

/** Where the reset mail of an unknown username is built for: it is never committed, never sent. */
const NOBODY = 'nobody@invalid.invalid'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Payload's own reset mail, for staff: its link opens the admin's reset page. */
const staffResetMail = (req: PayloadRequest, to: string, token: string): OutgoingMail => {
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

/** A member's reset mail: its link opens /reset-password on the site. */
const memberResetMail = (siteName: string, to: string, username: string, token: string): OutgoingMail => ({
  to,
  subject: `Reset your ${siteName} password`,
  ...renderMail({
    siteName,
    heading: 'Reset your password',
    paragraphs: [
      `Someone, hopefully you, asked to reset the password of the ${siteName} account "${username}".`,
      'Open the link below to choose a new one. It works once, for 30 minutes. Your courses and certificates stay as they are.',
    ],
    action: { label: 'Choose a new password', url: `${env.serverUrl}${MEMBER_RESET_PATH}?token=${token}` },
    footer: [{ text: 'Did not ask for this? Ignore this e-mail: your password stays as it is.' }],
  }),
})

/**
 * Stores a reset token (as its SHA-256) for the account and queues the mail through the outbox,
 * in one transaction. An unknown username, or an account without an e-mail address, does the
 * very same work (the update matches no row, the mail is queued for nobody and taken back to a
 * savepoint, the transaction commits) and leaves nothing, and the answer comes no sooner than
 * RESET_ANSWER_FLOOR_MS: it takes as long whether the username exists or not, and no mail server
 * is waited on. True when a mail was queued.
 */
export const requestPasswordReset = async (req: PayloadRequest, username: string): Promise<boolean> => {
  const started = performance.now()
  const queued = await storeResetAndQueueMail(req, username)
  // The same work is not the same time on a busy database (a commit with a row written waits for
  // its flush): every answer takes at least RESET_ANSWER_FLOOR_MS, so the two ways look alike.
  const rest = RESET_ANSWER_FLOOR_MS - (performance.now() - started)
  if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest))
  return queued
}

/** The least time a reset request's answer takes, known username or not (longer than the work takes). */
export const RESET_ANSWER_FLOOR_MS = 200

const storeResetAndQueueMail = async (req: PayloadRequest, username: string): Promise<boolean> => {
  const { payload } = req
  const token = randomBytes(20).toString('hex')
  const expiration = new Date(Date.now() + (payload.collections.users.config.auth.forgotPassword?.expiration ?? 60 * 60 * 1000))
  const { siteName } = await getSiteSettings(payload)
  await initTransaction(req)
  try {
    const connection = await connectionOf(payload, req)
    const { rows } = await connection.query<{ email: string; username: string; staff: boolean }>(
      `UPDATE users SET reset_password_token = $2, reset_password_expiration = $3
       WHERE username = $1 AND email IS NOT NULL AND email <> ''
       RETURNING email, username,
         EXISTS (SELECT 1 FROM users_roles r WHERE r.parent_id = users.id AND r.value IN ('admin', 'editor')) AS staff`,
      [username, hashResetTokenValue(token), expiration],
    )
    const account = rows[0]
    await connection.query('SAVEPOINT reset_mail')
    const mail = account?.staff
      ? staffResetMail(req, account.email, token)
      : memberResetMail(siteName, account?.email ?? NOBODY, account?.username ?? username, token)
    await queueMail(payload, mail, req)
    await connection.query(account ? 'RELEASE SAVEPOINT reset_mail' : 'ROLLBACK TO SAVEPOINT reset_mail')
    await commitTransaction(req)
    return Boolean(account)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/** The same, for the site's /forgot-password (no Payload request of its own). */
export const requestMemberPasswordReset = async (payload: Payload, username: string): Promise<boolean> =>
  requestPasswordReset(await createLocalReq({}, payload), username)

const isExpiredToken = (error: unknown): boolean =>
  (error instanceof APIError || (error instanceof Error && error.name === 'APIError')) && (error as { status?: number }).status === 403

const fieldErrorOf = (error: unknown): string | null => {
  if (!(error instanceof ValidationError || (error instanceof Error && error.name === 'ValidationError'))) return null
  const errors = (error as ValidationError).data?.errors ?? []
  return errors.find((fieldError) => fieldError.path === 'password')?.message ?? null
}

/**
 * Sets a new password from a member's reset link (Payload's resetPassword: the token is hashed
 * before it is looked up, the account's own password rules apply, the token stops working, every
 * session of the account ends and a new one starts here). Failed resets count per client
 * (RATE_LIMIT_RESET_PASSWORD, checked first: 429). 410 for an unknown, used or expired token;
 * 400 for a password the account's rules refuse.
 */
export const resetPasswordWithLink = async (
  payload: Payload,
  headers: Headers,
  input: { token: string; password: string },
): Promise<{ user: User; token: string }> => {
  await checkResetLimit(poolOf(payload), headers)
  try {
    const result = await payload.resetPassword({ collection: 'users', data: { token: input.token, password: input.password }, overrideAccess: true })
    if (!result.token || !result.user) throw new Error('The reset gave no session')
    return { user: result.user as unknown as User, token: result.token }
  } catch (error) {
    await countFailedReset(poolOf(payload), headers).catch(() => undefined)
    if (isExpiredToken(error)) throw new ServiceError(410, RESET_LINK_EXPIRED)
    const problem = fieldErrorOf(error)
    if (problem) throw new ServiceError(400, problem, { field: 'password' })
    throw error
  }
}
