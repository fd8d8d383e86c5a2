import { describe, expect, it } from 'vitest'

import { SLUG_PATTERN, slugify } from '@/fields/slug'

describe('slugify', () => {
  it('folds diacritics and punctuation into lowercase kebab-case', () => {
    expect(slugify('Adho Mukha Śvānāsana')).toBe('adho-mukha-svanasana')
    expect(slugify("  What's a bandha?  ")).toBe('what-s-a-bandha')
    expect(slugify('Īśvara Praṇidhāna')).toBe('isvara-pranidhana')
  })

  it('always yields something the slug pattern accepts, or an empty string', () => {
    for (const input of ['Warrior II', '--a--b--', 'ॐ', '100% Yoga!']) {
      const slug = slugify(input)
      expect(slug === '' || SLUG_PATTERN.test(slug)).toBe(true)
    }
    expect(slugify('ॐ')).toBe('')
  })
})
