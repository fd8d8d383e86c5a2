/**
 * The contact form (name ≥ 2, a valid email, subject ≥ 3, message ≥ 10), shared by
 * the /contact form and POST /api/contact. `website` is the honeypot: people leave it empty
 * (it is hidden), bots fill it in.
 */
import { validEmail, z } from '@/lib/zod'
import { CONTACT_LIMITS, CONTACT_TEXT } from '@/schemas/contactCopy'

export { CONTACT_LIMITS, CONTACT_TEXT }

export const contactSchema = z.object({
  name: z
    .string({ error: 'Please enter your name' })
    .trim()
    .min(2, 'Please enter your name')
    .max(CONTACT_LIMITS.name, `Please keep your name under ${CONTACT_LIMITS.name} characters`),
  email: validEmail('Please enter a valid email'),
  subject: z
    .string({ error: 'Please enter a subject' })
    .trim()
    .min(3, 'Please enter a subject')
    .max(CONTACT_LIMITS.subject, `Please keep the subject under ${CONTACT_LIMITS.subject} characters`),
  message: z
    .string({ error: 'Please enter a message (at least 10 characters)' })
    .trim()
    .min(10, 'Please enter a message (at least 10 characters)')
    .max(CONTACT_LIMITS.message, `Please keep your message under ${CONTACT_LIMITS.message} characters`),
  website: z.string().max(500).optional(),
})

export type ContactInput = z.infer<typeof contactSchema>
export type ContactFormValues = z.input<typeof contactSchema>
