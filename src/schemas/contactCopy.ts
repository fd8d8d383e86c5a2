/**
 * The contact form's texts and limits, kept apart from its rules in contact.ts so the
 * /contact page shows the form without loading zod; the rules load on the first submit.
 */
export const CONTACT_TEXT = {
  button: 'Send Message',
  pending: 'Sending...',
  successTitle: 'Message Sent! 🙏',
  successText: "Thank you for reaching out. We'll respond within 48 hours.",
  errorTitle: 'Error',
  errorText: 'Failed to send message. Please try again.',
  failure: 'Failed to send message',
} as const

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const
