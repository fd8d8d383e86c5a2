/**
 * Places the engagement issue fills: the floating page-feedback button ('Improve this page') and
 * the newsletter signup block in its three looks. Until then they render nothing.
 */
export function FeedbackSlot() {
  return null
}

export function NewsletterSlot(_props: { look: 'inline' | 'footer' | 'default' }) {
  return null
}
