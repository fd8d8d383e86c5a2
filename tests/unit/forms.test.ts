import { describe, expect, it } from 'vitest'

import { renderMail } from '@/integrations/email/templates'
import { contactSchema } from '@/schemas/contact'
import { feedbackFormSchema } from '@/schemas/feedback'
import { NEWSLETTER_TEXT, newsletterNoticeTitle, newsletterSchema } from '@/schemas/newsletter'

describe('the newsletter form rules (SPEC §5)', () => {
  const firstMessage = (input: unknown) => {
    const result = newsletterSchema.safeParse(input)
    return result.success ? null : result.error.issues[0]!.message
  }

  it('needs a name and an email after trimming, and an @ in the email; nothing more', () => {
    expect(firstMessage({ name: ' ', email: 'a@b.org' })).toBe(NEWSLETTER_TEXT.requiredText)
    expect(firstMessage({ name: 'Ada', email: '' })).toBe(NEWSLETTER_TEXT.requiredText)
    expect(firstMessage({ name: 'Ada', email: 'ada.example.org' })).toBe(NEWSLETTER_TEXT.invalidText)
    expect(firstMessage({ name: 'Ada', email: 'ada@x' })).toBeNull()
    expect(newsletterSchema.parse({ name: '  Ada ', email: ' ada@example.org ' })).toEqual({ name: 'Ada', email: 'ada@example.org' })
  })

  it('names each notice as SPEC does', () => {
    expect(newsletterNoticeTitle(NEWSLETTER_TEXT.requiredText)).toBe('Required fields')
    expect(newsletterNoticeTitle(NEWSLETTER_TEXT.invalidText)).toBe('Invalid email')
    expect(newsletterNoticeTitle('Please keep your name under 100 characters.')).toBe('Error')
  })
})

describe('the contact and feedback form rules (SPEC §5)', () => {
  it('contact: the four messages at their limits', () => {
    const base = { name: 'Al', email: 'al@example.org', subject: 'Hey', message: '0123456789' }
    expect(contactSchema.safeParse(base).success).toBe(true)
    const message = (override: object) => contactSchema.safeParse({ ...base, ...override }).error?.issues[0]?.message
    expect(message({ name: 'A ' })).toBe('Please enter your name')
    expect(message({ email: 'al@' })).toBe('Please enter a valid email')
    expect(message({ subject: 'Hi' })).toBe('Please enter a subject')
    expect(message({ message: '012345678 ' })).toBe('Please enter a message (at least 10 characters)')
  })

  it('feedback: a rating from the list; an empty e-mail, category or severity is fine', () => {
    expect(feedbackFormSchema.safeParse({}).error?.issues[0]?.message).toBe('Please select a rating')
    expect(feedbackFormSchema.parse({ rating: 'met', email: '', category: '', severity: '' })).toMatchObject({ rating: 'met', email: '' })
    expect(feedbackFormSchema.safeParse({ rating: 'met', email: 'x@' }).error?.issues[0]?.message).toBe('Please enter a valid email')
  })
})

describe('mail templates', () => {
  const mail = renderMail({
    siteName: 'Yoga Commons',
    heading: 'Hello <Ada>',
    paragraphs: ['Tom & Jerry say "hi"'],
    action: { label: 'Confirm', url: 'https://example.org/c?token=a&b=1' },
    footer: [{ text: 'Not you?', link: { label: 'Unsubscribe', url: 'https://example.org/u?token=x' } }],
  })

  it('writes a text part with every link spelled out and the site name', () => {
    expect(mail.text).toContain('Hello <Ada>')
    expect(mail.text).toContain('Confirm: https://example.org/c?token=a&b=1')
    expect(mail.text).toContain('Not you? Unsubscribe: https://example.org/u?token=x')
    expect(mail.text).toContain('Yoga Commons')
  })

  it('escapes everything it puts into the HTML part', () => {
    expect(mail.html).toContain('Hello &lt;Ada&gt;')
    expect(mail.html).toContain('Tom &amp; Jerry say &quot;hi&quot;')
    expect(mail.html).toContain('href="https://example.org/c?token=a&amp;b=1"')
    expect(mail.html).not.toContain('<Ada>')
  })
})
