import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { searchEntryOf } from '@/collections/Search/beforeSync'
import { ResultItem } from '@/components/search/ResultItem'
import { parseSearchParams } from '@/schemas/search'
import { correctedQuery, queryWords, snippetOf } from '@/services/content/search'

const marked = ({ text, marks }: { text: string; marks: [number, number][] }) =>
  marks.map(([from, to]) => text.slice(from, to))

describe('snippetOf', () => {
  it('marks every occurrence of each query word, ignoring case and diacritics', () => {
    const snippet = snippetOf('asana', ['Āsana means seat; every asana is a posture.'])
    expect(snippet.text).toBe('Āsana means seat; every asana is a posture.')
    expect(marked(snippet)).toEqual(['Āsana', 'asana'])
  })

  it('uses the first text that matches and cuts long text around the match', () => {
    const long = `${'Quiet words about practice. '.repeat(12)}Here the breath slows down. ${'More quiet words. '.repeat(12)}`
    const snippet = snippetOf('breath', ['No match in the short text.', long])
    expect(snippet.text.startsWith('…')).toBe(true)
    expect(snippet.text.endsWith('…')).toBe(true)
    expect(snippet.text.length).toBeLessThanOrEqual(182)
    expect(marked(snippet)).toEqual(['breath'])
  })

  it('keeps list items apart', () => {
    expect(snippetOf('calm', ['Rests the body\n\nCalms the mind']).text).toBe('Rests the body · Calms the mind')
  })

  it('marks words that start with the query, not the middle of other words', () => {
    expect(marked(snippetOf('arm', ['Warm your arms first']))).toEqual(['arm'])
    expect(marked(snippetOf('pose', ['Exposed? Hold the pose']))).toEqual(['pose'])
  })

  it('falls back to the start of the first text without marks (a typo match)', () => {
    expect(snippetOf('trikonasna', ['Builds strength.', 'Step one.'])).toEqual({ text: 'Builds strength.', marks: [] })
  })

  it('keeps offsets right after characters that fold to several letters or none', () => {
    const snippet = snippetOf('sirsasana', ['Sālamba Śīrṣāsana, the supported headstand'])
    expect(marked(snippet)).toEqual(['Śīrṣāsana'])
  })
})

describe('queryWords', () => {
  it('keeps letters of any script, digits and marks, and nothing that could be syntax', () => {
    expect(queryWords("it's & | ! (x) <-> 'y'")).toEqual(['it', 's', 'x', 'y'])
    expect(queryWords('योग आसन')).toEqual(['योग', 'आसन'])
    expect(queryWords('%%% ___')).toEqual([])
  })
})

describe('correctedQuery', () => {
  it('replaces the words at the positions queryWords gives them, keeping everything between', () => {
    expect(correctedQuery('Deep breathng, slowly!', [[2, 'breathing']])).toBe('Deep breathing, slowly!')
    // one-letter words and digits count as words
    expect(correctedQuery('a 1 postrue', [[3, 'posture']])).toBe('a 1 posture')
    expect(correctedQuery("it's balanse", [[3, 'balance']])).toBe("it's balance")
    expect(correctedQuery('breathng postrue', [[1, 'breathing'], [2, 'posture']])).toBe('breathing posture')
  })

  it('leaves a query without corrections as it is', () => {
    expect(correctedQuery('  savasana  ', [])).toBe('  savasana  ')
  })
})

describe('parseSearchParams', () => {
  const parse = (query: string) => parseSearchParams(new URLSearchParams(query))
  it('normalizes the query and defaults type to all', () => {
    expect(parse('q=%20%20down%20%20%20dog%20')).toEqual({ q: 'down dog' })
    expect(parse('q=yoga&type=poses')).toEqual({ q: 'yoga', type: 'poses' })
    expect(parse('q=yoga&type=all')).toEqual({ q: 'yoga' })
    // NFC: "a" + combining macron becomes "ā"
    expect(parse('q=a%CC%84sana').q).toBe('āsana')
  })
  it.each([['q='], ['q=%20'], [`q=${'x'.repeat(201)}`], ['q=yoga&type=Poses'], ['type=poses']])('rejects %s', (query) => {
    expect(() => parse(query)).toThrowError()
  })
})

describe('searchEntryOf', () => {
  it('splits a pose into weighted text and keeps its public fields', () => {
    const entry = searchEntryOf('poses', {
      id: 7,
      slug: 'corpse-pose',
      englishName: 'Corpse Pose',
      sanskritName: 'Śavāsana',
      transliteration: 'Savasana',
      category: 'restorative',
      difficulty: 'beginner',
      benefits: [{ text: 'Rests the body' }],
      instructions: [{ text: 'Lie down.' }],
      tags: ['rest'],
    })
    expect(entry).toMatchObject({
      kind: 'poses',
      title: 'Corpse Pose',
      altNames: 'Śavāsana\nSavasana',
      shortText: 'Rests the body',
      tags: 'rest Restorative',
      longText: 'Lie down.',
      endsAt: null,
      result: { id: 7, slug: 'corpse-pose', englishName: 'Corpse Pose', sanskritName: 'Śavāsana', benefits: ['Rests the body'], difficulty: 'beginner' },
    })
  })

  it('gives events an end so past ones drop out, and ignores other collections', () => {
    const entry = searchEntryOf('events', { id: 1, slug: 'e', title: 'E', description: 'D', startDate: '2030-01-01T10:00:00.000Z' })
    expect(entry?.endsAt).toBe('2030-01-01T10:00:00.000Z')
    expect(searchEntryOf('users', { id: 1 })).toBeNull()
  })
})

describe('ResultItem', () => {
  it('shows at most 3 tags of a result, as labels', () => {
    const hit = {
      id: 1,
      slug: 'savasana',
      term: 'Savasana',
      sanskrit: '',
      shortDef: 'Corpse pose.',
      tags: ['one', 'two', 'three', 'four', 'five'],
      snippet: { text: 'Corpse pose.', marks: [] },
      titleMarks: [],
    }
    const html = renderToStaticMarkup(createElement(ResultItem, { kind: 'glossary', hit }))
    const tags = html.match(/data-testid="result-tags">(.*?)<\/span><\/span>/)?.[1] ?? html
    expect(tags.replace(/<[^>]+>/g, '|').split('|').filter(Boolean)).toEqual(['One', 'Two', 'Three'])
    expect(html).not.toContain('Four')
  })
})
