/**
 * A member's optional e-mail address (/account): it lets them reset a forgotten password and get
 * course receipts. Registration stays username and password only (SPEC).
 *
 * requestEmailChange: the new address waits as `pendingEmail` and a confirmation link is mailed
 * to it (outbox, same transaction). The link carries 32 random bytes; only their SHA-256 is
 * stored; it works once and for 24 hours; a newer request replaces it. The account's `email`,
 * where reset links and receipts go, changes only when the link is opened (confirmEmail).
 *
 * Addresses are not unique across accounts (a shared family inbox may serve several): adding one
 * never depends on, and so never tells, whether another account uses it.
 */
import { createHash, randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { renderMail } from '@/integrations/email/templates'
import { env } from '@/lib/env'
import { mailboxKey } from '@/lib/mailbox'
import type { SignedInUser } from '@/services/accounts/auth'
import { getSiteSettings } from '@/services/content/siteSettings'
import { ServiceError } from '@/services/platform/errors'
import { sendQueuedMailSoon } from '@/services/platform/jobs'
import { queueMail } from '@/services/platform/mail'
import { clientKey, enforceRateLimit } from '@/services/platform/rateLimit'
import { poolOf } from '@/services/platform/shared'
import { inTransaction, sqlOn } from '@/services/platform/transaction'

export const EMAIL_TOKEN_TTL_MS = 24 * 60 * 60 * 1000
export const CONFIRM_EMAIL_PATH = '/account/confirm-email'

export const EMAIL_LINK_EXPIRED = 'This confirmation link has expired or has already been used. Add the address again on your account page for a fresh link.'
export const ALREADY_YOUR_EMAIL = 'That is already your confirmed address.'

const hashEmailToken = (token: string): string => createHash('sha256').update(token).digest('hex')

/** The address as the account keeps it: trimmed and lower-cased. */
export const normalizeMemberEmail = (email: string): string => email.trim().toLowerCase()

/** What /account shows of the address: the confirmed one, and one waiting for its link. */
export type EmailStatus = { email: string | null; pendingEmail: string | null }

export const emailStatus = async (payload: Payload, userId: number): Promise<EmailStatus> => {
  const { rows } = await poolOf(payload).query<{ email: string | null; pending_email: string | null; email_token_expires_at: Date | null }>(
    'SELECT email, pending_email, email_token_expires_at FROM users WHERE id = $1',
    [userId],
  )
  const row = rows[0]
  const waiting = row?.pending_email && row.email_token_expires_at && row.email_token_expires_at.getTime() > Date.now()
  return { email: row?.email || null, pendingEmail: waiting ? row.pending_email : null }
}

const confirmationMail = (siteName: string, username: string, token: string) => {
  const url = `${env.serverUrl}${CONFIRM_EMAIL_PATH}?token=${token}`
  return {
    subject: `Confirm your e-mail address for ${siteName}`,
    ...renderMail({
      siteName,
      heading: 'Please confirm your e-mail address',
      paragraphs: [
        `The ${siteName} account "${username}" asked to use this address, to reset a forgotten password and to receive course receipts.`,
        'To confirm it, open the link below. It works once and expires in 24 hours.',
      ],
      action: { label: 'Confirm my address', url },
      footer: [{ text: 'Did not ask for this? Ignore this e-mail: the address is not used unless the link is opened.' }],
    }),
  }
}

/**
 * Mails a confirmation link to `email` for the member's account (add, change or resend): 5 an
 * hour per client, per account and per address (RATE_LIMIT_ACCOUNT_EMAIL). The confirmed address,
 * if any, stays in use until the link is opened.
 */
export const requestEmailChange = async (payload: Payload, user: SignedInUser, given: string, headers: Headers): Promise<EmailStatus> => {
  const email = normalizeMemberEmail(given)
  const current = await emailStatus(payload, user.id)
  if (current.email === email) throw new ServiceError(400, ALREADY_YOUR_EMAIL, { field: 'email' })
  await enforceRateLimit(poolOf(payload), 'account_email', [clientKey(headers), `user:${user.id}`, mailboxKey(email)])
  const { siteName } = await getSiteSettings(payload)
  const token = randomBytes(32).toString('base64url')
  await inTransaction(payload, async ({ req }) => {
    await (await sqlOn(payload, req)).query(
      `UPDATE users SET pending_email = $2, email_token_hash = $3, email_token_expires_at = $4, updated_at = now() WHERE id = $1`,
      [user.id, email, hashEmailToken(token), new Date(Date.now() + EMAIL_TOKEN_TTL_MS)],
    )
    await queueMail(payload, { to: email, ...confirmationMail(siteName, user.username, token) }, req)
  })
  sendQueuedMailSoon()
  return { email: current.email, pendingEmail: email }
}

/**
 * Opens a confirmation link: the waiting address becomes the account's. One conditional UPDATE
 * claims the token, so it works once (two clicks at once confirm once); 410 when it expired,
 * was used, or a newer request or a removal replaced it. No sign-in needed: the link is the proof.
 */
export const confirmEmail = async (payload: Payload, token: string): Promise<{ email: string }> => {
  const { rows } = await poolOf(payload).query<{ email: string }>(
    `UPDATE users SET email = pending_email, pending_email = NULL, email_token_hash = NULL, email_token_expires_at = NULL,
            reset_password_token = NULL, reset_password_expiration = NULL, updated_at = now()
      WHERE email_token_hash = $1 AND email_token_expires_at > now() AND pending_email IS NOT NULL
      RETURNING email`,
    [hashEmailToken(token)],
  )
  if (!rows[0]) throw new ServiceError(410, EMAIL_LINK_EXPIRED)
  return { email: rows[0].email }
}

/**
 * Removes the address (confirmed and waiting alike): no more reset links or receipts. An
 * outstanding reset link stops working too.
 */
export const removeEmail = async (payload: Payload, userId: number): Promise<EmailStatus> => {
  await poolOf(payload).query(
    `UPDATE users SET email = NULL, pending_email = NULL, email_token_hash = NULL, email_token_expires_at = NULL,
            reset_password_token = NULL, reset_password_expiration = NULL, updated_at = now()
      WHERE id = $1`,
    [userId],
  )
  return { email: null, pendingEmail: null }
}
