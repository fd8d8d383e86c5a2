/**
 * Loads the content files of src/seed/data into the database. Idempotent: an item whose slug
 * already exists is left exactly as it is (so running twice changes nothing and an editor's edit
 * is never overwritten); only missing items are created. Globals are filled only while empty.
 */
import type { CollectionSlug, Payload } from 'payload'

import { toTextList } from '@/fields/lists'
import { lexicalFromMarkup } from '@/lib/lexical'
import { env } from '@/lib/env'
import { addDays, parseClock, zonedTimeToUtc } from '@/lib/time'
import { courses } from '@/seed/data/courses'
import { exampleEvents } from '@/seed/data/events'
import { faqs } from '@/seed/data/faqs'
import { glossaryTerms } from '@/seed/data/glossary'
import { ideas } from '@/seed/data/ideas'
import { poses } from '@/seed/data/poses'
import { missionStatement, PLACEHOLDER_BIO_PREFIX, teamMembers } from '@/seed/data/team'
import type { SeedCourse, SeedEvent } from '@/seed/types'

export type SeedOptions = {
  /**
   * load the example events (tagged `example`); scripts/tasks.ts decides (src/lib/examples.ts):
   * `--examples` / `--no-examples`, otherwise only when NODE_ENV is not production
   */
  examples?: boolean
  /** the day relative event dates count from (default: now) */
  now?: Date
}

export type SeedReport = Record<string, { created: number; kept: number }>

const existingSlugs = async (payload: Payload, collection: CollectionSlug): Promise<Set<string>> => {
  const { docs } = await payload.find({
    collection,
    pagination: false,
    depth: 0,
    select: { slug: true },
    overrideAccess: true,
  })
  return new Set(docs.map((doc) => (doc as { slug?: string }).slug).filter(Boolean) as string[])
}

const createMissing = async <T extends { slug: string }>(
  payload: Payload,
  collection: CollectionSlug,
  items: T[],
  toData: (item: T) => Record<string, unknown>,
): Promise<{ created: number; kept: number }> => {
  const have = await existingSlugs(payload, collection)
  let created = 0
  for (const item of items) {
    if (have.has(item.slug)) continue
    await payload.create({
      collection,
      data: toData(item) as never,
      overrideAccess: true,
      context: { seeding: true },
    })
    created++
  }
  return { created, kept: items.length - created }
}

export const eventDates = (event: SeedEvent, now: Date) => ({
  startDate: zonedTimeToUtc(addDays(now, event.startInDays), parseClock(event.startTime), event.timeZone).toISOString(),
  endDate: zonedTimeToUtc(addDays(now, event.endInDays), parseClock(event.endTime), event.timeZone).toISOString(),
})

const idsBySlug = async (payload: Payload, collection: CollectionSlug): Promise<Map<string, number>> => {
  const { docs } = await payload.find({ collection, pagination: false, depth: 0, select: { slug: true }, overrideAccess: true })
  return new Map(docs.map((doc) => [(doc as { slug: string }).slug, doc.id as number]))
}

/**
 * Courses and their lessons: a missing course is created; a course's missing lessons (by their
 * slug within the course) are created; nothing that exists is touched.
 */
