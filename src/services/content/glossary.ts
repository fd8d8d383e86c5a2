import type { GlossaryTerm } from '@/payload-types'
import { fromTextList } from '@/fields/lists'
import { list, optional, text } from '@/services/platform/shared'
import { IMAGE_SELECT, type ShownImage } from '@/services/content/images'
import { publishedContent } from '@/services/content/publishedContent'

/** A glossary term as the pages and /api/glossary show it. */
export type GlossaryTermItem = {
  id: number
  slug: string
  term: string
  sanskrit: string
  transliteration: string
  pronunciation: string
  shortDef: string
  longDef: string
  literalMeaning: string
  examples: string[]
  related: string[]
  tags: string[]
  imageUrl?: string
  imageAlt?: string
  audioUrl?: string
}

/** What the glossary list shows: no long text. */
export type GlossaryTermSummary = Pick<
  GlossaryTermItem,
  'id' | 'slug' | 'term' | 'sanskrit' | 'transliteration' | 'pronunciation' | 'shortDef' | 'tags' | 'imageUrl' | 'imageAlt'
>

/**
 * What the glossary list page hands the browser: only the fields a card shows and the filters
 * read (not the id, pronunciation or image), keeping the page's inline RSC data small.
 */
export type GlossaryListItem = Pick<GlossaryTermSummary, 'slug' | 'term' | 'sanskrit' | 'transliteration' | 'shortDef' | 'tags'>

export const toGlossaryListItem = ({ slug, term, sanskrit, transliteration, shortDef, tags }: GlossaryTermSummary): GlossaryListItem => ({
  slug,
  term,
  sanskrit,
  transliteration,
  shortDef,
  tags,
})

const summarySelect = {
  slug: true,
  term: true,
  sanskrit: true,
  transliteration: true,
  pronunciation: true,
  shortDef: true,
  tags: true,
  ...IMAGE_SELECT,
} as const

const toSummary = (doc: Pick<GlossaryTerm, 'id' | keyof typeof summarySelect>, image: ShownImage): GlossaryTermSummary => ({
  id: doc.id,
  // every saved item has one (src/fields/slug.ts)
  slug: text(doc.slug),
  term: doc.term,
  sanskrit: text(doc.sanskrit),
  transliteration: text(doc.transliteration),
  pronunciation: text(doc.pronunciation),
  shortDef: doc.shortDef,
  tags: list(doc.tags),
  ...image,
})

const toItem = (doc: GlossaryTerm, image: ShownImage): GlossaryTermItem => ({
  ...toSummary(doc, image),
  longDef: text(doc.longDef),
  literalMeaning: text(doc.literalMeaning),
  examples: fromTextList(doc.examples),
  related: list(doc.related),
  audioUrl: optional(doc.audioUrl),
})

const terms = publishedContent({
  collection: 'glossary-terms',
  sort: 'term',
  listSelect: summarySelect,
  notFound: 'Term not found',
  attachment: 'glossaryTerms',
  toSummary,
  toItem,
})

/** Every published term, alphabetical. */
export const listGlossaryTerms = terms.list
export const getGlossaryTerm = terms.get
export const listGlossaryTermVideos = terms.videos
/** An editor's draft preview of one item and its videos: the latest version, draft or published. */
export const latestGlossaryTerm = terms.latest
