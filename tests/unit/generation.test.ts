/** The pure parts of generation and curation. */
import { describe, expect, it } from 'vitest'

import { taskNote } from '@/components/generation/GenerationProvider'
import { taskSpec } from '@/lib/generationTasks'
import { imageEstimate, openaiSettings, pronunciationInstruction, SPEECH_INPUT_LIMIT, speechEstimate, splitForSpeech } from '@/integrations/openai'
import { durationSeconds, nextQuotaDay, quotaDay, youtubeSettings, type VideoDetails } from '@/integrations/youtube'
import { acceptable, choose, rank, textMatch, words } from '@/services/ai/curation'
import { dailyBudget } from '@/services/ai/budgets'

describe('splitForSpeech', () => {
  it('keeps a short text whole and splits a long one at sentence ends under the limit', () => {
    expect(splitForSpeech('One. Two!')).toEqual(['One. Two!'])
    const sentence = 'Breathe in slowly and feel your ribs widen as you settle. '
    const long = sentence.repeat(200)
    const pieces = splitForSpeech(long)
    expect(pieces.length).toBeGreaterThan(1)
    for (const piece of pieces) {
      expect(piece.length).toBeLessThanOrEqual(SPEECH_INPUT_LIMIT)
      expect(piece.endsWith('settle.')).toBe(true)
    }
    expect(pieces.join(' ')).toBe(long.trim())
  })

  it('cuts a sentence longer than the limit at a space', () => {
    const endless = `${'word '.repeat(2000)}end.`
    const pieces = splitForSpeech(endless, 1000)
    expect(pieces.every((piece) => piece.length <= 1000)).toBe(true)
    expect(pieces.join(' ')).toBe(endless.trim())
  })
})

describe('pronunciationInstruction', () => {
  it('names the IAST word, its Devanagari and respelling', () => {
    const text = pronunciationInstruction({ word: 'yoga', iast: 'yoga', devanagari: 'योग', respelling: 'YOH-gah' })
    expect(text).toContain('"yoga" (योग)')
    expect(text).toContain('YOH-gah')
    expect(text).toContain('Keep the final vowel')
  })
})

describe('settings', () => {
  it('are null without keys, and model names have defaults the environment overrides', () => {
    expect(openaiSettings({})).toBeNull()
    expect(youtubeSettings({})).toBeNull()
    expect(openaiSettings({ OPENAI_API_KEY: 'k' })).toMatchObject({ imageModel: 'gpt-image-1', ttsModel: 'gpt-4o-mini-tts', chatModel: 'gpt-4.1-mini', imageQuality: 'medium' })
    expect(openaiSettings({ OPENAI_API_KEY: 'k', OPENAI_IMAGE_MODEL: 'gpt-image-2', OPENAI_IMAGE_QUALITY: 'low' })).toMatchObject({ imageModel: 'gpt-image-2', imageQuality: 'low' })
    expect(youtubeSettings({ YOUTUBE_API_KEY: 'k' })).toMatchObject({ dailyQuota: 10_000, cacheDays: 7, base: 'https://www.googleapis.com/youtube/v3' })
    expect(dailyBudget('image', {})).toBe(2)
    expect(dailyBudget('image', { AI_DAILY_BUDGET_USD_IMAGE: '0.5' })).toBe(0.5)
  })
})

describe('the YouTube quota day', () => {
  it('ends at midnight Pacific time, also across daylight saving changes', () => {
    expect(quotaDay(new Date('2026-11-23T07:59:00Z'))).toBe('2026-11-22')
    expect(quotaDay(new Date('2026-11-23T08:00:00Z'))).toBe('2026-11-23')
    expect(nextQuotaDay(new Date('2026-11-23T12:00:00Z')).toISOString()).toBe('2026-11-24T08:00:00.000Z')
    expect(nextQuotaDay(new Date('2026-07-01T12:00:00Z')).toISOString()).toBe('2026-07-02T07:00:00.000Z')
    // the night clocks go back (1 November 2026): that day has 25 hours
    expect(nextQuotaDay(new Date('2026-11-01T10:00:00Z')).toISOString()).toBe('2026-11-02T08:00:00.000Z')
  })

  it('reads ISO 8601 durations', () => {
    expect(durationSeconds('PT4M13S')).toBe(253)
    expect(durationSeconds('PT1H')).toBe(3600)
    expect(durationSeconds('P1DT1S')).toBe(86401)
    expect(durationSeconds('nonsense')).toBe(0)
  })
})