const seedCourses = async (payload: Payload, items: SeedCourse[]): Promise<{ created: number; kept: number }> => {
  const [courseIds, poseIds, termIds, faqIds] = await Promise.all(
    (['courses', 'poses', 'glossary-terms', 'faqs'] as const).map((collection) => idsBySlug(payload, collection)),
  )
  const resolve = (ids: Map<string, number>, slugs: string[]) => slugs.map((slug) => ids.get(slug)).filter((id): id is number => id !== undefined)
  let created = 0
  let kept = 0
  for (const { lessons, ...course } of items) {
    let courseId = courseIds.get(course.slug)
    if (courseId === undefined) {
      const doc = await payload.create({
        collection: 'courses',
        data: { ...course, _status: 'published' },
        overrideAccess: true,
        context: { seeding: true },
      })
      courseId = doc.id
      created++
    } else kept++
    const { docs } = await payload.find({
      collection: 'lessons',
      where: { course: { equals: courseId } },
      pagination: false,
      depth: 0,
      select: { slug: true },
      overrideAccess: true,
    })
    const have = new Set(docs.map((doc) => doc.slug))
    for (const [index, lesson] of lessons.entries()) {
      if (have.has(lesson.slug)) {
        kept++
        continue
      }
      await payload.create({
        collection: 'lessons',
        data: {
          course: courseId,
          order: index + 1,
          slug: lesson.slug,
          title: lesson.title,
          summary: lesson.summary,
          minutes: lesson.minutes,
          isPreview: lesson.isPreview,
          body: lexicalFromMarkup(lesson.body) as never,
          poses: resolve(poseIds, lesson.poses),
          glossaryTerms: resolve(termIds, lesson.glossaryTerms),
          faqs: resolve(faqIds, lesson.faqs),
          _status: 'published',
        },
        overrideAccess: true,
        context: { seeding: true },
      })
      created++
    }
  }
  return { created, kept }
}

export const seed = async (payload: Payload, options: SeedOptions = {}): Promise<SeedReport> => {
  const { examples = true, now = new Date() } = options
  const published = { _status: 'published' as const }
  const report: SeedReport = {}

  report.glossary = await createMissing(payload, 'glossary-terms', glossaryTerms, (term) => ({
    ...term,
    examples: toTextList(term.examples),
    ...published,
  }))
  report.faqs = await createMissing(payload, 'faqs', faqs, (faq) => ({
    ...faq,
    tips: toTextList(faq.tips),
    ...published,
  }))
  report.poses = await createMissing(payload, 'poses', poses, (pose) => ({
    ...pose,
    benefits: toTextList(pose.benefits),
    instructions: toTextList(pose.instructions),
    contraindications: toTextList(pose.contraindications),
    tips: toTextList(pose.tips),
    ...published,
  }))
  report.events = examples
    ? await createMissing(payload, 'events', exampleEvents, (event) => {
        const { startInDays: _s, startTime: _st, endInDays: _e, endTime: _et, ...fields } = event
        return { ...fields, ...eventDates(event, now), ...published }
      })
    : { created: 0, kept: 0 }
  report.ideas = await createMissing(payload, 'ideas', ideas, (idea) => idea)
  report.courses = await seedCourses(payload, courses)

  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  if (!settings.updatedAt) {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { siteName: env.siteName ?? 'Yoga Commons', supportEmail: env.supportEmail },
    })
  }
  const team = await payload.findGlobal({ slug: 'team', depth: 0 })
  if (!team.updatedAt && !team.members?.length) {
    // The seed's team profiles are made up, like the events: examples only.
    await payload.updateGlobal({
      slug: 'team',
      data: { mission: missionStatement, members: examples ? teamMembers : [], _status: 'published' },
    })
  } else if (team.members?.some((member) => member.bio?.startsWith(PLACEHOLDER_BIO_PREFIX))) {
    // An earlier seed's editor notes ("Placeholder bio: … Replace this text …") still showing:
    // replace those bios only; anything an editor wrote stays.
    const seeded = new Map(teamMembers.map((member) => [member.name, member.bio]))
    await payload.updateGlobal({
      slug: 'team',
      data: {
        members: team.members.map((member) =>
          member.bio?.startsWith(PLACEHOLDER_BIO_PREFIX) ? { ...member, bio: seeded.get(member.name) ?? '' } : member,
        ),
        _status: 'published',
      },
    })
  }

  payload.logger.info(
    `Seed: ${Object.entries(report)
      .map(([kind, { created, kept }]) => `${kind} +${created} (${kept} kept)`)
      .join(', ')}`,
  )
  return report
}
