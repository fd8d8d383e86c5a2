import net from 'node:net'

import type { Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as getEvent } from '@/app/(frontend)/api/events/[slug]/route'
import { GET as listEvents } from '@/app/(frontend)/api/events/route'
import { GET as getFaqVideos } from '@/app/(frontend)/api/faq/[slug]/videos/route'
import { GET as getFaq } from '@/app/(frontend)/api/faq/[slug]/route'
import { GET as listFaqs } from '@/app/(frontend)/api/faq/route'
import { GET as getTermVideos } from '@/app/(frontend)/api/glossary/[slug]/videos/route'
import { GET as getTerm } from '@/app/(frontend)/api/glossary/[slug]/route'
import { GET as listTerms } from '@/app/(frontend)/api/glossary/route'
import { GET as health } from '@/app/(frontend)/api/health/route'
import { GET as getPoseVideos } from '@/app/(frontend)/api/poses/[slug]/videos/route'
import { GET as getPose } from '@/app/(frontend)/api/poses/[slug]/route'
import { GET as listPoses } from '@/app/(frontend)/api/poses/route'
import { GET as listVideos } from '@/app/(frontend)/api/videos/route'
import { GET as getVideo } from '@/app/(frontend)/api/youtube/video/[videoId]/route'
import { eventWhen } from '@/lib/eventFormat'
import { exampleEvents } from '@/seed/data/events'
import { faqs } from '@/seed/data/faqs'
import { glossaryTerms } from '@/seed/data/glossary'
import { poses } from '@/seed/data/poses'
import { checkHealth } from '@/services/platform/health'
import { poolOf } from '@/services/platform/shared'
import { testPayload } from '@tests/support/payload'
import { freePort } from '@tests/support/testDatabase'
import { call } from '@tests/support/routes'

const term = glossaryTerms[0]!
const faq = faqs[0]!
const pose = poses.find((p) => p.instructions.length >= 3)!

let payload: Payload
const created: number[] = []

beforeAll(async () => {
  payload = await testPayload()
  const find = async (collection: 'glossary-terms' | 'faqs' | 'poses', slug: string) =>
    (await payload.find({ collection, where: { slug: { equals: slug } }, limit: 1, depth: 0 })).docs[0]!.id
  const [termId, faqId, poseId] = await Promise.all([
    find('glossary-terms', term.slug),
    find('faqs', faq.slug),
    find('poses', pose.slug),
  ])
  const videos = [
    { videoId: 'TestVideo01', title: 'Understanding the term', glossaryTerms: [termId], faqs: [faqId], viewCount: 10 },
    { videoId: 'TestVideo02', title: 'Step three up close', poses: [poseId], stepNumber: 3 },
    { videoId: 'TestVideo03', title: 'Step one up close', poses: [poseId], stepNumber: 1, channelName: 'Calm Channel' },
  ]
  for (const data of videos) {
    const doc = await payload.create({ collection: 'videos', data: { ...data, publishedAt: '2025-05-01T00:00:00.000Z' } })
    created.push(doc.id)
  }
})

afterAll(async () => {
  await payload.delete({ collection: 'videos', where: { id: { in: created } } })
})

describe('glossary', () => {
  it('lists every published term in the {terms} envelope, without long text', async () => {
    const { status, body } = await call(listTerms, '/api/glossary')
    expect(status).toBe(200)
    expect(Object.keys(body)).toEqual(['terms'])
    expect(body.terms.length).toBe(glossaryTerms.length)
    const listed = body.terms.find((t: { slug: string }) => t.slug === term.slug)
    expect(listed).toMatchObject({ term: term.term, sanskrit: term.sanskrit, shortDef: term.shortDef, tags: term.tags })
    expect(listed).not.toHaveProperty('longDef')
  })

  it('returns one term with every SPEC field in the {term} envelope', async () => {
    const { status, body } = await call(getTerm, `/api/glossary/${term.slug}`, { slug: term.slug })
    expect(status).toBe(200)
    expect(body.term).toMatchObject({
      slug: term.slug,
      term: term.term,
      sanskrit: term.sanskrit,
      transliteration: term.transliteration,
      pronunciation: term.pronunciation,
      shortDef: term.shortDef,
      longDef: term.longDef,
      literalMeaning: term.literalMeaning,
      examples: term.examples,
      related: term.related,
      tags: term.tags,
    })
    expect(typeof body.term.id).toBe('number')
  })

  it('answers 404 "Term not found" for an unknown or malformed slug', async () => {
    for (const slug of ['no-such-term', 'Bad Slug!', '../etc']) {
      const { status, body } = await call(getTerm, `/api/glossary/x`, { slug })
      expect(status).toBe(404)
      expect(body).toEqual({ error: 'Term not found' })
    }
    const videos = await call(getTermVideos, '/api/glossary/no-such-term/videos', { slug: 'no-such-term' })
    expect(videos.status).toBe(404)
    expect(videos.body).toEqual({ error: 'Term not found' })
  })

  it("lists a term's videos in the {videos} envelope", async () => {
    const { status, body } = await call(getTermVideos, `/api/glossary/${term.slug}/videos`, { slug: term.slug })
    expect(status).toBe(200)
    expect(body.videos.map((v: { videoId: string }) => v.videoId)).toEqual(['TestVideo01'])
    expect(body.videos[0]).toMatchObject({ title: 'Understanding the term', viewCount: 10, channelName: '' })
  })

  it('hides a draft term from visitors', async () => {
    const draft = await payload.create({
      collection: 'glossary-terms',
      data: { term: 'Unpublished Draft', slug: 'unpublished-draft', shortDef: 'Not yet ready.', _status: 'draft' },
      draft: true,
    })
    try {
      const list = await call(listTerms, '/api/glossary')
      expect(list.body.terms.some((t: { slug: string }) => t.slug === draft.slug)).toBe(false)
      const one = await call(getTerm, `/api/glossary/${draft.slug}`, { slug: draft.slug })
      expect(one.status).toBe(404)
    } finally {
      await payload.delete({ collection: 'glossary-terms', id: draft.id })
    }
  })
})

