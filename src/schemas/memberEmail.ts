/**
 * A member's optional e-mail address (/account): the rules of POST /api/account/email and of
 * the confirmation link, shared by the form and the handlers.
 */
import { validEmail, z } from '@/lib/zod'

export const MEMBER_EMAIL_MESSAGE = 'Please enter a valid email address.'
export const EMAIL_LINK_INCOMPLETE = 'This link is incomplete. Please use the link from the e-mail.'

/** POST /api/account/email {email}: the address to confirm (trimmed; stored lower-cased). */
export const memberEmailSchema = z.object({ email: validEmail(MEMBER_EMAIL_MESSAGE) })

/** POST /api/account/email/confirm {token}: the token of the link (32 random bytes, base64url). */
export const confirmEmailSchema = z.object({
  token: z.string({ error: EMAIL_LINK_INCOMPLETE }).trim().regex(/^[A-Za-z0-9_-]{43}$/, EMAIL_LINK_INCOMPLETE),
})

export type MemberEmailInput = z.infer<typeof memberEmailSchema>
