import { describe, expect, it } from 'vitest'

import {
  faqCountLine,
  filterFaqs,
  filterPoses,
  filterTerms,
  filterVideos,
  fold,
  glossaryCountLine,
  groupByChannel,
  groupByLetter,
  initialOf,
  topChannels,
} from '@/lib/filters'
import type { FaqSummary } from '@/services/content/faq'
import type { GlossaryTermSummary } from '@/services/content/glossary'
import type { PoseSummary } from '@/services/content/poses'
import type { VideoItem } from '@/services/content/videos'

const term = (t: Partial<GlossaryTermSummary> & { term: string }): GlossaryTermSummary => ({
  id: 1,
  slug: fold(t.term).replace(/\s+/g, '-'),
  sanskrit: '',
  transliteration: '',
  pronunciation: '',
  shortDef: '',
  tags: [],
  ...t,
})

const terms = [
  term({ term: 'Āsana', shortDef: 'A posture.', tags: ['practice', 'body'] }),
  term({ term: 'Prāṇāyāma', shortDef: 'Breath regulation.', tags: ['breath', 'practice'] }),
  term({ term: 'Pratyahara', shortDef: 'Withdrawal of the senses.', tags: ['mind'] }),
  term({ term: 'Śavāsana', shortDef: 'Corpse pose, the final rest.', tags: ['practice'] }),
]

describe('glossary filters', () => {
  it('search ignores case and diacritics over term, short definition and tags', () => {
    expect(filterTerms(terms, { search: 'asana' }).map((t) => t.term)).toEqual(['Āsana', 'Śavāsana'])
    expect(filterTerms(terms, { search: 'PRANAYAMA' }).map((t) => t.term)).toEqual(['Prāṇāyāma'])
    expect(filterTerms(terms, { search: 'senses' }).map((t) => t.term)).toEqual(['Pratyahara'])
    expect(filterTerms(terms, { search: 'breath' }).map((t) => t.term)).toEqual(['Prāṇāyāma'])
    expect(filterTerms(terms, { search: '   ' })).toHaveLength(4)
  })

  it('combines tag and first-letter filters with AND; "all" clears a filter', () => {
    expect(filterTerms(terms, { tag: 'practice', letter: 'P' }).map((t) => t.term)).toEqual(['Prāṇāyāma'])
    expect(filterTerms(terms, { tag: 'all', letter: 'all' })).toHaveLength(4)
    expect(filterTerms(terms, { search: 'rest', tag: 'mind' })).toHaveLength(0)
  })

  it('files terms under their unaccented first letter, in order', () => {
    expect(initialOf('Śavāsana')).toBe('S')
    expect(initialOf('ॐ')).toBe('#')
    expect(groupByLetter(terms).map((g) => [g.letter, g.terms.map((t) => t.term)])).toEqual([
      ['A', ['Āsana']],
      ['P', ['Prāṇāyāma', 'Pratyahara']],
      ['S', ['Śavāsana']],
    ])
  })

  it("words the count line as SPEC does", () => {
    expect(glossaryCountLine(1, {})).toBe('1 term')
    expect(glossaryCountLine(12, { tag: 'all', letter: 'all' })).toBe('12 terms')
    expect(glossaryCountLine(3, { tag: 'breath' })).toBe('3 terms in "Breath"')
    expect(glossaryCountLine(2, { tag: 'breath', letter: 'P' })).toBe('2 terms in "Breath" starting with "P"')
    expect(glossaryCountLine(0, { letter: 'Q' })).toBe('0 terms starting with "Q"')
  })
})

