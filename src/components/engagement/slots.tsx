/**
 * Places the engagement features fill: the floating page-feedback button ('Improve this page')
 * and the newsletter signup block in its three looks.
 */
export { FeedbackSlot } from '@/components/feedback/FeedbackSlot'
export { NewsletterSlot } from '@/components/newsletter/NewsletterSlot'
