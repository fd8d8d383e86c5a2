/**
 * Courses (issue 15): the course list and overview, lessons (bodies only for enrolled members or
 * preview lessons), enrolment in free courses, lesson progress and the certificate issued when
 * the last lesson is done, a member's courses, and public certificate verification.
 *
 * Enrollments, progress and certificates are written here (and in coursePurchases.ts) only, as
 * single SQL statements guarded by unique indexes (`ON CONFLICT`): repeated or concurrent
 * requests make one row, never two, and never need a transaction that waits for a second
 * pooled connection.
 */
import { randomBytes } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import type { Course, Faq, GlossaryTerm, Lesson, Pose, Video } from '@/payload-types'
import { labelOf, COURSE_LEVEL_OPTIONS } from '@/lib/options'
import { NotFoundError, ServiceError } from '@/services/platform/errors'
import { PUBLISHED, text } from '@/services/platform/shared'
import { sqlOn as db } from '@/services/platform/transaction'

/** The acting member: any signed-in user (members, editors and admins take courses alike). */
export type Member = { id: number; username: string; displayName?: string | null; name?: string | null }

export const COURSE_NOT_FOUND = 'Course not found'
export const LESSON_NOT_FOUND = 'Lesson not found'
export const CERTIFICATE_NOT_FOUND = 'Certificate not found'
export const SIGN_IN_TO_ENROL = 'Please sign in to enrol in this course.'
export const SIGN_IN_FIRST = 'Please sign in first.'
export const PAID_COURSE = 'This course is a paid course: buy it to enrol.'
export const ENROL_FIRST = 'Enrol in this course to open this lesson.'

export type CourseLevel = Course['level']
export type LexicalBody = Lesson['body']

export type CourseSummary = {
  id: number
  slug: string
  title: string
  summary: string
  level: CourseLevel
  levelLabel: string
  priceUsd: number
  free: boolean
  lessonCount: number
  /** lessons open to everyone (free previews) */
  previewCount: number
  minutes: number
}

export type LessonOutline = {
  id: number
  slug: string
  title: string
  summary: string
  order: number
  minutes: number
  isPreview: boolean
  /** the body is not for this reader (not enrolled, not a preview) */
  locked: boolean
  completed: boolean
}

export type Progress = { done: number; total: number }

export type EnrollmentInfo = { source: 'free' | 'purchase'; grantedAt: string }

export type CertificateLink = { verifyId: string; issuedAt: string; revoked: boolean }

export type CourseOverview = {
  course: CourseSummary & { description: string }
  lessons: (LessonOutline & { body?: LexicalBody })[]
  /** null for visitors and members who are not (or no longer) enrolled */
  enrollment: EnrollmentInfo | null
  progress: Progress
  /** the first lesson not done yet (where to continue), or null when every lesson is done */
  nextLesson: { slug: string; title: string } | null
  certificate: CertificateLink | null
}

export type LinkedItem = { slug: string; title: string; href: string }

export type LessonView = {
  course: CourseSummary
  lesson: LessonOutline & { body: LexicalBody | null }
  links: { poses: LinkedItem[]; glossaryTerms: LinkedItem[]; faqs: LinkedItem[] }
  videos: { videoId: string; title: string; channelName: string; thumbnailUrl?: string }[]
  previous: { slug: string; title: string } | null
  next: { slug: string; title: string } | null
  enrollment: EnrollmentInfo | null
  progress: Progress
  certificate: CertificateLink | null
}

const toNumber = (value: unknown): number => (typeof value === 'number' ? value : Number(value ?? 0))
const idOf = (value: unknown): number =>
  value && typeof value === 'object' && 'id' in value ? Number((value as { id: unknown }).id) : Number(value)

const summarize = (doc: Course, lessons: Pick<Lesson, 'minutes' | 'isPreview'>[]): CourseSummary => {
  const priceUsd = toNumber(doc.priceUsd)
  return {
    id: doc.id,
    slug: doc.slug,
    title: doc.title,
    summary: text(doc.summary),
    level: doc.level,
    levelLabel: labelOf(COURSE_LEVEL_OPTIONS, doc.level),
    priceUsd,
    free: priceUsd <= 0,
    lessonCount: lessons.length,
    previewCount: lessons.filter((lesson) => lesson.isPreview === true).length,
    minutes: lessons.reduce((sum, lesson) => sum + toNumber(lesson.minutes), 0),
  }
}

