import type { FieldAccess, PayloadRequest } from 'payload'

import { checkRole } from '@/access/checkRole'

const idOf = (value: unknown): number | string | undefined =>
  value && typeof value === 'object' && 'id' in value ? (value as { id: number | string }).id : (value as number | string | undefined)

/**
 * Who reads a lesson's body through Payload's API: editors and admins; anyone when the lesson is
 * a preview; a member with a live enrollment (not revoked) in the lesson's course. The course
 * pages and /api apply the same rule in src/services/courses/courseViews.ts.
 */
const mayReadBody = async (req: PayloadRequest, doc: Record<string, unknown> | undefined): Promise<boolean> => {
  if (checkRole(['admin', 'editor'], req.user)) return true
  if (doc?.isPreview === true) return true
  const course = idOf(doc?.course)
  if (!req.user || course === undefined) return false
  const { totalDocs } = await req.payload.count({
    collection: 'enrollments',
    where: { and: [{ user: { equals: req.user.id } }, { course: { equals: course } }, { revokedAt: { exists: false } }] },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}

/** The field's own access (the admin's permissions). */
export const lessonBodyAccess: FieldAccess = ({ req, doc }) => mayReadBody(req, doc)
