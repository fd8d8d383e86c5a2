import type { Faq } from '@/payload-types'
import { fromTextList } from '@/fields/lists'
import { list, optional, text } from '@/services/platform/shared'
import { IMAGE_SELECT, type ShownImage } from '@/services/content/images'
import { publishedContent } from '@/services/content/publishedContent'

/** An FAQ as the pages and /api/faq show it. */
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

/** The FAQ list's search reads longAnswer too, so the list carries it; tips stay out. */
export type FaqSummary = Omit<FaqItem, 'tips' | 'narrationUrl'>

/**
 * What an FAQ card on the list shows. The list page hands the browser these (not the long answers,
 * half of its data): the long answers come from /api/faq once a visitor searches.
 */
export type FaqCard = Pick<FaqSummary, 'id' | 'slug' | 'question' | 'shortAnswer' | 'tags'>

export const toFaqCard = ({ id, slug, question, shortAnswer, tags }: FaqCard): FaqCard => ({ id, slug, question, shortAnswer, tags })

const summarySelect = {
  slug: true,
  question: true,
  shortAnswer: true,
  longAnswer: true,
  tags: true,
  ...IMAGE_SELECT,
} as const

const toSummary = (doc: Pick<Faq, 'id' | keyof typeof summarySelect>, image: ShownImage): FaqSummary => ({
  id: doc.id,
  // every saved item has one (src/fields/slug.ts)
  slug: text(doc.slug),
  question: doc.question,
  shortAnswer: doc.shortAnswer,
  longAnswer: text(doc.longAnswer),
  tags: list(doc.tags),
  ...image,
})

const faqs = publishedContent({
  collection: 'faqs',
  sort: 'question',
  listSelect: summarySelect,
  notFound: 'FAQ not found',
  attachment: 'faqs',
  toSummary,
  toItem: (doc: Faq, image): FaqItem => ({ ...toSummary(doc, image), tips: fromTextList(doc.tips), narrationUrl: optional(doc.narrationUrl) }),
})

/** Every published FAQ, by question. */
export const listFaqs = faqs.list
export const getFaq = faqs.get
export const listFaqVideos = faqs.videos
/** An editor's draft preview of one item and its videos: the latest version, draft or published. */
export const latestFaq = faqs.latest
