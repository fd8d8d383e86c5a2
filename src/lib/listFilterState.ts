/**
 * The URL query of the glossary, FAQ and pose lists (read by their server pages and by
 * useUrlFilters): search, and the list's own filters. 'all' is left out of the URL; an unknown
 * category or difficulty in a shared link is dropped rather than failing the page.
 */
import { ALL } from '@/lib/filters'
import { DIFFICULTY_OPTIONS, POSE_CATEGORY_OPTIONS } from '@/lib/options'
import type { UrlFilterCodec } from '@/lib/urlFilters'

/** Raw Next.js searchParams (the server pages') as URLSearchParams. */
export const paramsOf = (raw: Record<string, string | string[] | undefined>): URLSearchParams => {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(raw)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(key, item)
  }
  return params
}

const MAX_SEARCH = 200
const MAX_TAG = 100

const text = (params: URLSearchParams, key: string, max: number) => (params.get(key) ?? '').slice(0, max)
const tagOf = (params: URLSearchParams, key: string) => text(params, key, MAX_TAG).trim() || ALL
const known = (value: string | null, options: { value: string }[]) =>
  value && options.some((o) => o.value === value) ? value : ALL

const queryOf = (entries: [string, string][]) => {
  const params = new URLSearchParams()
  for (const [key, value] of entries) {
    const trimmed = value.trim()
    if (trimmed && trimmed !== ALL) params.set(key, trimmed)
  }
  return params.toString()
}

export type GlossaryState = { search: string; tag: string; letter: string }
export const glossaryState: UrlFilterCodec<GlossaryState> = {
  fromParams: (params) => {
    const letter = (params.get('letter') ?? '').toUpperCase()
    return {
      search: text(params, 'search', MAX_SEARCH),
      tag: tagOf(params, 'tag'),
      letter: /^[A-Z#]$/.test(letter) ? letter : ALL,
    }
  },
  toQuery: ({ search, tag, letter }) => queryOf([['search', search], ['tag', tag], ['letter', letter]]),
}

export type FaqState = { search: string; topic: string }
export const faqState: UrlFilterCodec<FaqState> = {
  fromParams: (params) => ({ search: text(params, 'search', MAX_SEARCH), topic: tagOf(params, 'topic') }),
  toQuery: ({ search, topic }) => queryOf([['search', search], ['topic', topic]]),
}

export type PoseState = { search: string; category: string; difficulty: string }
export const poseState: UrlFilterCodec<PoseState> = {
  fromParams: (params) => ({
    search: text(params, 'search', MAX_SEARCH),
    category: known(params.get('category'), POSE_CATEGORY_OPTIONS),
    difficulty: known(params.get('difficulty'), DIFFICULTY_OPTIONS),
  }),
  toQuery: ({ search, category, difficulty }) =>
    queryOf([['search', search], ['category', category], ['difficulty', difficulty]]),
}
