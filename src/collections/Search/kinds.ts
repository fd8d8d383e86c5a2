/** The groups of a search response, in the order the page shows them. */
export const SEARCH_KINDS = ['glossary', 'faq', 'events', 'videos', 'poses'] as const

export type SearchKind = (typeof SEARCH_KINDS)[number]

/** Which collection feeds which group. */
export const KIND_OF_COLLECTION: Record<string, SearchKind> = {
  'glossary-terms': 'glossary',
  faqs: 'faq',
  events: 'events',
  videos: 'videos',
  poses: 'poses',
}
