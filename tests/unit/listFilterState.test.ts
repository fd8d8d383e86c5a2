import { describe, expect, it } from 'vitest'

import { faqState, glossaryState, paramsOf, poseState } from '@/lib/listFilterState'
import { tagLabel } from '@/lib/tagLabel'

describe('tag labels', () => {
  it('reads a slug as words', () => {
    expect(tagLabel('getting-started')).toBe('Getting started')
    expect(tagLabel('breath')).toBe('Breath')
    expect(tagLabel('heart_opening')).toBe('Heart opening')
    expect(tagLabel('ai-discovered')).toBe('AI-discovered')
  })
})

describe('list filters in the URL', () => {
  it('round-trips the glossary filters and leaves "all" out', () => {
    const state = glossaryState.fromParams(new URLSearchParams('tag=breath&letter=p&search=pra'))
    expect(state).toEqual({ search: 'pra', tag: 'breath', letter: 'P' })
    expect(glossaryState.toQuery(state)).toBe('search=pra&tag=breath&letter=P')
    expect(glossaryState.toQuery({ search: '  ', tag: 'all', letter: 'all' })).toBe('')
    expect(glossaryState.fromParams(new URLSearchParams('letter=ab')).letter).toBe('all')
  })

  it('reads the FAQ topic', () => {
    expect(faqState.fromParams(new URLSearchParams('topic=getting-started'))).toEqual({ search: '', topic: 'getting-started' })
    expect(faqState.toQuery({ search: '', topic: 'health' })).toBe('topic=health')
  })

  it('drops an unknown pose category or difficulty instead of failing', () => {
    expect(poseState.fromParams(new URLSearchParams('category=inversion&difficulty=expert'))).toEqual({
      search: '',
      category: 'inversion',
      difficulty: 'all',
    })
  })

  it("reads Next's searchParams object, repeated values too", () => {
    expect(paramsOf({ tag: ['a', 'b'], letter: 'P', none: undefined }).toString()).toBe('tag=a&tag=b&letter=P')
  })
})