describe('faq', () => {
  it('lists FAQs in {faqs} and returns one in {faq}', async () => {
    const list = await call(listFaqs, '/api/faq')
    expect(list.status).toBe(200)
    expect(Object.keys(list.body)).toEqual(['faqs'])
    expect(list.body.faqs.length).toBe(faqs.length)
    const one = await call(getFaq, `/api/faq/${faq.slug}`, { slug: faq.slug })
    expect(one.status).toBe(200)
    expect(one.body.faq).toMatchObject({
      slug: faq.slug,
      question: faq.question,
      shortAnswer: faq.shortAnswer,
      longAnswer: faq.longAnswer,
      tips: faq.tips,
      tags: faq.tags,
    })
  })

  it('answers 404 "FAQ not found" and lists videos', async () => {
    const missing = await call(getFaq, '/api/faq/nope', { slug: 'nope' })
    expect(missing.status).toBe(404)
    expect(missing.body).toEqual({ error: 'FAQ not found' })
    const videos = await call(getFaqVideos, `/api/faq/${faq.slug}/videos`, { slug: faq.slug })
    expect(videos.body.videos.map((v: { videoId: string }) => v.videoId)).toEqual(['TestVideo01'])
  })
})

describe('poses', () => {
  it('lists poses in {poses} with benefits and returns one in {pose}', async () => {
    const list = await call(listPoses, '/api/poses')
    expect(list.status).toBe(200)
    expect(Object.keys(list.body)).toEqual(['poses'])
    expect(list.body.poses.length).toBe(poses.length)
    const listed = list.body.poses.find((p: { slug: string }) => p.slug === pose.slug)
    expect(listed).toMatchObject({ englishName: pose.englishName, benefits: pose.benefits, category: pose.category })
    expect(listed).not.toHaveProperty('instructions')

    const one = await call(getPose, `/api/poses/${pose.slug}`, { slug: pose.slug })
    expect(one.body.pose).toMatchObject({
      slug: pose.slug,
      englishName: pose.englishName,
      sanskritName: pose.sanskritName,
      transliteration: pose.transliteration,
      difficulty: pose.difficulty,
      duration: pose.duration,
      instructions: pose.instructions,
      contraindications: pose.contraindications,
      tips: pose.tips,
      preparatoryPoses: pose.preparatoryPoses,
      followUpPoses: pose.followUpPoses,
    })
  })

  it('lists step videos in step order with their stepNumber, and 404s unknown poses', async () => {
    const videos = await call(getPoseVideos, `/api/poses/${pose.slug}/videos`, { slug: pose.slug })
    expect(videos.body.videos.map((v: { videoId: string; stepNumber: number }) => [v.videoId, v.stepNumber])).toEqual([
      ['TestVideo03', 1],
      ['TestVideo02', 3],
    ])
    const missing = await call(getPose, '/api/poses/nope', { slug: 'nope' })
    expect(missing.status).toBe(404)
    expect(missing.body).toEqual({ error: 'Pose not found' })
  })
})

describe('videos', () => {
  it('lists every curated video in {videos}', async () => {
    const { status, body } = await call(listVideos, '/api/videos')
    expect(status).toBe(200)
    expect(body.videos.map((v: { videoId: string }) => v.videoId).sort()).toEqual([
      'TestVideo01',
      'TestVideo02',
      'TestVideo03',
    ])
    expect(body.videos[0]).not.toHaveProperty('poses')
  })

  it('returns a stored video in {video} and 404 "Video not found" otherwise', async () => {
    const found = await call(getVideo, '/api/youtube/video/TestVideo03', { videoId: 'TestVideo03' })
    expect(found.status).toBe(200)
    expect(found.body.video).toMatchObject({
      videoId: 'TestVideo03',
      channelName: 'Calm Channel',
      thumbnailUrl: 'https://i.ytimg.com/vi/TestVideo03/hqdefault.jpg',
    })
    for (const videoId of ['NotStored01', 'short', "x' OR 1=1"]) {
      const missing = await call(getVideo, '/api/youtube/video/x', { videoId })
      expect(missing.status).toBe(404)
      expect(missing.body).toEqual({ error: 'Video not found' })
    }
  })
})

