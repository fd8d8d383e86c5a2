import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { seed } from '@/seed'
import { exampleEvents } from '@/seed/data/events'
import { faqs } from '@/seed/data/faqs'
import { glossaryTerms } from '@/seed/data/glossary'
import { ideas } from '@/seed/data/ideas'
import { poses } from '@/seed/data/poses'
import { teamMembers } from '@/seed/data/team'
import { testPayload } from '@tests/support/payload'

let payload: Payload

const counts = async () => {
  const collections = ['glossary-terms', 'faqs', 'poses', 'events', 'ideas'] as const
  const totals = await Promise.all(collections.map((collection) => payload.count({ collection })))
  return Object.fromEntries(collections.map((collection, i) => [collection, totals[i]!.totalDocs]))
}

beforeAll(async () => {
  payload = await testPayload()
})

describe('seed', () => {
  it('loaded every content file (the test database was seeded once)', async () => {
    expect(await counts()).toMatchObject({
      'glossary-terms': glossaryTerms.length,
      faqs: faqs.length,
      poses: poses.length,
      events: exampleEvents.length,
      ideas: ideas.length,
    })
    const team = await payload.findGlobal({ slug: 'team' })
    expect(team.members?.map((m) => m.name)).toEqual(teamMembers.map((m) => m.name))
    const settings = await payload.findGlobal({ slug: 'site-settings' })
    expect(settings).toMatchObject({ siteName: 'Yoga Commons', supportEmail: 'support@example.org' })
  })

  it('running it again changes nothing', async () => {
    const before = await counts()
    const term = await payload.find({ collection: 'glossary-terms', limit: 1, sort: 'slug', depth: 0 })
    const report = await seed(payload)
    expect(Object.values(report).every((kind) => kind.created === 0)).toBe(true)
    expect(await counts()).toEqual(before)
    const again = await payload.findByID({ collection: 'glossary-terms', id: term.docs[0]!.id, depth: 0 })
    expect(again.updatedAt).toBe(term.docs[0]!.updatedAt)
  })

  it("never overwrites an editor's edit", async () => {
    const slug = glossaryTerms[1]!.slug
    const { docs } = await payload.find({ collection: 'glossary-terms', where: { slug: { equals: slug } }, limit: 1 })
    await payload.update({
      collection: 'glossary-terms',
      id: docs[0]!.id,
      data: { shortDef: 'An editor rewrote this definition.' },
    })
    await payload.updateGlobal({ slug: 'team', data: { mission: 'Our own mission words.' } })
    await seed(payload)
    const after = await payload.findByID({ collection: 'glossary-terms', id: docs[0]!.id })
    expect(after.shortDef).toBe('An editor rewrote this definition.')
    expect((await payload.findGlobal({ slug: 'team' })).mission).toBe('Our own mission words.')
  })

  it('restores a deleted item, and leaves example events out with examples: false', async () => {
    const event = exampleEvents[0]!
    await payload.delete({ collection: 'events', where: { slug: { equals: event.slug } } })
    const without = await seed(payload, { examples: false })
    expect(without.events).toEqual({ created: 0, kept: 0 })
    expect((await payload.count({ collection: 'events', where: { slug: { equals: event.slug } } })).totalDocs).toBe(0)

    const withExamples = await seed(payload)
    expect(withExamples.events.created).toBe(1)
    const { docs } = await payload.find({ collection: 'events', where: { slug: { equals: event.slug } } })
    expect(docs[0]!.tags).toContain('example')
    expect(new Date(docs[0]!.startDate).getTime()).toBeGreaterThan(Date.now())
  })

  it("replaces an earlier seed's placeholder bios on /team, and keeps what an editor wrote", async () => {
    const before = await payload.findGlobal({ slug: 'team', depth: 0 })
    const members = before.members!.map((member, index) =>
      index === 0 ? { ...member, bio: 'Written by an editor.' } : { ...member, bio: 'Placeholder bio: Replace this text with her real training.' },
    )
    await payload.updateGlobal({ slug: 'team', data: { members } })
    await seed(payload)
    const after = await payload.findGlobal({ slug: 'team', depth: 0 })
    expect(after.members![0]!.bio).toBe('Written by an editor.')
    expect(after.members!.slice(1).map((member) => member.bio)).toEqual(teamMembers.slice(1).map((member) => member.bio))
    await payload.updateGlobal({ slug: 'team', data: { members: before.members } })
  })
})
