import type { BeforeSync, DocToSync } from '@payloadcms/plugin-search/types'

import { KIND_OF_COLLECTION, type SearchKind } from '@/collections/Search/kinds'
import { fromTextList } from '@/fields/lists'
import { EVENT_TYPE_OPTIONS, POSE_CATEGORY_OPTIONS, YOGA_STYLE_OPTIONS, labelOf } from '@/lib/options'

/** The text of one index row, split by how much a match in it weighs (A title … D long text). */
export type SearchEntry = {
  kind: SearchKind
  title: string
  slug: string
  /** B: Sanskrit, IAST and other names of the item itself, one per line */
  altNames: string
  /** C */
  shortText: string
  /** C */
  tags: string
  /** D */
  longText: string
  endsAt: string | null
  /** the public fields of the result (what a search result shows) */
  result: Record<string, unknown>
}

type Doc = Record<string, any>

const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '') : []
const lines = (...values: unknown[]): string =>
  [...new Set(values.flatMap((value) => (Array.isArray(value) ? value : [value])).map(str).filter(Boolean))].join('\n')
const paragraphs = (...values: unknown[]): string =>
  values.flatMap((value) => (Array.isArray(value) ? value : [value])).map(str).filter(Boolean).join('\n\n')
const clip = (value: string, max: number): string =>
  value.length <= max ? value : `${value.slice(0, value.lastIndexOf(' ', max) > max / 2 ? value.lastIndexOf(' ', max) : max).trimEnd()}…`

/** Builds the index row of a published document; pure, so it is unit-tested on its own. */
export const searchEntryOf = (collection: string, doc: Doc): SearchEntry | null => {
  const kind = KIND_OF_COLLECTION[collection]
  if (!kind) return null
  const tags = strings(doc.tags)
  const base = { kind, tags: tags.join(' '), endsAt: null }
  switch (kind) {
    case 'glossary':
      return {
        ...base,
        title: str(doc.term),
        slug: str(doc.slug),
        altNames: lines(doc.sanskrit, doc.transliteration),
        shortText: paragraphs(doc.shortDef, doc.literalMeaning),
        longText: paragraphs(doc.longDef, fromTextList(doc.examples)),
        result: {
          id: doc.id,
          slug: str(doc.slug),
          term: str(doc.term),
          sanskrit: str(doc.sanskrit),
          transliteration: str(doc.transliteration),
          shortDef: str(doc.shortDef),
          tags,
        },
      }
    case 'faq':
      return {
        ...base,
        title: str(doc.question),
        slug: str(doc.slug),
        altNames: '',
        shortText: str(doc.shortAnswer),
        longText: paragraphs(doc.longAnswer, fromTextList(doc.tips)),
        result: { id: doc.id, slug: str(doc.slug), question: str(doc.question), shortAnswer: str(doc.shortAnswer), tags },
      }
    case 'poses':
      return {
        ...base,
        title: str(doc.englishName),
        slug: str(doc.slug),
        altNames: lines(doc.sanskritName, doc.transliteration),
        shortText: paragraphs(fromTextList(doc.benefits)),
        // the category is searchable (weight C) but not part of the snippet
        tags: [...tags, labelOf(POSE_CATEGORY_OPTIONS, doc.category)].filter(Boolean).join(' '),
        longText: paragraphs(fromTextList(doc.instructions), fromTextList(doc.tips), fromTextList(doc.contraindications)),
        result: {
          id: doc.id,
          slug: str(doc.slug),
          englishName: str(doc.englishName),
          sanskritName: str(doc.sanskritName),
          benefits: fromTextList(doc.benefits),
          difficulty: doc.difficulty,
          category: doc.category,
        },
      }
    case 'events':
      return {
        ...base,
        title: str(doc.title),
        slug: str(doc.slug),
        altNames: '',
        // who leads it is searchable (weight C) but is not another name of the event
        tags: [...tags, str(doc.facilitatorName)].filter(Boolean).join(' '),
        shortText: paragraphs(
          doc.locationDetails,
          doc.city,
          labelOf(EVENT_TYPE_OPTIONS, doc.eventType),
          strings(doc.yogaStyles).map((style) => labelOf(YOGA_STYLE_OPTIONS, style)),
        ),
        longText: str(doc.description),
        endsAt: str(doc.endDate) || str(doc.startDate) || null,
        result: {
          id: doc.id,
          slug: str(doc.slug),
          title: str(doc.title),
          description: clip(str(doc.description), 240),
          eventType: doc.eventType,
          locationType: doc.locationType,
          city: str(doc.city) || undefined,
          countryCode: str(doc.countryCode) || undefined,
          startDate: doc.startDate,
          endDate: doc.endDate ?? undefined,
          timeZone: doc.timeZone,
          isFree: Boolean(doc.isFree),
          facilitatorName: str(doc.facilitatorName) || undefined,
          tags,
        },
      }
    case 'videos':
      return {
        ...base,
        title: str(doc.title),
        slug: str(doc.videoId),
        altNames: '',
        tags: str(doc.channelName),
        shortText: clip(str(doc.description), 300),
        longText: str(doc.description),
        result: {
          id: doc.id,
          videoId: str(doc.videoId),
          title: str(doc.title),
          description: clip(str(doc.description), 240),
          channelName: str(doc.channelName),
          thumbnailUrl: str(doc.thumbnailUrl) || `https://i.ytimg.com/vi/${str(doc.videoId)}/hqdefault.jpg`,
          duration: str(doc.duration),
          publishedAt: doc.publishedAt ?? null,
        },
      }
  }
}

/** The plugin's hook: adds our columns to the row it is about to write. */
export const beforeSync: BeforeSync = ({ collectionSlug, originalDoc, searchDoc }) => {
  const entry = searchEntryOf(collectionSlug, originalDoc)
  return entry ? ({ ...searchDoc, ...entry } as DocToSync) : searchDoc
}
