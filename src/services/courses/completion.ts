/**
 * Lesson progress: which lessons a member has done, and marking one done; the certificate is
 * issued when that makes every published lesson of the course done, exactly once.
 */
import type { Payload } from 'payload'

import { NotFoundError, ServiceError } from '@/services/platform/errors'
import { sqlOn as db } from '@/services/platform/transaction'
import { expireAfterWrite, TAGS } from '@/services/platform/revalidate'
import { certificateOf, nameShownFor, newVerifyId, type CertificateLink } from '@/services/courses/certificates'
import { idOf, LESSON_NOT_FOUND, type Member, type Progress } from '@/services/courses/courses'
import { activeEnrollment } from '@/services/courses/enrolment'

export const ENROL_FIRST = 'Enrol in this course to open this lesson.'

export const completedLessonIds = async (payload: Payload, userId: number, courseId: number): Promise<Set<number>> => {
  const { rows } = await (await db(payload)).query<{ lesson_id: number }>(
    'SELECT lesson_id FROM lesson_progress WHERE user_id = $1 AND course_id = $2 AND lesson_id IS NOT NULL',
    [userId, courseId],
  )
  return new Set(rows.map((row) => Number(row.lesson_id)))
}

export type CompleteResult = { lessonId: number; completed: true; progress: Progress; certificate: CertificateLink | null }

/**
 * POST /api/lessons/{id}/complete: marks a lesson done for an enrolled member (idempotent); when
 * that makes every lesson of the course done, issues the certificate, exactly once: the unique
 * index on (user, course) decides between concurrent requests.
 */
export const completeLesson = async (payload: Payload, user: Member, lessonId: number): Promise<CompleteResult> => {
  const lesson = await payload
    .findByID({ collection: 'lessons', id: lessonId, depth: 0, select: { course: true, _status: true }, overrideAccess: true, disableErrors: true })
    .catch(() => null)
  if (!lesson || lesson._status !== 'published') throw new NotFoundError(LESSON_NOT_FOUND)
  const courseId = idOf(lesson.course)
  const course = await payload
    .findByID({ collection: 'courses', id: courseId, depth: 0, select: { _status: true }, overrideAccess: true, disableErrors: true })
    .catch(() => null)
  if (!course || course._status !== 'published') throw new NotFoundError(LESSON_NOT_FOUND)
  if (!(await activeEnrollment(payload, user.id, courseId))) throw new ServiceError(403, ENROL_FIRST)

  const connection = await db(payload)
  await connection.query(
    `INSERT INTO lesson_progress (user_id, lesson_id, course_id, completed_at) VALUES ($1, $2, $3, now())
     ON CONFLICT (user_id, lesson_id) DO NOTHING`,
    [user.id, lessonId, courseId],
  )
  // Done = every published lesson of the course has a progress row (each request counts after
  // its own insert committed, so the last of concurrent requests always sees them all).
  const { rows } = await connection.query<{ total: string; done: string }>(
    `SELECT count(*) AS total, count(p.id) AS done
       FROM lessons l
       LEFT JOIN lesson_progress p ON p.lesson_id = l.id AND p.user_id = $1
      WHERE l.course_id = $2 AND l._status = 'published'`,
    [user.id, courseId],
  )
  const progress = { total: Number(rows[0]?.total ?? 0), done: Number(rows[0]?.done ?? 0) }
  if (progress.total > 0 && progress.done >= progress.total) {
    await connection.query(
      `INSERT INTO certificates (user_id, course_id, verify_id, name_shown, issued_at) VALUES ($1, $2, $3, $4, now())
       ON CONFLICT (user_id, course_id) DO NOTHING`,
      [user.id, courseId, newVerifyId(), nameShownFor(user)],
    )
    await expireAfterWrite(payload, [TAGS.certificates])
  }
  return { lessonId, completed: true, progress, certificate: await certificateOf(payload, user.id, courseId) }
}
