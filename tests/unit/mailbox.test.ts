import { describe, expect, it } from 'vitest'

import { mailboxKey, normaliseMailbox } from '@/lib/mailbox'

describe('normaliseMailbox', () => {
  it('lower-cases and drops a +tag from any address', () => {
    expect(normaliseMailbox('  Ada+News@Example.ORG ')).toBe('ada@example.org')
    expect(normaliseMailbox('ada+a+b@example.org')).toBe('ada@example.org')
    expect(normaliseMailbox('ada.lovelace@example.org')).toBe('ada.lovelace@example.org')
  })

  it('ignores dots for Gmail-style domains and reads googlemail.com as gmail.com', () => {
    const variants = ['ada.lovelace@gmail.com', 'A.D.A.Lovelace+x@GMAIL.com', 'adalovelace+y@googlemail.com', 'a.d.a.l.o.v.e.l.a.c.e@gmail.com.']
    expect(new Set(variants.map(normaliseMailbox))).toEqual(new Set(['adalovelace@gmail.com']))
  })

  it('keeps a local part that is only a tag, and anything without an @', () => {
    expect(normaliseMailbox('+tag@example.org')).toBe('+tag@example.org')
    expect(normaliseMailbox('Nonsense')).toBe('nonsense')
  })

  it('gives one rate-limit key per mailbox', () => {
    expect(mailboxKey('Ada.Lovelace+1@gmail.com')).toBe(mailboxKey('adalovelace@googlemail.com'))
    expect(mailboxKey('ada@example.org')).not.toBe(mailboxKey('ada@example.com'))
  })
})
