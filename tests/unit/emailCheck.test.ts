import { email } from 'payload/shared'
import { describe, expect, it } from 'vitest'

import { checkEmail, optionalEmailIsValid } from '@/lib/emailCheck'
import { donationIntentSchema, manageLinkSchema } from '@/schemas/donation'
import { newsletterRequestSchema } from '@/schemas/newsletter'

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

describe("one e-mail check: what the schemas take, Payload's own email field takes", () => {
  // Payload's validator as its fields run it (a collection without auth, an optional field)
  const payloadTakes = (value: string) =>
    email(value, { req: { payload: { collections: {}, config: { collections: [] } }, t: (key: string) => key }, required: false } as never) === true
  const shapes = [...samples, 'x@localhost', 'x@y.z', 'x@[127.0.0.1]', 'x@a-.com', '"q"@example.org', 'a@b-.co', 'a@ex--ample.com', 'a+b@c.io']
  it.each(shapes)('%j', (text) => {
    const taken = checkEmail(text)
    if (taken !== null) expect(payloadTakes(taken)).toBe(true)
  })
  it('refuses the shapes that once reached Payload and became 500s', () => {
    for (const text of ['x@localhost', 'a..b@c.com', 'x@y.z', 'x@[127.0.0.1]', 'x@a-.com']) {
      expect(checkEmail(text)).toBeNull()
      expect(manageLinkSchema.safeParse({ email: text }).success).toBe(false)
      expect(newsletterRequestSchema.safeParse({ name: 'x', email: text }).success).toBe(false)
    }
    expect(newsletterRequestSchema.safeParse({ name: 'x', email: 'x@example.org' }).success).toBe(true)
  })
})
