import { describe, expect, it } from 'vitest'

import { iastToDevanagari } from '@/lib/iast'

describe('iastToDevanagari', () => {
  it.each([
    ['Tāḍāsana', 'ताडासन'],
    ['Vīrabhadrāsana II', 'वीरभद्रासन'],
    ['Utthita Trikoṇāsana', 'उत्थित त्रिकोणासन'],
    ['Vṛkṣāsana', 'वृक्षासन'],
    ['Bhujaṅgāsana', 'भुजङ्गासन'],
    ['Adho Mukha Śvānāsana', 'अधो मुख श्वानासन'],
    ['Paścimottānāsana', 'पश्चिमोत्तानासन'],
    ['Piñcha Mayūrāsana', 'पिञ्छ मयूरासन'],
    ['yoga', 'योग'],
    ['aṣṭāṅga', 'अष्टाङ्ग'],
    ['Oṃ', 'ओं'],
  ])('%s → %s', (iast, devanagari) => {
    expect(iastToDevanagari(iast)).toBe(devanagari)
  })

  it('is null for text that is not IAST', () => {
    expect(iastToDevanagari('Quick fox')).toBeNull()
    expect(iastToDevanagari('')).toBeNull()
  })
})
