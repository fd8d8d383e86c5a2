/**
 * What an editor's draft preview reads (src/web/preview.ts picks it per request): the latest
 * version of a term, FAQ, pose, event, lesson or the team page, draft or published, while the
 * published reads that visitors get stay as they were. The page-level flow (the bar, the cookie,
 * the admin's Live Preview) is tests/e2e/preview.spec.ts.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getEvent } from '@/services/content/events'
import { getFaq, latestFaq } from '@/services/content/faq'
import { getGlossaryTerm, latestGlossaryTerm } from '@/services/content/glossary'
import { getPose, latestPose } from '@/services/content/poses'
import { getTeam } from '@/services/content/team'
import { getLessonView } from '@/services/courses/courseViews'
import { NotFoundError } from '@/services/platform/errors'
import { testPayload } from '@tests/support/payload'

let payload: Payload
const stamp = Date.now() % 1_000_000

/** What this file made goes again: the files after it on this worker see the seeded site. */
const made: { collection: 'glossary-terms' | 'faqs' | 'poses'; id: number }[] = []

beforeAll(async () => {
  payload = await testPayload()
})
afterAll(async () => {
  for (const { collection, id } of made) await payload.delete({ collection, id })
})

describe('the draft preview reads the latest version', () => {
  it('a published term with a newer draft: visitors get the published text, the preview the draft', async () => {
    const term = await payload.create({
      collection: 'glossary-terms',
      data: { term: `Preview Drishti ${stamp}`, slug: `preview-drishti-${stamp}`, shortDef: 'Where the gaze rests.', _status: 'published' },
    })
    made.push({ collection: 'glossary-terms', id: term.id })
    await payload.update({ collection: 'glossary-terms', id: term.id, data: { shortDef: 'A draft definition.' }, draft: true })
    expect((await getGlossaryTerm(payload, term.slug!)).shortDef).toBe('Where the gaze rests.')
    expect((await latestGlossaryTerm.get(payload, term.slug!)).shortDef).toBe('A draft definition.')
    expect(await latestGlossaryTerm.videos(payload, term.slug!)).toEqual([])
  })

  it('a never-published FAQ and pose: not found for visitors, shown in the preview', async () => {
    const faq = await payload.create({
      collection: 'faqs',
      data: { question: `Is preview ${stamp} real?`, shortAnswer: 'Only for editors.', _status: 'draft' },
      draft: true,
    })
    made.push({ collection: 'faqs', id: faq.id })
    await expect(getFaq(payload, faq.slug!)).rejects.toBeInstanceOf(NotFoundError)
    expect((await latestFaq.get(payload, faq.slug!)).shortAnswer).toBe('Only for editors.')

    const pose = await payload.create({
      collection: 'poses',
      data: { englishName: `Preview Pose ${stamp}`, _status: 'draft' },
      draft: true,
    })
    made.push({ collection: 'poses', id: pose.id })
    await expect(getPose(payload, pose.slug!)).rejects.toBeInstanceOf(NotFoundError)
    expect((await latestPose.get(payload, pose.slug!)).englishName).toBe(`Preview Pose ${stamp}`)
  })

  it('an event draft', async () => {
    const { docs } = await payload.find({ collection: 'events', where: { _status: { equals: 'published' } }, limit: 1, depth: 0 })
    const event = docs[0]!
    await payload.update({ collection: 'events', id: event.id, data: { title: `${event.title} (draft ${stamp})` }, draft: true })
    try {
      expect((await getEvent(payload, event.slug!)).title).toBe(event.title)
      expect((await getEvent(payload, event.slug!, { latest: true })).title).toBe(`${event.title} (draft ${stamp})`)
    } finally {
      await payload.update({ collection: 'events', id: event.id, data: { title: event.title, _status: 'published' } })
    }
  })

  it('an unpublished lesson opens, unlocked, only in the preview', async () => {
    const { docs } = await payload.find({ collection: 'courses', where: { _status: { equals: 'published' } }, limit: 1, depth: 0 })
    const course = docs[0]!
    const lesson = await payload.create({
      collection: 'lessons',
      data: { title: `Preview Lesson ${stamp}`, course: course.id, order: 90, minutes: 5, _status: 'draft' },
      draft: true,
    })
    try {
      await expect(getLessonView(payload, course.slug!, lesson.slug!, null)).rejects.toBeInstanceOf(NotFoundError)
      const view = await getLessonView(payload, course.slug!, lesson.slug!, null, { latest: true })
      expect(view.lesson).toMatchObject({ title: `Preview Lesson ${stamp}`, locked: false })
    } finally {
      await payload.delete({ collection: 'lessons', id: lesson.id })
    }
  })

  it("the team page's draft mission, while the published one stays for visitors", async () => {
    const published = await getTeam(payload)
    await payload.updateGlobal({ slug: 'team', data: { mission: `A draft mission ${stamp}.` }, draft: true })
    try {
      expect((await getTeam(payload)).mission).toBe(published.mission)
      expect((await getTeam(payload, { latest: true })).mission).toBe(`A draft mission ${stamp}.`)
    } finally {
      await payload.updateGlobal({ slug: 'team', data: { mission: published.mission, _status: 'published' } })
    }
  })
})
