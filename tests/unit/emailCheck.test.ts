import { describe, expect, it } from 'vitest'

import { checkEmail, optionalEmailIsValid } from '@/lib/emailCheck'
import { donationIntentSchema, manageLinkSchema } from '@/schemas/donation'

const samples = [
  '',
  ' ',
  'a@b.co',
  ' a@b.co ',
  'first.last@example.org',
  "o'brien+yoga@mail.example.com",
  'a@b',
  'a@b.c',
  '@b.co',
  'a@.co',
  'a..b@b.co',
  '.a@b.co',
  'a.@b.co',
  'a@b..co',
  'a@-b.co',
  'a b@b.co',
  'ünï@b.co',
  'a@b.co\n',
  `${'a'.repeat(243)}@example.org`,
  `${'a'.repeat(242)}@example.org`,
  'name@sub-domain.example.museum',
  'a@b.c0',
]

describe('the browser e-mail checks answer as the zod schemas do', () => {
  it.each(samples)('%j', (text) => {
    expect(optionalEmailIsValid(text)).toBe(donationIntentSchema.shape.email.safeParse(text).success)
    const parsed = manageLinkSchema.safeParse({ email: text })
    expect(checkEmail(text)).toBe(parsed.success ? parsed.data.email : null)
  })
})