describe('events', () => {
  it('lists upcoming events soonest first in {events}', async () => {
    const { status, body } = await call(listEvents, '/api/events')
    expect(status).toBe(200)
    expect(Object.keys(body)).toEqual(['events'])
    expect(body.events.length).toBe(exampleEvents.length)
    const starts = body.events.map((e: { startDate: string }) => e.startDate)
    expect([...starts].sort()).toEqual(starts)
  })

  it('leaves out events that have ended', async () => {
    const past = await payload.create({
      collection: 'events',
      data: {
        title: 'Last Year Gathering',
        slug: 'last-year-gathering',
        description: 'Already over.',
        eventType: 'class',
        locationType: 'online',
        startDate: '2024-01-01T10:00:00.000Z',
        endDate: '2024-01-01T11:00:00.000Z',
        timeZone: 'UTC',
        _status: 'published',
      },
    })
    try {
      const { body } = await call(listEvents, '/api/events')
      expect(body.events.some((e: { slug: string }) => e.slug === past.slug)).toBe(false)
      const detail = await call(getEvent, `/api/events/${past.slug}`, { slug: past.slug })
      expect(detail.status).toBe(200)
      expect(detail.body.event.title).toBe('Last Year Gathering')
    } finally {
      await payload.delete({ collection: 'events', id: past.id })
    }
  })

  it('returns one event in {event} and 404 "Event Not Found" otherwise', async () => {
    const seeded = exampleEvents[0]!
    const one = await call(getEvent, `/api/events/${seeded.slug}`, { slug: seeded.slug })
    expect(one.status).toBe(200)
    expect(one.body.event).toMatchObject({
      slug: seeded.slug,
      title: seeded.title,
      eventType: seeded.eventType,
      locationType: seeded.locationType,
      timeZone: seeded.timeZone,
      isFree: seeded.isFree,
      yogaStyles: seeded.yogaStyles,
      accessibility: seeded.accessibility,
    })
    const missing = await call(getEvent, '/api/events/nope', { slug: 'nope' })
    expect(missing.status).toBe(404)
    expect(missing.body).toEqual({ error: 'Event Not Found' })
  })

  it("carries the organiser's e-mail and the card's date and time, formatted in the event's zone", async () => {
    const mailOnly = exampleEvents.find((e) => e.organizerEmail && !e.registrationUrl)!
    const { body } = await call(getEvent, `/api/events/${mailOnly.slug}`, { slug: mailOnly.slug })
    expect(body.event.organizerEmail).toBe(mailOnly.organizerEmail)
    expect(body.event.registrationUrl).toBeUndefined()
    expect(body.event.when).toEqual(eventWhen(body.event.startDate, body.event.endDate, mailOnly.timeZone))
    const list = await call(listEvents, '/api/events')
    for (const event of list.body.events) {
      expect(event.when, event.slug).toEqual(eventWhen(event.startDate, event.endDate, event.timeZone))
    }
  })
})

describe('health', () => {
  it('answers 200 while the database answers', async () => {
    const { status, body } = await call(health, '/api/health')
    expect(status).toBe(200)
    expect(body).toMatchObject({ status: 'ok', database: 'up' })
  })

  it('answers 503 while every connection of the pool is taken, and 200 once they are back', async () => {
    const pool = poolOf(payload)
    const max = (pool as unknown as { options: { max: number } }).options.max
    const held = await Promise.all(Array.from({ length: max - (pool.totalCount - pool.idleCount) }, () => pool.connect()))
    try {
      const { status, body } = await call(health, '/api/health')
      expect(status).toBe(503)
      expect(body).toMatchObject({ status: 'unavailable', database: 'exhausted', pool: { max, idle: 0 } })
    } finally {
      held.forEach((client) => client.release())
    }
    const after = await call(health, '/api/health')
    expect(after.status).toBe(200)
  })

  it('reports the database down when PostgreSQL does not answer', async () => {
    const port = await freePort()
    const client = new pg.Client({ connectionString: `postgres://x:y@127.0.0.1:${port}/none` })
    expect(await checkHealth(() => client.connect(), async () => payload)).toMatchObject({ status: 'unavailable', database: 'down' })
    // A server that accepts the connection but never answers counts as down after 3 s.
    const silent = net.createServer(() => {}).listen(0, '127.0.0.1')
    await new Promise((resolve) => silent.once('listening', resolve))
    const silentPort = (silent.address() as net.AddressInfo).port
    const stuck = new pg.Client({ connectionString: `postgres://x:y@127.0.0.1:${silentPort}/none` })
    expect(await checkHealth(() => stuck.connect(), async () => payload)).toMatchObject({ status: 'unavailable', database: 'down' })
    silent.close()
  })
})
