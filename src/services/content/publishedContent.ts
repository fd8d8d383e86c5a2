/**
 * The reads of the published content that has a list page and a detail page (glossary terms,
 * FAQs, poses), written once: the list (published items only, in the collection's order, only
 * the columns its summary needs, `depth: 0`, one query, and one more for the Media files of their
 * images), one item by slug (the whole document at `depth: 0` and its image; 404 with the
 * collection's message) and the videos attached to that item. Each
 * collection's file says what it reads and how a document becomes what the pages and /api show.
 */
import type { Payload } from 'payload'

import type { Config } from '@/payload-types'
import { NotFoundError } from '@/services/platform/errors'
import { PUBLISHED } from '@/services/platform/shared'
import { imageOf, mediaImagesOf, shownImage, type ShownImage } from '@/services/content/images'
import { listVideosFor, type VideoItem } from '@/services/content/videos'

type Collection = 'glossary-terms' | 'faqs' | 'poses'
type DocOf<C extends Collection> = Config['collections'][C]

export type PublishedContent<Summary, Item> = {
  /** every published item, in the collection's order */
  list: (payload: Payload) => Promise<Summary[]>
  /** one published item by slug; NotFoundError with the collection's message */
  get: (payload: Payload, slug: string) => Promise<Item>
  /** the videos attached to one published item (by slug); NotFoundError as `get` */
  videos: (payload: Payload, slug: string) => Promise<VideoItem[]>
  /** `get` and `videos` for an editor's draft preview: the item's latest version, draft or published */
  latest: { get: (payload: Payload, slug: string) => Promise<Item>; videos: (payload: Payload, slug: string) => Promise<VideoItem[]> }
}

export const publishedContent = <C extends Collection, S extends { [K in keyof DocOf<C>]?: true }, Summary, Item>(spec: {
  collection: C
  /** the list's order */
  sort: string
  /** the columns the list reads */
  listSelect: S
  /** the message of a missing (or unpublished) item */
  notFound: string
  /** how a video names its link to this collection */
  attachment: 'glossaryTerms' | 'faqs' | 'poses'
  /** `image`: what the item shows as its image (src/services/content/images.ts) */
  toSummary: (doc: Pick<DocOf<C>, 'id' | (keyof S & keyof DocOf<C>)>, image: ShownImage) => Summary
  toItem: (doc: DocOf<C>, image: ShownImage) => Item
}): PublishedContent<Summary, Item> => {
  const find = async (payload: Payload, slug: string, latest = false): Promise<DocOf<C>> => {
    const { docs } = await payload.find({
      collection: spec.collection as Collection,
      where: latest ? { slug: { equals: slug } } : { and: [PUBLISHED, { slug: { equals: slug } }] },
      // the newest version, draft or not (Payload reads it from the versions table)
      draft: latest,
      depth: 0,
      limit: 1,
      pagination: false,
    })
    if (!docs[0]) throw new NotFoundError(spec.notFound)
    return docs[0] as DocOf<C>
  }
  const item = async (payload: Payload, doc: DocOf<C>) => spec.toItem(doc, await imageOf(payload, doc))
  return {
    list: async (payload) => {
      const { docs } = await payload.find({
        collection: spec.collection as Collection,
        where: PUBLISHED,
        sort: spec.sort,
        depth: 0,
        pagination: false,
        select: spec.listSelect as never,
      })
      const images = await mediaImagesOf(payload, docs)
      return (docs as unknown as Parameters<typeof spec.toSummary>[0][]).map((doc, at) => spec.toSummary(doc, shownImage(docs[at]!, images)))
    },
    get: async (payload, slug) => item(payload, await find(payload, slug)),
    videos: async (payload, slug) => listVideosFor(payload, spec.attachment, (await find(payload, slug)).id),
    latest: {
      get: async (payload, slug) => item(payload, await find(payload, slug, true)),
      videos: async (payload, slug) => listVideosFor(payload, spec.attachment, (await find(payload, slug, true)).id),
    },
  }
}
