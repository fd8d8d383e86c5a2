/**
 * The list filters, run locally in the browser (no round trip). All filters combine
 * with AND; the value 'all' (or an empty value) clears a filter; text search ignores case and
 * diacritics, so "asana" finds "āsana" and "Śavāsana" is found by "savasana".
 */
import type { FaqSummary } from '@/services/content/faq'
import type { GlossaryListItem } from '@/services/content/glossary'
import type { PoseSummary } from '@/services/content/poses'
import type { VideoItem } from '@/services/content/videos'
import { tagLabel } from '@/lib/tagLabel'

export const ALL = 'all'

/** Lowercase, without diacritics, trimmed. */
export const fold = (value: string): string =>
  value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim()

const active = (value: string | null | undefined): value is string => Boolean(value && value !== ALL)

const matches = (query: string, fields: (string | string[] | undefined)[]): boolean => {
  const needle = fold(query)
  if (!needle) return true
  return fields.some((field) =>
    Array.isArray(field) ? field.some((item) => fold(item).includes(needle)) : fold(field ?? '').includes(needle),
  )
}

/** The letter a term is filed under: its first letter without diacritics, uppercase. */
export const initialOf = (term: string): string => {
  const first = fold(term).charAt(0).toUpperCase()
  return /[A-Z]/.test(first) ? first : '#'
}

export type GlossaryFilters = { search?: string; tag?: string; letter?: string }

export const filterTerms = <T extends GlossaryListItem>(terms: T[], { search = '', tag, letter }: GlossaryFilters) =>
  terms.filter(
    (term) =>
      matches(search, [term.term, term.shortDef, term.tags]) &&
      (!active(tag) || term.tags.includes(tag)) &&
      (!active(letter) || initialOf(term.term) === letter),
  )

/** Terms under their letter headings, letters and terms in alphabetical order. */
export const groupByLetter = <T extends { term: string }>(terms: T[]): { letter: string; terms: T[] }[] => {
  const groups = new Map<string, T[]>()
  for (const term of [...terms].sort((a, b) => fold(a.term).localeCompare(fold(b.term)))) {
    const letter = initialOf(term.term)
    groups.set(letter, [...(groups.get(letter) ?? []), term])
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([letter, list]) => ({ letter, terms: list }))
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`

/** The count line: 'N term(s)' plus ' in "tag"' and ' starting with "letter"' when those filters are on. */
export const glossaryCountLine = (count: number, { tag, letter }: GlossaryFilters): string =>
  `${plural(count, 'term')}${active(tag) ? ` in "${tagLabel(tag)}"` : ''}${active(letter) ? ` starting with "${letter}"` : ''}`

export const uniqueSorted = (values: string[]): string[] => [...new Set(values)].sort((a, b) => a.localeCompare(b))

export type FaqFilters = { search?: string; tag?: string }

/** An FAQ's long answer is searched when the item carries it (the list's cards do not). */
export const filterFaqs = <F extends Pick<FaqSummary, 'question' | 'shortAnswer' | 'tags'> & { longAnswer?: string }>(faqs: F[], { search = '', tag }: FaqFilters): F[] =>
  faqs.filter(
    (faq) =>
      matches(search, [faq.question, faq.shortAnswer, faq.longAnswer, faq.tags]) &&
      (!active(tag) || faq.tags.includes(tag)),
  )

export const faqCountLine = (count: number, { tag }: FaqFilters): string =>
  `${plural(count, 'question')}${active(tag) ? ` in "${tagLabel(tag)}"` : ''}`

export type PoseFilters = { search?: string; category?: string; difficulty?: string }

export const filterPoses = (poses: PoseSummary[], { search = '', category, difficulty }: PoseFilters) =>
  poses.filter(
    (pose) =>
      matches(search, [pose.englishName, pose.sanskritName, pose.transliteration, pose.tags]) &&
      (!active(category) || pose.category === category) &&
      (!active(difficulty) || pose.difficulty === difficulty),
  )

export const poseCountLine = (count: number): string => plural(count, 'pose')

export const UNKNOWN_CHANNEL = 'Unknown Channel'
const channelOf = (video: Pick<VideoItem, 'channelName'>) => video.channelName.trim() || UNKNOWN_CHANNEL

export type VideoFilters = { search?: string; channel?: string }

export const filterVideos = (videos: VideoItem[], { search = '', channel }: VideoFilters) =>
  videos.filter(
    (video) =>
      matches(search, [video.title, video.description, video.channelName]) &&
      (!active(channel) || channelOf(video) === channel),
  )

/** Videos grouped by channel, the channels with the most videos first (then by name). */
export const groupByChannel = (videos: VideoItem[]): { channel: string; videos: VideoItem[] }[] => {
  const groups = new Map<string, VideoItem[]>()
  for (const video of videos) groups.set(channelOf(video), [...(groups.get(channelOf(video)) ?? []), video])
  return [...groups.entries()]
    .sort(([a, x], [b, y]) => y.length - x.length || a.localeCompare(b))
    .map(([channel, list]) => ({ channel, videos: list }))
}

/** The channel buttons, at most 10, by video count. */
export const topChannels = (videos: VideoItem[], limit = 10): { channel: string; count: number }[] =>
  groupByChannel(videos)
    .slice(0, limit)
    .map(({ channel, videos: list }) => ({ channel, count: list.length }))