const courseSelect = { slug: true, title: true, summary: true, description: true, level: true, priceUsd: true, order: true, _status: true } as const
const outlineSelect = { slug: true, title: true, summary: true, order: true, minutes: true, isPreview: true, course: true } as const

/** Published lessons of courses, in order (no bodies). */
const lessonOutlines = async (payload: Payload, courseIds: number[]) => {
  if (!courseIds.length) return []
  const { docs } = await payload.find({
    collection: 'lessons',
    where: { and: [PUBLISHED, { course: { in: courseIds } }] },
    sort: 'order',
    depth: 0,
    pagination: false,
    select: outlineSelect,
    overrideAccess: true,
  })
  return docs as Pick<Lesson, 'id' | keyof typeof outlineSelect>[]
}

/** Every published course, in the editors' order. */
export const listCourses = async (payload: Payload): Promise<CourseSummary[]> => {
  const { docs } = await payload.find({
    collection: 'courses',
    where: PUBLISHED,
    sort: ['order', 'title'],
    depth: 0,
    pagination: false,
    select: courseSelect,
    overrideAccess: true,
  })
  const lessons = await lessonOutlines(
    payload,
    docs.map((doc) => doc.id),
  )
  return (docs as Course[]).map((doc) => summarize(doc, lessons.filter((lesson) => idOf(lesson.course) === doc.id)))
}

/** A published course by slug; 404 'Course not found'. */
export const findCourse = async (payload: Payload, slug: string): Promise<Course> => {
  const { docs } = await payload.find({
    collection: 'courses',
    where: { and: [PUBLISHED, { slug: { equals: slug } }] },
    depth: 0,
    limit: 1,
    pagination: false,
    select: courseSelect,
    overrideAccess: true,
  })
  if (!docs[0]) throw new NotFoundError(COURSE_NOT_FOUND)
  return docs[0] as Course
}


const iso = (value: unknown): string => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString())

/** The member's live (not revoked) enrollment in a course, or null. */
export const activeEnrollment = async (payload: Payload, userId: number, courseId: number, req?: Partial<PayloadRequest>): Promise<EnrollmentInfo | null> => {
  const { rows } = await (await db(payload, req)).query<{ source: 'free' | 'purchase'; granted_at: Date }>(
    'SELECT source, granted_at FROM enrollments WHERE user_id = $1 AND course_id = $2 AND revoked_at IS NULL',
    [userId, courseId],
  )
  return rows[0] ? { source: rows[0].source, grantedAt: iso(rows[0].granted_at) } : null
}

const completedLessonIds = async (payload: Payload, userId: number, courseId: number): Promise<Set<number>> => {
  const { rows } = await (await db(payload)).query<{ lesson_id: number }>(
    'SELECT lesson_id FROM lesson_progress WHERE user_id = $1 AND course_id = $2 AND lesson_id IS NOT NULL',
    [userId, courseId],
  )
  return new Set(rows.map((row) => Number(row.lesson_id)))
}

const certificateOf = async (payload: Payload, userId: number, courseId: number): Promise<CertificateLink | null> => {
  const { rows } = await (await db(payload)).query<{ verify_id: string; issued_at: Date; revoked_at: Date | null }>(
    'SELECT verify_id, issued_at, revoked_at FROM certificates WHERE user_id = $1 AND course_id = $2',
    [userId, courseId],
  )
  return rows[0] ? { verifyId: rows[0].verify_id, issuedAt: iso(rows[0].issued_at), revoked: rows[0].revoked_at !== null } : null
}

/** What a member (or visitor, with null) sees of a course and its lessons. */
const readerState = async (payload: Payload, course: Course, user: Member | null) => {
  const outlines = await lessonOutlines(payload, [course.id])
  const enrollment = user ? await activeEnrollment(payload, user.id, course.id) : null
  const completed = user && enrollment ? await completedLessonIds(payload, user.id, course.id) : new Set<number>()
  const certificate = user ? await certificateOf(payload, user.id, course.id) : null
  const lessons: LessonOutline[] = outlines.map((lesson) => ({
    id: lesson.id,
    slug: lesson.slug,
    title: lesson.title,
    summary: text(lesson.summary),
    order: toNumber(lesson.order),
    minutes: toNumber(lesson.minutes),
    isPreview: lesson.isPreview === true,
    locked: !enrollment && lesson.isPreview !== true,
    completed: completed.has(lesson.id),
  }))
  const done = lessons.filter((lesson) => lesson.completed).length
  const next = enrollment ? lessons.find((lesson) => !lesson.completed) : undefined
  return {
    summary: summarize(course, outlines),
    lessons,
    enrollment,
    progress: { done, total: lessons.length },
    nextLesson: next ? { slug: next.slug, title: next.title } : null,
    certificate,
  }
}

