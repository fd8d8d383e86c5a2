/**
 * A member's course data: their courses and certificates (/account), everything that names them
 * ("download my data"), and what deleting their account does to it.
 */
import type { Payload, PayloadRequest } from 'payload'

import type { Course } from '@/payload-types'
import { sqlOn as db } from '@/services/platform/transaction'
import { expireAfterWrite, TAGS } from '@/services/platform/revalidate'
import { ACCOUNT_DELETED_REASON } from '@/services/courses/certificates'
import { courseSelect, idOf, iso, lessonOutlines, toNumber, type Progress } from '@/services/courses/courses'

export type AccountCourses = {
  enrollments: { course: { slug: string; title: string; free: boolean }; source: 'free' | 'purchase'; grantedAt: string; progress: Progress; nextLesson: { slug: string; title: string } | null }[]
  certificates: { verifyId: string; course: { slug: string; title: string }; nameShown: string; issuedAt: string; status: 'valid' | 'revoked' }[]
}

/** GET /api/account: my live enrollments with progress, and my certificates. */
export const accountCourses = async (payload: Payload, userId: number): Promise<AccountCourses> => {
  const connection = await db(payload)
  const { rows: enrolled } = await connection.query<{ course_id: number; source: 'free' | 'purchase'; granted_at: Date }>(
    'SELECT course_id, source, granted_at FROM enrollments WHERE user_id = $1 AND revoked_at IS NULL ORDER BY granted_at',
    [userId],
  )
  const { rows: certificates } = await connection.query<{ course_id: number; verify_id: string; name_shown: string; issued_at: Date; revoked_at: Date | null }>(
    'SELECT course_id, verify_id, name_shown, issued_at, revoked_at FROM certificates WHERE user_id = $1 ORDER BY issued_at',
    [userId],
  )
  const courseIds = [...new Set([...enrolled, ...certificates].map((row) => Number(row.course_id)))]
  const { docs: courses } = courseIds.length
    ? await payload.find({ collection: 'courses', where: { id: { in: courseIds } }, depth: 0, pagination: false, select: courseSelect, overrideAccess: true })
    : { docs: [] }
  const byId = new Map((courses as Course[]).map((course) => [course.id, course]))
  const outlines = await lessonOutlines(payload, courseIds)
  const { rows: done } = await connection.query<{ lesson_id: number }>(
    'SELECT lesson_id FROM lesson_progress WHERE user_id = $1 AND lesson_id IS NOT NULL',
    [userId],
  )
  const completed = new Set(done.map((row) => Number(row.lesson_id)))
  return {
    enrollments: enrolled.flatMap((row) => {
      const course = byId.get(Number(row.course_id))
      if (!course || course._status === 'draft') return []
      const lessons = outlines.filter((lesson) => idOf(lesson.course) === course.id)
      const next = lessons.find((lesson) => !completed.has(lesson.id))
      return [
        {
          course: { slug: course.slug ?? '', title: course.title, free: toNumber(course.priceUsd) <= 0 },
          source: row.source,
          grantedAt: iso(row.granted_at),
          progress: { done: lessons.filter((lesson) => completed.has(lesson.id)).length, total: lessons.length },
          nextLesson: next ? { slug: next.slug, title: next.title } : null,
        },
      ]
    }),
    certificates: certificates.flatMap((row) => {
      const course = byId.get(Number(row.course_id))
      if (!course) return []
      return [
        {
          verifyId: row.verify_id,
          course: { slug: course.slug ?? '', title: course.title },
          nameShown: row.name_shown,
          issuedAt: iso(row.issued_at),
          status: row.revoked_at ? ('revoked' as const) : ('valid' as const),
        },
      ]
    }),
  }
}

export type CourseDataExport = {
  enrollments: { course: string; source: 'free' | 'purchase'; paymentId: string | null; grantedAt: string; revokedAt: string | null }[]
  lessonProgress: { course: string; lesson: string | null; completedAt: string }[]
  certificates: { course: string; verifyId: string; nameShown: string; issuedAt: string; revokedAt: string | null; revokedReason: string | null; url: string }[]
}

