/**
 * The newsletter signup of SPEC §5: name and email non-blank after trimming, and the email must
 * contain an @ (no other format check). The form and POST /api/newsletter share these rules and
 * SPEC's texts; each rule carries the notice title the form shows.
 */
import { z } from 'zod'

export const NEWSLETTER_TEXT = {
  title: 'Stay Connected',
  description: 'Get weekly yoga wisdom, practice tips, and updates delivered to your inbox',
  button: 'Subscribe',
  pending: 'Subscribing...',
  doneTitle: 'Almost there!',
  doneText: 'Check your email and click the confirmation link to complete your subscription.',
  requiredTitle: 'Required fields',
  requiredText: 'Please enter your name and email address.',
  invalidTitle: 'Invalid email',
  invalidText: 'Please enter a valid email address.',
  successTitle: 'Check your email!',
  successText: "We've sent you a confirmation link. Please check your inbox.",
  errorTitle: 'Error',
  errorText: 'Failed to subscribe. Please try again.',
} as const

export const MAX_NAME_LENGTH = 100
export const MAX_EMAIL_LENGTH = 254

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

/** The notice title for a validation message (SPEC §5: 'Required fields' or 'Invalid email'). */
export const newsletterNoticeTitle = (message: string): string =>
  message === NEWSLETTER_TEXT.requiredText
    ? NEWSLETTER_TEXT.requiredTitle
    : message === NEWSLETTER_TEXT.invalidText
      ? NEWSLETTER_TEXT.invalidTitle
      : NEWSLETTER_TEXT.errorTitle

/** A confirmation or unsubscribe token as it travels in a link: base64url, bounded. */
export const tokenSchema = z.object({
  token: z
    .string({ error: 'This link is incomplete. Please use the link from the e-mail.' })
    .trim()
    .min(20, 'This link is incomplete. Please use the link from the e-mail.')
    .max(300, 'This link is not valid.')
    .regex(/^[A-Za-z0-9_.-]+$/, 'This link is not valid.'),
})
