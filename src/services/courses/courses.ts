/**
 * The course catalogue: the published courses and their lessons' outlines (list, find by slug),
 * and the shapes, messages and helpers the other course services share. The rest of the domain:
 * courseViews.ts (what a reader sees of a course and a lesson), enrolment.ts, completion.ts
 * (lesson progress and the certificate it issues), certificates.ts (public verification),
 * memberCourseData.ts (a member's courses, export and deletion), coursePurchases.ts.
 *
 * Enrollments, progress and certificates are written by these services only, as single SQL
 * statements guarded by unique indexes (`ON CONFLICT`): repeated or concurrent requests make one
 * row, never two, and never need a transaction that waits for a second pooled connection.
 */
import type { Payload } from 'payload'

import type { Course, Lesson } from '@/payload-types'
import { labelOf, COURSE_LEVEL_OPTIONS } from '@/lib/options'
import { NotFoundError } from '@/services/platform/errors'
import { PUBLISHED, text } from '@/services/platform/shared'

/** The acting member: any signed-in user (members, editors and admins take courses alike). */
export type Member = { id: number; username: string; displayName?: string | null; name?: string | null }

export const COURSE_NOT_FOUND = 'Course not found'
export const LESSON_NOT_FOUND = 'Lesson not found'
export const SIGN_IN_FIRST = 'Please sign in first.'

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

export const toNumber = (value: unknown): number => (typeof value === 'number' ? value : Number(value ?? 0))
export const idOf = (value: unknown): number =>
  value && typeof value === 'object' && 'id' in value ? Number((value as { id: unknown }).id) : Number(value)

export const summarize = (doc: Course, lessons: Pick<Lesson, 'minutes' | 'isPreview'>[]): CourseSummary => {
  const priceUsd = toNumber(doc.priceUsd)
  return {
    id: doc.id,
    // every saved item has one (src/fields/slug.ts)
  slug: text(doc.slug),
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

export const courseSelect = { slug: true, title: true, summary: true, description: true, level: true, priceUsd: true, order: true, _status: true } as const
const outlineSelect = { slug: true, title: true, summary: true, order: true, minutes: true, isPreview: true, course: true } as const

/** Published lessons of courses, in order (no bodies). */
export const lessonOutlines = async (payload: Payload, courseIds: number[], { latest = false }: { latest?: boolean } = {}) => {
  if (!courseIds.length) return []
  const { docs } = await payload.find({
    collection: 'lessons',
    where: latest ? { course: { in: courseIds } } : { and: [PUBLISHED, { course: { in: courseIds } }] },
    // an editor's draft preview: each lesson's newest version, draft or published
    draft: latest,
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

/** A published course by slug (with `latest`, its newest version, draft or not); 404 'Course not found'. */
export const findCourse = async (payload: Payload, slug: string, { latest = false }: { latest?: boolean } = {}): Promise<Course> => {
  const { docs } = await payload.find({
    collection: 'courses',
    where: latest ? { slug: { equals: slug } } : { and: [PUBLISHED, { slug: { equals: slug } }] },
    draft: latest,
    depth: 0,
    limit: 1,
    pagination: false,
    select: courseSelect,
    overrideAccess: true,
  })
  if (!docs[0]) throw new NotFoundError(COURSE_NOT_FOUND)
  return docs[0] as Course
}

export const iso = (value: unknown): string => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString())
