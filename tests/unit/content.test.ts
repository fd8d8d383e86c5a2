/** The seed library's quality rules (issue: Content). */
import { describe, expect, it } from 'vitest'

import { exampleEvents } from '@/seed/data/events'
import { faqs } from '@/seed/data/faqs'
import { glossaryTerms } from '@/seed/data/glossary'
import { ideas } from '@/seed/data/ideas'
import { poses } from '@/seed/data/poses'
import { teamMembers } from '@/seed/data/team'
import {
  ACCESSIBILITY,
  DURATION_TYPES,
  EVENT_TAGS,
  EVENT_TYPES,
  EXPERIENCE_LEVELS,
  FAQ_TAGS,
  GLOSSARY_TAGS,
  LOCATION_TYPES,
  POSE_CATEGORIES,
  POSE_TAGS,
  YOGA_STYLES,
  DIFFICULTIES,
} from '@/seed/types'
import { SLUG_PATTERN } from '@/fields/slug'

const unique = (values: string[]) => new Set(values).size === values.length

describe('glossary', () => {
  const slugs = new Set(glossaryTerms.map((t) => t.slug))

  it('holds at least 60 distinct terms with valid slugs', () => {
    expect(glossaryTerms.length).toBeGreaterThanOrEqual(60)
    expect(unique(glossaryTerms.map((t) => t.slug))).toBe(true)
    expect(unique(glossaryTerms.map((t) => t.term.toLowerCase()))).toBe(true)
    for (const t of glossaryTerms) expect(t.slug).toMatch(SLUG_PATTERN)
  })

  it('gives every term Devanagari, IAST and a respelling', () => {
    for (const t of glossaryTerms) {
      expect(t.sanskrit, t.slug).toMatch(/^[\u0900-\u097F\s]+$/)
      expect(t.transliteration, t.slug).toMatch(/^[a-zA-Zāīūṛṝḷṅñṭḍṇśṣṃḥ\s'-]+$/)
      expect(t.pronunciation, t.slug).toMatch(/[A-Z]/)
    }
  })

  it('links only to terms that exist and tags only from the vocabulary', () => {
    for (const t of glossaryTerms) {
      for (const related of t.related) {
        expect(slugs.has(related), `${t.slug} → ${related}`).toBe(true)
        expect(related).not.toBe(t.slug)
      }
      for (const tag of t.tags) expect(GLOSSARY_TAGS, t.slug).toContain(tag)
      expect(t.examples.length, t.slug).toBeGreaterThanOrEqual(1)
      expect(t.examples.length, t.slug).toBeLessThanOrEqual(3)
    }
  })

  it('covers the eight limbs, the yamas and the niyamas', () => {
    const required = [
      'yama', 'niyama', 'asana', 'pranayama', 'pratyahara', 'dharana', 'dhyana', 'samadhi',
      'ahimsa', 'satya', 'asteya', 'brahmacharya', 'aparigraha',
      'saucha', 'santosha', 'tapas', 'svadhyaya', 'ishvara-pranidhana',
    ]
    for (const slug of required) expect(slugs.has(slug), slug).toBe(true)
  })
})

describe('faq', () => {
  it('holds at least 24 distinct questions with answers, tips and known tags', () => {
    expect(faqs.length).toBeGreaterThanOrEqual(24)
    expect(unique(faqs.map((f) => f.slug))).toBe(true)
    for (const f of faqs) {
      expect(f.question.endsWith('?'), f.slug).toBe(true)
      expect(f.shortAnswer.length, f.slug).toBeGreaterThan(20)
      expect(f.longAnswer.length, f.slug).toBeGreaterThan(f.shortAnswer.length)
      expect(f.tips.length, f.slug).toBeGreaterThanOrEqual(1)
      for (const tag of f.tags) expect(FAQ_TAGS, f.slug).toContain(tag)
    }
  })

  it('sends every health question to a qualified professional', () => {
    for (const f of faqs.filter((f) => f.tags.includes('health'))) {
      expect(`${f.longAnswer} ${f.tips.join(' ')}`, f.slug).toMatch(
        /doctor|physiotherapist|midwife|health ?care|medical|professional|GP/i,
      )
    }
  })
})

describe('poses', () => {
  const slugs = new Set(poses.map((p) => p.slug))

  it('holds at least 24 distinct poses in every category and difficulty', () => {
    expect(poses.length).toBeGreaterThanOrEqual(24)
    expect(unique(poses.map((p) => p.slug))).toBe(true)
    expect(new Set(poses.map((p) => p.category))).toEqual(new Set(POSE_CATEGORIES))
    expect(new Set(poses.map((p) => p.difficulty))).toEqual(new Set(DIFFICULTIES))
  })

  it('gives every pose 4 to 8 steps, a contraindication, a period duration and known tags', () => {
    for (const p of poses) {
      expect(p.instructions.length, p.slug).toBeGreaterThanOrEqual(4)
      expect(p.instructions.length, p.slug).toBeLessThanOrEqual(8)
      expect(p.contraindications.length, p.slug).toBeGreaterThanOrEqual(1)
      expect(p.duration, p.slug).toMatch(/^PT(\d+M)?(\d+S)?$/)
      expect(p.sanskritName, p.slug).toMatch(/[āīūṛṅñṭḍṇśṣṃḥ]/)
      for (const tag of p.tags) expect(POSE_TAGS, p.slug).toContain(tag)
    }
  })

  it('links preparatory and follow-up poses that exist', () => {
    for (const p of poses) {
      for (const other of [...p.preparatoryPoses, ...p.followUpPoses]) {
        expect(slugs.has(other), `${p.slug} → ${other}`).toBe(true)
        expect(other).not.toBe(p.slug)
      }
    }
  })
})

describe('example events', () => {
  it('cover every type, place kind, duration and level, free and paid', () => {
    expect(new Set(exampleEvents.map((e) => e.eventType))).toEqual(new Set(EVENT_TYPES))
    expect(new Set(exampleEvents.map((e) => e.locationType))).toEqual(new Set(LOCATION_TYPES))
    expect(new Set(exampleEvents.map((e) => e.durationType))).toEqual(new Set(DURATION_TYPES))
    expect(new Set(exampleEvents.map((e) => e.experienceLevel))).toEqual(new Set(EXPERIENCE_LEVELS))
    expect(new Set(exampleEvents.flatMap((e) => e.yogaStyles))).toEqual(new Set(YOGA_STYLES))
    expect(new Set(exampleEvents.flatMap((e) => e.accessibility))).toEqual(new Set(ACCESSIBILITY))
    expect(new Set(exampleEvents.map((e) => e.isFree))).toEqual(new Set([true, false]))
  })

  it('are tagged example, two or more ai-discovered, in real time zones, upcoming', () => {
    expect(unique(exampleEvents.map((e) => e.slug))).toBe(true)
    expect(exampleEvents.filter((e) => e.tags.includes('ai-discovered')).length).toBeGreaterThanOrEqual(2)
    for (const e of exampleEvents) {
      expect(e.tags, e.slug).toContain('example')
      for (const tag of e.tags) expect(EVENT_TAGS, e.slug).toContain(tag)
      expect(() => new Intl.DateTimeFormat('en', { timeZone: e.timeZone }), e.slug).not.toThrow()
      expect(e.startInDays, e.slug).toBeGreaterThan(0)
      expect(e.endInDays, e.slug).toBeGreaterThanOrEqual(e.startInDays)
      if (e.registrationUrl) expect(e.registrationUrl).toMatch(/^https:\/\/example\.org\//)
    }
    expect(new Set(exampleEvents.map((e) => e.countryCode).filter(Boolean)).size).toBeGreaterThanOrEqual(3)
  })

  it('each offer a way to join: a registration link or an organiser e-mail at example.org', () => {
    for (const e of exampleEvents) {
      expect(Boolean(e.registrationUrl || e.organizerEmail), e.slug).toBe(true)
      if (e.organizerEmail) expect(e.organizerEmail, e.slug).toMatch(/^[a-z0-9.-]+@example\.org$/)
    }
    // Both kinds occur, so the detail page's 'Contact organizer' has an example to show.
    expect(exampleEvents.some((e) => e.organizerEmail && !e.registrationUrl)).toBe(true)
    expect(exampleEvents.some((e) => e.registrationUrl)).toBe(true)
  })
})

describe('ideas and team', () => {
  it('has planned and backlog ideas and five team members without invented contacts', () => {
    expect(ideas.length).toBeGreaterThanOrEqual(8)
    expect(new Set(ideas.map((i) => i.status))).toEqual(new Set(['planned', 'backlog']))
    for (const i of ideas) expect(i.impactScore).toBeGreaterThanOrEqual(1)
    expect(teamMembers).toHaveLength(5)
    for (const m of teamMembers) expect(m.linkedin ?? '').toBe('')
  })

  it('gives every team member a finished bio: nothing addressed to editors', () => {
    for (const m of teamMembers) {
      expect(m.bio.length).toBeGreaterThan(80)
      expect(m.bio).not.toMatch(/placeholder|replace this|lorem|todo|tbd|\[.*\]/i)
    }
  })
})

describe('no invented external identifiers', () => {
  it('carries no image URLs or video ids in any content file', () => {
    const all = JSON.stringify({ glossaryTerms, faqs, poses, exampleEvents, ideas, teamMembers })
    expect(all).not.toMatch(/youtube\.com|youtu\.be|\.(png|jpe?g|webp|gif)\b/i)
  })
})
