import type { Payload } from 'payload'

import type { Faq } from '@/payload-types'
import { fromTextList } from '@/fields/lists'
import { NotFoundError } from '@/services/platform/errors'
import { list, optional, PUBLISHED, text } from '@/services/platform/shared'
import { listVideosFor, type VideoItem } from '@/services/content/videos'

/** An FAQ as SPEC §3 names it. */
export type FaqItem = {
  id: number
  slug: string
  question: string
  shortAnswer: string
  longAnswer: string
  tips: string[]
  tags: string[]
  imageUrl?: string
  imageAlt?: string
  narrationUrl?: string
}

/** The FAQ list searches longAnswer too (SPEC §5), so the list carries it; tips stay out. */
export type FaqSummary = Omit<FaqItem, 'tips' | 'narrationUrl'>

/**
 * What an FAQ card on the list shows. The list page hands the browser these (not the long answers,
 * half of its data): the long answers come from /api/faq once a visitor searches (SPEC §5).
 */
export type FaqCard = Pick<FaqSummary, 'id' | 'slug' | 'question' | 'shortAnswer' | 'tags'>

export const toFaqCard = ({ id, slug, question, shortAnswer, tags }: FaqCard): FaqCard => ({ id, slug, question, shortAnswer, tags })

const summarySelect = {
  slug: true,
  question: true,
  shortAnswer: true,
  longAnswer: true,
  tags: true,
  imageUrl: true,
  imageAlt: true,
} as const

const toSummary = (doc: Pick<Faq, 'id' | keyof typeof summarySelect>): FaqSummary => ({
  id: doc.id,
  slug: doc.slug,
  question: doc.question,
  shortAnswer: doc.shortAnswer,
  longAnswer: text(doc.longAnswer),
  tags: list(doc.tags),
  imageUrl: optional(doc.imageUrl),
  imageAlt: optional(doc.imageAlt),
})

export const listFaqs = async (payload: Payload): Promise<FaqSummary[]> => {
  const { docs } = await payload.find({
    collection: 'faqs',
    where: PUBLISHED,
    sort: 'question',
    depth: 0,
    pagination: false,
    select: summarySelect,
  })
  return docs.map(toSummary)
}

const findFaq = async (payload: Payload, slug: string) => {
  const { docs } = await payload.find({
    collection: 'faqs',
    where: { and: [PUBLISHED, { slug: { equals: slug } }] },
    depth: 0,
    limit: 1,
    pagination: false,
  })
  if (!docs[0]) throw new NotFoundError('FAQ not found')
  return docs[0]
}

export const getFaq = async (payload: Payload, slug: string): Promise<FaqItem> => {
  const doc = await findFaq(payload, slug)
  return { ...toSummary(doc), tips: fromTextList(doc.tips), narrationUrl: optional(doc.narrationUrl) }
}

export const listFaqVideos = async (payload: Payload, slug: string): Promise<VideoItem[]> => {
  const faq = await findFaq(payload, slug)
  return listVideosFor(payload, 'faqs', faq.id)
}
