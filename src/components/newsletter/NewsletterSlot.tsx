import { NewsletterSignup, type NewsletterLook } from '@/components/newsletter/NewsletterSignup'

/** The newsletter signup block in its three looks: inline, footer, default. */
export function NewsletterSlot({ look, title, description }: { look: NewsletterLook; title?: string; description?: string }) {
  return <NewsletterSignup look={look} title={title} description={description} />
}
