/**
 * What a reader sees of a course and of a lesson: the overview with each lesson's outline, and a
 * lesson page with its linked content. Lesson bodies only for enrolled members, or for preview
 * lessons; visitors (null) see the outlines.
 */
import type { Payload } from 'payload'

import type { Course, Faq, GlossaryTerm, Lesson, Pose, Video } from '@/payload-types'
import { NotFoundError } from '@/services/platform/errors'
import { text } from '@/services/platform/shared'
import { certificateOf, type CertificateLink } from '@/services/courses/certificates'
import { completedLessonIds } from '@/services/courses/completion'
import {
  findCourse,
  lessonOutlines,
  LESSON_NOT_FOUND,
  summarize,
  toNumber,
  type CourseSummary,
  type LessonOutline,
  type LexicalBody,
  type Member,
  type Progress,
} from '@/services/courses/courses'
import { activeEnrollment, type EnrollmentInfo } from '@/services/courses/enrolment'

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

/** What a member (or visitor, with null) sees of a course and its lessons. */
const readerState = async (payload: Payload, course: Course, user: Member | null, latest = false) => {
  const outlines = await lessonOutlines(payload, [course.id], { latest })
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
    // an editor's draft preview shows every lesson as a reader who may read it
    locked: !latest && !enrollment && lesson.isPreview !== true,
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

const linked = <T extends { id: number; slug?: string | null }>(values: unknown, title: (doc: T) => string, base: string): LinkedItem[] =>
  ((values ?? []) as (number | T)[])
    .filter((value): value is T => typeof value === 'object' && value !== null && (value as { _status?: string })._status !== 'draft')
    .map((doc) => ({ slug: doc.slug ?? '', title: title(doc), href: `${base}/${doc.slug}` }))

/**
 * One lesson page: its body (or null when locked), linked content, previous and next. With
 * `latest` (an editor's draft preview), the newest version of the course and its lessons, drafts
 * included, every body shown.
 */
export const getLessonView = async (
  payload: Payload,
  courseSlug: string,
  lessonSlug: string,
  user: Member | null,
  { latest = false }: { latest?: boolean } = {},
): Promise<LessonView> => {
  const course = await findCourse(payload, courseSlug, { latest })
  const state = await readerState(payload, course, user, latest)
  const index = state.lessons.findIndex((lesson) => lesson.slug === lessonSlug)
  if (index < 0) throw new NotFoundError(LESSON_NOT_FOUND)
  const outline = state.lessons[index]!
  const doc = (await payload.findByID({ collection: 'lessons', id: outline.id, depth: 1, draft: latest, overrideAccess: true })) as Lesson
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
