/**
 * SPEC's texts of the newsletter signup, without zod: the signup block is on every page, so its
 * first load carries only these strings; the rules (src/schemas/newsletter.ts) load on submit.
 */
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

/** The notice title for a validation message ('Required fields' or 'Invalid email'). */
export const newsletterNoticeTitle = (message: string): string =>
  message === NEWSLETTER_TEXT.requiredText
    ? NEWSLETTER_TEXT.requiredTitle
    : message === NEWSLETTER_TEXT.invalidText
      ? NEWSLETTER_TEXT.invalidTitle
      : NEWSLETTER_TEXT.errorTitle
