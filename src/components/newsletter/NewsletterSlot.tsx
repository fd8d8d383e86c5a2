/** The newsletter signup block in its three looks (issue 7). */
export function NewsletterSlot(_props: { look: 'inline' | 'footer' | 'default' }) {
  return null
}