/** A member's course data for "download my data" (/account): every row that names them. */
export const courseDataForExport = async (payload: Payload, userId: number): Promise<CourseDataExport> => {
  const connection = await db(payload)
  const { rows: enrollments } = await connection.query<{ slug: string; source: 'free' | 'purchase'; payment_id: string | null; granted_at: Date; revoked_at: Date | null }>(
    `SELECT c.slug, e.source, e.payment_id, e.granted_at, e.revoked_at
       FROM enrollments e JOIN courses c ON c.id = e.course_id WHERE e.user_id = $1 ORDER BY e.granted_at`,
    [userId],
  )
  const { rows: progress } = await connection.query<{ course: string; lesson: string | null; completed_at: Date }>(
    `SELECT c.slug AS course, l.slug AS lesson, p.completed_at
       FROM lesson_progress p JOIN courses c ON c.id = p.course_id LEFT JOIN lessons l ON l.id = p.lesson_id
      WHERE p.user_id = $1 ORDER BY p.completed_at`,
    [userId],
  )
  const { rows: certificates } = await connection.query<{ slug: string; verify_id: string; name_shown: string; issued_at: Date; revoked_at: Date | null; revoked_reason: string | null }>(
    `SELECT c.slug, t.verify_id, t.name_shown, t.issued_at, t.revoked_at, t.revoked_reason
       FROM certificates t JOIN courses c ON c.id = t.course_id WHERE t.user_id = $1 ORDER BY t.issued_at`,
    [userId],
  )
  const base = (payload.config.serverURL || '').replace(/\/$/, '')
  return {
    enrollments: enrollments.map((row) => ({
      course: row.slug,
      source: row.source,
      paymentId: row.payment_id,
      grantedAt: iso(row.granted_at),
      revokedAt: row.revoked_at ? iso(row.revoked_at) : null,
    })),
    lessonProgress: progress.map((row) => ({ course: row.course, lesson: row.lesson, completedAt: iso(row.completed_at) })),
    certificates: certificates.map((row) => ({
      course: row.slug,
      verifyId: row.verify_id,
      nameShown: row.name_shown,
      issuedAt: iso(row.issued_at),
      revokedAt: row.revoked_at ? iso(row.revoked_at) : null,
      revokedReason: row.revoked_reason,
      url: `${base}/certificates/${row.verify_id}`,
    })),
  }
}

/**
 * Deleting an account (/account, or an admin deleting it): removes the member's lesson progress
 * and enrollments, revokes their certificates and erases the name on every one of them (the
 * public page then says only "revoked", when, and "The member's account was deleted."; one an
 * admin revoked earlier keeps its time and reason; the rows stay so a verifier is not told a
 * forged one). Pass the deletion's `req` to run inside its transaction, on its own connection.
 */
export const deleteCourseData = async (
  payload: Payload,
  userId: number,
  req?: Partial<PayloadRequest>,
): Promise<{ progressRemoved: number; enrollmentsRemoved: number; certificatesRevoked: number }> => {
  const connection = await db(payload, req)
  const progress = await connection.query('DELETE FROM lesson_progress WHERE user_id = $1', [userId])
  const enrollments = await connection.query('DELETE FROM enrollments WHERE user_id = $1', [userId])
  const certificates = await connection.query(
    'UPDATE certificates SET revoked_at = now(), revoked_reason = $2, updated_at = now() WHERE user_id = $1 AND revoked_at IS NULL',
    [userId, ACCOUNT_DELETED_REASON],
  )
  // The chosen name goes from every certificate, revoked earlier or now: removed for good.
  await connection.query("UPDATE certificates SET name_shown = '', updated_at = now() WHERE user_id = $1 AND name_shown <> ''", [userId])
  await expireAfterWrite(payload, [TAGS.certificates], req)
  return {
    progressRemoved: progress.rowCount ?? 0,
    enrollmentsRemoved: enrollments.rowCount ?? 0,
    certificatesRevoked: certificates.rowCount ?? 0,
  }
}
