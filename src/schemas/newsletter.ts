/**
 * The newsletter signup: name and email non-blank after trimming, and the email must
 * contain an @ (no other format check). The form and POST /api/newsletter share these rules and
 * SPEC's texts; each rule carries the notice title the form shows.
 */
import { isValidEmail, MAX_EMAIL_LENGTH } from '@/lib/emailCheck'
import { z } from '@/lib/zod'

import { NEWSLETTER_TEXT } from '@/schemas/newsletterCopy'

export { NEWSLETTER_TEXT, newsletterNoticeTitle } from '@/schemas/newsletterCopy'

export const MAX_NAME_LENGTH = 100
export { MAX_EMAIL_LENGTH }

export const newsletterSchema = z
  .object({
    name: z
      .string({ error: NEWSLETTER_TEXT.requiredText })
      .trim()
      .max(MAX_NAME_LENGTH, `Please keep your name under ${MAX_NAME_LENGTH} characters.`),
    email: z.string({ error: NEWSLETTER_TEXT.requiredText }).trim().max(MAX_EMAIL_LENGTH, NEWSLETTER_TEXT.invalidText),
  })
  .superRefine((value, context) => {
    if (!value.name || !value.email) {
      context.addIssue({ code: 'custom', message: NEWSLETTER_TEXT.requiredText, path: [value.name ? 'email' : 'name'] })
    } else if (!value.email.includes('@')) {
      context.addIssue({ code: 'custom', message: NEWSLETTER_TEXT.invalidText, path: ['email'] })
    }
  })

export type NewsletterInput = z.infer<typeof newsletterSchema>

/**
 * What POST /api/newsletter takes: the form's rules, and an address the subscriber list can
 * store (src/lib/emailCheck.ts; e.g. `x@localhost` or `a..b@c.com` has an @ but is no address),
 * refused with the form's own "Invalid email" text. The form itself checks for the @ only.
 */
export const newsletterRequestSchema = newsletterSchema.superRefine((value, context) => {
  if (value.email.includes('@') && !isValidEmail(value.email)) {
    context.addIssue({ code: 'custom', message: NEWSLETTER_TEXT.invalidText, path: ['email'] })
  }
})

/** A confirmation or unsubscribe token as it travels in a link: base64url, bounded. */
export const tokenSchema = z.object({
  token: z
    .string({ error: 'This link is incomplete. Please use the link from the e-mail.' })
    .trim()
    .min(20, 'This link is incomplete. Please use the link from the e-mail.')
    .max(300, 'This link is not valid.')
    .regex(/^[A-Za-z0-9_.-]+$/, 'This link is not valid.'),
})