describe('faq filters', () => {
  const faq = (f: Partial<FaqSummary> & { question: string }): FaqSummary => ({
    id: 1,
    slug: 's',
    shortAnswer: '',
    longAnswer: '',
    tags: [],
    ...f,
  })
  const faqs = [
    faq({ question: 'What should I wear?', shortAnswer: 'Comfortable clothes.', tags: ['getting-started'] }),
    faq({ question: 'Can I practise when pregnant?', longAnswer: 'Ask your midwife first.', tags: ['health'] }),
  ]
  it('searches question, short answer, long answer and tags; filters by topic', () => {
    expect(filterFaqs(faqs, { search: 'midwife' }).map((f) => f.question)).toEqual(['Can I practise when pregnant?'])
    expect(filterFaqs(faqs, { search: 'CLOTHES' })).toHaveLength(1)
    expect(filterFaqs(faqs, { search: 'getting' })).toHaveLength(1)
    expect(filterFaqs(faqs, { tag: 'health', search: 'wear' })).toHaveLength(0)
    expect(faqCountLine(2, { tag: 'all' })).toBe('2 questions')
    expect(faqCountLine(1, { tag: 'health' })).toBe('1 question in "Health"')
  })
  it("narrows the list's cards (no long answers) on what they hold", () => {
    const cards = faqs.map(({ id, slug, question, shortAnswer, tags }) => ({ id, slug, question, shortAnswer, tags }))
    expect(filterFaqs(cards, { search: 'midwife' })).toHaveLength(0)
    expect(filterFaqs(cards, { search: 'pregnant' }).map((f) => f.slug)).toEqual(['s'])
  })
})

describe('pose filters', () => {
  const pose = (p: Partial<PoseSummary> & { englishName: string }): PoseSummary => ({
    id: 1,
    slug: 's',
    sanskritName: '',
    transliteration: '',
    category: 'standing',
    difficulty: 'beginner',
    duration: 'PT1M',
    benefits: [],
    tags: [],
    ...p,
  })
  const poses = [
    pose({ englishName: 'Corpse Pose', sanskritName: 'Śavāsana', category: 'restorative' }),
    pose({ englishName: 'Crow Pose', sanskritName: 'Bakāsana', category: 'balancing', difficulty: 'advanced', tags: ['core'] }),
    pose({ englishName: 'Mountain Pose', sanskritName: 'Tāḍāsana', tags: ['grounding'] }),
  ]
  it('searches English name, Sanskrit name (without diacritics) and tags', () => {
    expect(filterPoses(poses, { search: 'savasana' }).map((p) => p.englishName)).toEqual(['Corpse Pose'])
    expect(filterPoses(poses, { search: 'core' }).map((p) => p.englishName)).toEqual(['Crow Pose'])
    expect(filterPoses(poses, { search: 'mountain' })).toHaveLength(1)
  })
  it('combines category and difficulty', () => {
    expect(filterPoses(poses, { category: 'balancing', difficulty: 'advanced' })).toHaveLength(1)
    expect(filterPoses(poses, { category: 'balancing', difficulty: 'beginner' })).toHaveLength(0)
    expect(filterPoses(poses, { category: 'all', difficulty: 'all' })).toHaveLength(3)
  })
})

describe('video filters', () => {
  const video = (v: Partial<VideoItem> & { videoId: string }): VideoItem => ({
    id: 1,
    title: v.videoId,
    description: '',
    channelName: '',
    channelId: '',
    thumbnailUrl: '',
    duration: '',
    viewCount: 0,
    publishedAt: null,
    ...v,
  })
  const videos = [
    video({ videoId: 'a', channelName: 'Calm Studio', title: 'Morning flow' }),
    video({ videoId: 'b', channelName: 'Calm Studio', description: 'Breathing basics' }),
    video({ videoId: 'c', channelName: 'Breath Lab' }),
    video({ videoId: 'd', channelName: '  ' }),
  ]
  it('groups by channel, biggest first, with a missing channel as "Unknown Channel"', () => {
    expect(groupByChannel(videos).map((g) => [g.channel, g.videos.length])).toEqual([
      ['Calm Studio', 2],
      ['Breath Lab', 1],
      ['Unknown Channel', 1],
    ])
  })
  it('lists at most 10 channel buttons with their counts', () => {
    const many = Array.from({ length: 14 }, (_, i) => video({ videoId: String(i), channelName: `Channel ${i}` }))
    expect(topChannels(many)).toHaveLength(10)
    expect(topChannels(videos)[0]).toEqual({ channel: 'Calm Studio', count: 2 })
  })
  it('searches title, description and channel, and filters by channel', () => {
    expect(filterVideos(videos, { search: 'breath' }).map((v) => v.videoId)).toEqual(['b', 'c'])
    expect(filterVideos(videos, { channel: 'Unknown Channel' }).map((v) => v.videoId)).toEqual(['d'])
  })
})
