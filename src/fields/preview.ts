/**
 * The admin's Preview button and Live Preview for a collection whose documents have a page at
 * `{base}/{slug}`: both open the page through the draft preview (src/lib/preview.ts), so an editor
 * sees the latest draft where visitors will see it once published. A document without a slug yet
 * (never saved) has no preview.
 */
import type { CollectionAdminOptions, PayloadRequest } from 'payload'

import { previewPath } from '@/lib/preview'

type PagePath = (data: Record<string, unknown>, req: PayloadRequest) => string | null | Promise<string | null>

const slugOf = (data: Record<string, unknown>): string | null => (typeof data.slug === 'string' && data.slug.trim() ? data.slug.trim() : null)

/** `admin.preview` and `admin.livePreview` for pages at the address `pagePath` gives. */
export const pagePreview = (pagePath: PagePath): Pick<CollectionAdminOptions, 'preview' | 'livePreview'> => {
  const url = async (data: Record<string, unknown>, req: PayloadRequest) => {
    const path = await pagePath(data, req)
    return path ? previewPath(path) : null
  }
  return {
    preview: (doc, { req }) => url(doc, req),
    livePreview: { url: ({ data, req }) => url(data, req) },
  }
}

/** Pages at `{base}/{slug}` (a term, an FAQ, a pose, an event). */
export const slugPagePreview = (base: string) => pagePreview((data) => (slugOf(data) ? `${base}/${slugOf(data)}` : null))

/** A lesson's page: /courses/{its course's slug}/{its slug}. */
export const lessonPagePreview = pagePreview(async (data, req) => {
  const slug = slugOf(data)
  const courseId = typeof data.course === 'object' && data.course ? (data.course as { id?: unknown }).id : data.course
  if (!slug || (typeof courseId !== 'number' && typeof courseId !== 'string')) return null
  const course = await req.payload
    .findByID({ collection: 'courses', id: courseId, depth: 0, draft: true, select: { slug: true }, disableErrors: true, req })
    .catch(() => null)
  return course?.slug ? `/courses/${course.slug}/${slug}` : null
})
