/**
 * Enrolment: a member's live enrollment in a course, and enrolling in a free course (a paid one
 * is bought: coursePurchases.ts). A revoked enrollment stays revoked.
 */
import type { Payload, PayloadRequest } from 'payload'

import { ServiceError } from '@/services/platform/errors'
import { sqlOn as db } from '@/services/platform/transaction'
import { findCourse, iso, toNumber, type Member } from '@/services/courses/courses'

export const SIGN_IN_TO_ENROL = 'Please sign in to enrol in this course.'
export const PAID_COURSE = 'This course is a paid course: buy it to enrol.'

export type EnrollmentInfo = { source: 'free' | 'purchase'; grantedAt: string }

/** The member's live (not revoked) enrollment in a course, or null. */
export const activeEnrollment = async (payload: Payload, userId: number, courseId: number, req?: Partial<PayloadRequest>): Promise<EnrollmentInfo | null> => {
  const { rows } = await (await db(payload, req)).query<{ source: 'free' | 'purchase'; granted_at: Date }>(
    'SELECT source, granted_at FROM enrollments WHERE user_id = $1 AND course_id = $2 AND revoked_at IS NULL',
    [userId, courseId],
  )
  return rows[0] ? { source: rows[0].source, grantedAt: iso(rows[0].granted_at) } : null
}

/** POST /api/courses/{slug}/enroll: a free course, idempotent (a second call changes nothing). */
export const enrollInFreeCourse = async (payload: Payload, user: Member, slug: string): Promise<{ enrollment: EnrollmentInfo; created: boolean }> => {
  const course = await findCourse(payload, slug)
  if (toNumber(course.priceUsd) > 0) {
    // A member whose purchase went through is enrolled already: nothing to do.
    const existing = await activeEnrollment(payload, user.id, course.id)
    if (existing) return { enrollment: existing, created: false }
    throw new ServiceError(402, PAID_COURSE, { priceUsd: toNumber(course.priceUsd) })
  }
  // A free enrollment that was revoked (an admin's decision) stays revoked: only the insert of a
  // missing row happens here.
  const { rows } = await (await db(payload)).query<{ source: 'free' | 'purchase'; granted_at: Date }>(
    `INSERT INTO enrollments (user_id, course_id, source, granted_at) VALUES ($1, $2, 'free', now())
     ON CONFLICT (user_id, course_id) DO NOTHING RETURNING source, granted_at`,
    [user.id, course.id],
  )
  if (rows[0]) return { enrollment: { source: rows[0].source, grantedAt: iso(rows[0].granted_at) }, created: true }
  const existing = await activeEnrollment(payload, user.id, course.id)
  if (!existing) throw new ServiceError(403, 'Your access to this course was withdrawn. Please contact us if this is a mistake.')
  return { enrollment: existing, created: false }
}