const video = (over: Partial<VideoDetails> = {}): VideoDetails => ({
  videoId: 'abcdefghijk',
  title: 'Tadasana – Mountain Pose tutorial',
  description: 'Learn mountain pose',
  channelId: 'UC1',
  channelTitle: 'Teacher',
  publishedAt: '2024-01-01T00:00:00Z',
  thumbnailUrl: '',
  duration: 'PT5M',
  durationSeconds: 300,
  viewCount: 10_000,
  embeddable: true,
  public: true,
  madeForKids: false,
  ageRestricted: false,
  ...over,
})

describe('curation quality', () => {
  it('accepts only embeddable, public, unrestricted, English videos of 2 to 30 minutes', () => {
    expect(acceptable(video())).toBe(true)
    expect(acceptable(video({ language: 'en-GB' }))).toBe(true)
    expect(acceptable(video({ embeddable: false }))).toBe(false)
    expect(acceptable(video({ public: false }))).toBe(false)
    expect(acceptable(video({ ageRestricted: true }))).toBe(false)
    expect(acceptable(video({ language: 'hi' }))).toBe(false)
    expect(acceptable(video({ durationSeconds: 119 }))).toBe(false)
    expect(acceptable(video({ durationSeconds: 1801 }))).toBe(false)
  })

  it('matches words without diacritics, title above description', () => {
    expect(words('Tāḍāsana, the Mountain')).toEqual(['tadasana', 'mountain'])
    const names = ['tadasana', 'mountain']
    expect(textMatch(video(), names, [])).toBe(0.75)
    expect(textMatch(video({ title: 'A class', description: 'tadasana and mountain' }), names, [])).toBe(0.375)
    expect(textMatch(video({ title: 'Cooking', description: 'pasta' }), names, [])).toBe(0)
  })

  it('ranks by text, model judgment and channel; keeps 3 to 6', () => {
    const candidates = Array.from({ length: 9 }, (_, i) => video({ videoId: `video${i}`.padEnd(11, 'x'), viewCount: 10 ** (i % 7) }))
    const unrelated = video({ videoId: 'unrelatedxx', title: 'Cooking pasta', description: 'dinner' })
    const ranked = rank([...candidates, unrelated], ['tadasana', 'mountain'], [], new Map())
    expect(ranked.map((entry) => entry.video.videoId)).not.toContain('unrelatedxx')
    expect(ranked[0]!.video.viewCount).toBe(1_000_000)
    expect(choose(ranked)).toHaveLength(6)
    // the model's word counts: unsafe or unrelated candidates are dropped
    const judgments = new Map(candidates.map((each, i) => [each.videoId, { videoId: each.videoId, relevance: i < 2 ? 9 : 3, beginnerSafe: i !== 1, english: true, step: null }]))
    const judged = rank(candidates, ['tadasana', 'mountain'], [], new Map(), judgments)
    expect(judged.map((entry) => entry.video.videoId)).toEqual([candidates[0]!.videoId])
    // fewer than 3 good ones: the best 3 that passed, even when they score less
    const weak = rank(candidates.slice(0, 4).map((each) => ({ ...each, title: 'A class', description: 'mountain' })), ['tadasana', 'mountain'], [], new Map())
    expect(choose(weak)).toHaveLength(3)
  })
})

describe('what a visitor is told', () => {
  it('a pronunciation in the machine voice arrives without a staff note', () => {
    for (const target of [
      { type: 'pose', id: 1, slug: 'tree-pose' },
      { type: 'glossary', id: 1, slug: 'asana' },
    ] as const) {
      const spec = taskSpec('pronunciation', target)!
      expect(spec.successDescription({ status: 'done', audioUrl: '/a.wav', machineVoice: true })).toBeUndefined()
    }
  })

  it('a task that cannot run today (budget, quota, not configured) has no note; one on its way does', () => {
    const target = { type: 'faq', id: 1, slug: 'what-should-i-wear' } as const
    expect(taskNote('videos', { phase: 'unavailable' }, target)).toBeNull()
    expect(taskNote('videos', { phase: 'pending' }, target)).toBe('Curating video resources...')
  })

  it('what one image or one recording will cost, reserved before the call', () => {
    expect(imageEstimate({ OPENAI_API_KEY: 'k' })).toEqual({ model: 'gpt-image-1', units: 1, unit: 'images', estimatedCostUsd: 0.063 })
    expect(imageEstimate({ OPENAI_API_KEY: 'k', OPENAI_IMAGE_QUALITY: 'high' }).estimatedCostUsd).toBe(0.25)
    expect(speechEstimate('x'.repeat(2000), { OPENAI_API_KEY: 'k' })).toMatchObject({ units: 2000, unit: 'characters', estimatedCostUsd: 0.03 })
  })
})