/** Lesson bodies by id, read with access overridden: callers decide who may see them. */
const bodiesOf = async (payload: Payload, ids: number[]): Promise<Map<number, LexicalBody>> => {
  if (!ids.length) return new Map()
  const { docs } = await payload.find({
    collection: 'lessons',
    where: { id: { in: ids } },
    depth: 0,
    pagination: false,
    select: { body: true },
    overrideAccess: true,
  })
  return new Map(docs.map((doc) => [doc.id, doc.body as LexicalBody]))
}

/** GET /api/courses/{slug}: the overview and the lessons; bodies only where the reader may read them. */
export const getCourseOverview = async (
  payload: Payload,
  slug: string,
  user: Member | null,
  { withBodies = true }: { withBodies?: boolean } = {},
): Promise<CourseOverview> => {
  const course = await findCourse(payload, slug)
  const state = await readerState(payload, course, user)
  const bodies = withBodies ? await bodiesOf(payload, state.lessons.filter((lesson) => !lesson.locked).map((lesson) => lesson.id)) : new Map()
  return {
    course: { ...state.summary, description: text(course.description) },
    lessons: state.lessons.map((lesson) => (bodies.has(lesson.id) ? { ...lesson, body: bodies.get(lesson.id) } : lesson)),
    enrollment: state.enrollment,
    progress: state.progress,
    nextLesson: state.nextLesson,
    certificate: state.certificate,
  }
}

const linked = <T extends { id: number; slug: string }>(values: unknown, title: (doc: T) => string, base: string): LinkedItem[] =>
  ((values ?? []) as (number | T)[])
    .filter((value): value is T => typeof value === 'object' && value !== null && (value as { _status?: string })._status !== 'draft')
    .map((doc) => ({ slug: doc.slug, title: title(doc), href: `${base}/${doc.slug}` }))

/** One lesson page: its body (or null when locked), linked content, previous and next. */
export const getLessonView = async (payload: Payload, courseSlug: string, lessonSlug: string, user: Member | null): Promise<LessonView> => {
  const course = await findCourse(payload, courseSlug)
  const state = await readerState(payload, course, user)
  const index = state.lessons.findIndex((lesson) => lesson.slug === lessonSlug)
  if (index < 0) throw new NotFoundError(LESSON_NOT_FOUND)
  const outline = state.lessons[index]!
  const doc = (await payload.findByID({ collection: 'lessons', id: outline.id, depth: 1, overrideAccess: true })) as Lesson
  const neighbour = (at: number) => {
    const lesson = state.lessons[at]
    return lesson ? { slug: lesson.slug, title: lesson.title } : null
  }
  return {
    course: state.summary,
    lesson: { ...outline, body: outline.locked ? null : doc.body },
    links: {
      poses: linked<Pose>(doc.poses, (pose) => pose.englishName, '/poses'),
      glossaryTerms: linked<GlossaryTerm>(doc.glossaryTerms, (term) => term.term, '/glossary'),
      faqs: linked<Faq>(doc.faqs, (faq) => faq.question, '/faq'),
    },
    videos: ((doc.videos ?? []) as (number | Video)[])
      .filter((video): video is Video => typeof video === 'object' && video !== null)
      .map((video) => ({ videoId: video.videoId, title: video.title, channelName: text(video.channelName), thumbnailUrl: video.thumbnailUrl ?? undefined })),
    previous: neighbour(index - 1),
    next: neighbour(index + 1),
    enrollment: state.enrollment,
    progress: state.progress,
    certificate: state.certificate,
  }
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

/** The name a certificate shows: the member's chosen name when there is one, else the username. */
export const nameShownFor = (user: Member): string => (user.displayName?.trim() || user.name?.trim() || user.username).slice(0, 120)

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
  }
  return { lessonId, completed: true, progress, certificate: await certificateOf(payload, user.id, courseId) }
}

