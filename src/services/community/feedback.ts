/**
 * Page feedback ('Improve this page'): visitors add it through POST
 * /api/feedback; admins and editors read it (GET /api/feedback, the admin's /admin/feedback view).
 */
import type { Payload, Where } from 'payload'

import { checkRole } from '@/access/checkRole'
import type { Feedback, User } from '@/payload-types'
import type { FeedbackInput } from '@/schemas/feedback'
import { poolOf } from '@/services/platform/shared'

/**
 * The review view of one submission: the feedback record plus the page URL, and the
 * visitor's e-mail address for admins only (editors get the record without the `email` key).
 */
export type FeedbackRecord = Pick<
  Feedback,
  'id' | 'slug' | 'rating' | 'category' | 'severity' | 'feedbackText' | 'viewport' | 'userAgent' | 'createdAt' | 'url'
> & { email?: Feedback['email'] }

/** Who reads the list: only an admin sees submitters' e-mail addresses. */
export type FeedbackReader = Partial<User> | null | undefined

export const submitFeedback = async (payload: Payload, input: FeedbackInput): Promise<{ id: number }> => {
  const detailed = input.rating === 'needs_improvement'
  const stored = await payload.create({
    collection: 'feedback',
    data: {
      rating: input.rating,
      // Text, category and severity belong to 'Needs improvement'; other ratings keep any text.
      feedbackText: input.feedbackText || undefined,
      category: detailed ? input.category : undefined,
      severity: detailed ? input.severity : undefined,
      email: input.email || undefined,
      url: input.url,
      slug: input.slug,
      userAgent: input.userAgent,
      viewport: input.viewport,
    },
    depth: 0,
    select: { rating: true },
  })
  return { id: stored.id }
}

export const FEEDBACK_PAGE_SIZE = 100

export type FeedbackPage = { feedback: FeedbackRecord[]; page: number; totalPages: number; totalDocs: number }

/** The review view's filters (each optional; they combine with AND). `slug` is the page path. */
export type FeedbackFilters = {
  rating?: Feedback['rating']
  category?: NonNullable<Feedback['category']>
  severity?: NonNullable<Feedback['severity']>
  slug?: string
}

const filterWhere = (filters: FeedbackFilters): Where => ({
  and: (['rating', 'category', 'severity', 'slug'] as const)
    .filter((name) => filters[name])
    .map((name) => ({ [name]: { equals: filters[name] } })),
})

/** Newest first, one page at a time, filtered. */
export const listFeedback = async (
  payload: Payload,
  { page = 1, limit = FEEDBACK_PAGE_SIZE, ...filters }: { page?: number; limit?: number } & FeedbackFilters = {},
  reader?: FeedbackReader,
): Promise<FeedbackPage> => {
  const withEmail = checkRole(['admin'], reader)
  const result = await payload.find({
    collection: 'feedback',
    where: filterWhere(filters),
    sort: '-createdAt',
    depth: 0,
    page,
    limit,
    select: {
      slug: true,
      rating: true,
      category: true,
      severity: true,
      feedbackText: true,
      viewport: true,
      userAgent: true,
      createdAt: true,
      url: true,
      ...(withEmail ? { email: true } : {}),
    },
  })
  return {
    feedback: result.docs.map((doc) => ({
      id: doc.id,
      slug: doc.slug ?? null,
      rating: doc.rating,
      category: doc.category ?? null,
      severity: doc.severity ?? null,
      feedbackText: doc.feedbackText ?? null,
      viewport: doc.viewport ?? null,
      userAgent: doc.userAgent ?? null,
      createdAt: doc.createdAt,
      url: doc.url ?? null,
      ...(withEmail ? { email: (doc as Pick<Feedback, 'email'>).email ?? null } : {}),
    })),
    page: result.page ?? page,
    totalPages: result.totalPages,
    totalDocs: result.totalDocs,
  }
}

export type FeedbackPageSummary = { slug: string; needsImprovement: number; total: number }

/**
 * Per page of the site: how much feedback it collected and how much of it says 'Needs
 * improvement', the pages with the most of those first (the review view's summary and its page
 * filter's choices).
 */
export const feedbackPageSummary = async (payload: Payload, limit = 200): Promise<FeedbackPageSummary[]> => {
  const { rows } = await poolOf(payload).query<{ slug: string; needs: string; total: string }>(
    `SELECT slug, count(*) FILTER (WHERE rating = 'needs_improvement') AS needs, count(*) AS total
       FROM feedback WHERE slug IS NOT NULL AND slug <> ''
      GROUP BY slug ORDER BY needs DESC, total DESC, slug LIMIT $1`,
    [limit],
  )
  return rows.map((row) => ({ slug: row.slug, needsImprovement: Number(row.needs), total: Number(row.total) }))
}
