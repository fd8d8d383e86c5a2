import { SEARCH_KINDS, type SearchKind } from '@/collections/Search/kinds'
import type { EventHit, FaqHit, GlossaryHit, PoseHit, SearchResults, VideoHit } from '@/services/content/search'

/** The tabs of /search after 'All', in order, with their labels. */
export const GROUPS: { kind: SearchKind; label: string; noun: [string, string] }[] = [
  { kind: 'glossary', label: 'Glossary', noun: ['term', 'terms'] },
  { kind: 'faq', label: 'FAQ', noun: ['question', 'questions'] },
  { kind: 'events', label: 'Events', noun: ['event', 'events'] },
  { kind: 'videos', label: 'Videos', noun: ['video', 'videos'] },
  { kind: 'poses', label: 'Poses', noun: ['pose', 'poses'] },
]

export type Tab = 'all' | SearchKind

/** The tab in the URL (?tab=poses) beside q, so a tab can be shared, reloaded and gone Back to. */
export const tabOf = (value: string | null | undefined): Tab =>
  SEARCH_KINDS.includes(value as SearchKind) ? (value as SearchKind) : 'all'

export const searchUrl = (q: string) => `/api/search?q=${encodeURIComponent(q)}`

export type AnyHit = GlossaryHit | FaqHit | EventHit | VideoHit | PoseHit

/** Where a result leads: the item's page; a video opens on the video site. */
export const hrefOf = (kind: SearchKind, hit: AnyHit): string => {
  switch (kind) {
    case 'glossary':
      return `/glossary/${(hit as GlossaryHit).slug}`
    case 'faq':
      return `/faq/${(hit as FaqHit).slug}`
    case 'events':
      return `/events/detail/${(hit as EventHit).slug}`
    case 'poses':
      return `/poses/${(hit as PoseHit).slug}`
    case 'videos':
      return `https://www.youtube.com/watch?v=${(hit as VideoHit).videoId}`
  }
}

/** The name a result is shown under. */
export const titleOf = (kind: SearchKind, hit: AnyHit): string => {
  switch (kind) {
    case 'glossary':
      return (hit as GlossaryHit).term
    case 'faq':
      return (hit as FaqHit).question
    case 'poses':
      return (hit as PoseHit).englishName
    default:
      return (hit as EventHit | VideoHit).title
  }
}

export const hitsOf = (results: SearchResults, kind: SearchKind): AnyHit[] => results[kind] as AnyHit[]

/**
 * Set once this document has run the search page (the box mounts on every /search): from then
 * on, results come from the browser's call to /api/search, not from the server's first answer.
 */
export const pageLoad = { done: false }