/** 128 random bits as 32 lowercase hex digits: a certificate's public, unguessable address. */
export const newVerifyId = (): string => randomBytes(16).toString('hex')
export const VERIFY_ID_PATTERN = /^[0-9a-f]{32}$/

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
          course: { slug: course.slug, title: course.title, free: toNumber(course.priceUsd) <= 0 },
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
          course: { slug: course.slug, title: course.title },
          nameShown: row.name_shown,
          issuedAt: iso(row.issued_at),
          status: row.revoked_at ? ('revoked' as const) : ('valid' as const),
        },
      ]
    }),
  }
}

export type CertificateView =
  | { verifyId: string; holderName: string; course: { slug: string; title: string }; issuedAt: string; status: 'valid'; revokedAt: null }
  /** A revoked certificate says only that it was revoked, and when: no name, no course (issue 30). */
  | { verifyId: string; holderName: null; course: null; issuedAt: null; status: 'revoked'; revokedAt: string | null }

/**
 * GET /api/certificates/{verifyId}: public verification; 404 'Certificate not found'. A revoked
 * certificate (an admin's decision, or its holder deleted their account) vouches for no one and
 * names no one: only its status and the date it was withdrawn.
 */
export const getCertificate = async (payload: Payload, verifyId: string): Promise<CertificateView> => {
  if (!VERIFY_ID_PATTERN.test(verifyId)) throw new NotFoundError(CERTIFICATE_NOT_FOUND)
  const { rows } = await (await db(payload)).query<{ course_id: number; name_shown: string; issued_at: Date; revoked_at: Date | null; user_id: number | null }>(
    'SELECT course_id, name_shown, issued_at, revoked_at, user_id FROM certificates WHERE verify_id = $1',
    [verifyId],
  )
  const row = rows[0]
  if (!row) throw new NotFoundError(CERTIFICATE_NOT_FOUND)
  const course = (await payload.findByID({ collection: 'courses', id: Number(row.course_id), depth: 0, select: { slug: true, title: true }, overrideAccess: true, disableErrors: true })) as Course | null
  // A certificate whose holder deleted their account no longer vouches for anyone.
  if (row.revoked_at !== null || row.user_id === null) {
    return { verifyId, holderName: null, course: null, issuedAt: null, status: 'revoked', revokedAt: row.revoked_at ? iso(row.revoked_at) : null }
  }
  return {
    verifyId,
    holderName: row.name_shown,
    course: { slug: course?.slug ?? '', title: course?.title ?? 'A course no longer offered' },
    issuedAt: iso(row.issued_at),
    status: 'valid',
    revokedAt: null,
  }
}

export type CourseDataExport = {
  enrollments: { course: string; source: 'free' | 'purchase'; paymentId: string | null; grantedAt: string; revokedAt: string | null }[]
  lessonProgress: { course: string; lesson: string | null; completedAt: string }[]
  certificates: { course: string; verifyId: string; nameShown: string; issuedAt: string; revokedAt: string | null; url: string }[]
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
  const { rows: certificates } = await connection.query<{ slug: string; verify_id: string; name_shown: string; issued_at: Date; revoked_at: Date | null }>(
    `SELECT c.slug, t.verify_id, t.name_shown, t.issued_at, t.revoked_at
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
      url: `${base}/certificates/${row.verify_id}`,
    })),
  }
}

/**
 * Deleting an account (/account, or an admin deleting it): removes the member's lesson progress
 * and enrollments, revokes their certificates and erases the name on every one of them (the
 * public page then says only "revoked" and when; the rows stay so a verifier is not told a
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
  const certificates = await connection.query('UPDATE certificates SET revoked_at = now(), updated_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId])
  // The chosen name goes from every certificate, revoked earlier or now (issue 30: removal for good).
  await connection.query("UPDATE certificates SET name_shown = '', updated_at = now() WHERE user_id = $1 AND name_shown <> ''", [userId])
  return {
    progressRemoved: progress.rowCount ?? 0,
    enrollmentsRemoved: enrollments.rowCount ?? 0,
    certificatesRevoked: certificates.rowCount ?? 0,
  }
}
