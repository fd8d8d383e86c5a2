/**
 * Example content: the seed's made-up events stay out of the calendar feed, the
 * per-event .ics, the sitemap and the home page's counts; an admin removes every example (events
 * and unchanged team profiles) in one idempotent call.
 */
import ical from 'node-ical'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as countsOf, POST as removeAll } from '@/app/(frontend)/api/admin/examples/route'
import { GET as eventIcs } from '@/app/(frontend)/api/events/[slug]/ics/route'
import { GET as feedIcs } from '@/app/(frontend)/api/events/feed.ics/route'
import { seed } from '@/seed'
import { exampleEvents } from '@/seed/data/events'
import { teamMembers } from '@/seed/data/team'
import { buildSitemap } from '@/services/content/sitemap'
import { countContent } from '@/services/content/stats'
import { testPayload } from '@tests/support/payload'
import { asBrowser, PASSWORD, registerMember, uniqueUsername } from '@tests/support/session'

let payload: Payload
const REAL = `real-gathering-${Date.now().toString(36)}`
let realId: number

const signedIn = async (role: 'editor' | 'admin') => {
  const username = uniqueUsername(`ex_${role}`)
  await payload.create({ collection: 'users', data: { username, password: PASSWORD, roles: [role] } })
  const { token } = await payload.login({ collection: 'users', data: { username, password: PASSWORD } })
  return `payload-token=${token}`
}

const icsSummaries = async (response: Response) =>
  (Object.values(ical.sync.parseICS(await response.text())).filter((c) => c?.type === 'VEVENT') as ical.VEvent[]).map((e) => e.summary)

beforeAll(async () => {
  payload = await testPayload()
  const start = new Date(Date.now() + 3 * 24 * 3600 * 1000)
  const doc = await payload.create({
    collection: 'events',
    data: {
      title: 'A Real Community Gathering',
      slug: REAL,
      description: 'A gathering that is really happening.',
      eventType: 'community_gathering',
      locationType: 'online',
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + 3600_000).toISOString(),
      timeZone: 'Europe/London',
      tags: ['community'],
      _status: 'published',
    },
  })
  realId = doc.id
})

afterAll(async () => {
  if (realId) await payload.delete({ collection: 'events', id: realId })
})

describe('example events are never offered as real', () => {
  it('the calendar feed leaves them out and keeps real events', async () => {
    const summaries = await icsSummaries(await feedIcs(new Request('http://localhost/api/events/feed.ics')))
    expect(summaries).toContain('A Real Community Gathering')
    for (const example of exampleEvents) expect(summaries).not.toContain(example.title)
  })

  it('an example has no .ics file (404); a real event has one', async () => {
    const slug = exampleEvents[0]!.slug
    const example = await eventIcs(new Request(`http://localhost/api/events/${slug}/ics`), { params: Promise.resolve({ slug }) })
    expect(example.status).toBe(404)
    expect(await example.json()).toEqual({ error: 'Example events have no calendar entry' })
    const real = await eventIcs(new Request(`http://localhost/api/events/${REAL}/ics`), { params: Promise.resolve({ slug: REAL }) })
    expect(real.status).toBe(200)
  })

  it('the sitemap lists real events only', async () => {
    const sitemap = await buildSitemap(payload)
    expect(sitemap).toContain(`/events/detail/${REAL}</loc>`)
    for (const example of exampleEvents) expect(sitemap).not.toContain(`/events/detail/${example.slug}<`)
  })

  it("the home page's event count counts real events only", async () => {
    const { totalDocs: published } = await payload.count({
      collection: 'events',
      where: { and: [{ _status: { equals: 'published' } }, { startDate: { greater_than: new Date().toISOString() } }] },
    })
    const counts = await countContent(payload)
    expect(published).toBeGreaterThanOrEqual(exampleEvents.length + 1)
    expect(counts.events).toBeGreaterThanOrEqual(1)
    expect(counts.events).toBeLessThanOrEqual(published - exampleEvents.length)
  })
})

describe('POST /api/admin/examples', () => {
  const cookies: Record<'member' | 'editor' | 'admin', string> = {} as never
  let teamBefore: unknown[] = []

  beforeAll(async () => {
    cookies.member = (await registerMember('ex_member')).cookie
    cookies.editor = await signedIn('editor')
    cookies.admin = await signedIn('admin')
    teamBefore = (await payload.findGlobal({ slug: 'team', depth: 0 })).members ?? []
  })

  afterAll(async () => {
    // Put the examples back for the other files: the seed restores the events, the team by hand.
    await seed(payload)
    await payload.updateGlobal({ slug: 'team', data: { members: teamBefore as never } })
  })

  it('is for admins only: 401 for a visitor, 403 for a member or an editor, and nothing goes', async () => {
    expect((await asBrowser(removeAll, '/api/admin/examples', { method: 'POST', body: { confirm: true } })).status).toBe(401)
    for (const role of ['member', 'editor'] as const) {
      const response = await asBrowser(removeAll, '/api/admin/examples', { cookie: cookies[role], method: 'POST', body: { confirm: true } })
      expect(response.status, role).toBe(403)
      expect(response.body.error).toEqual(expect.any(String))
    }
    expect((await asBrowser(countsOf, '/api/admin/examples', { cookie: cookies.editor })).status).toBe(403)
    const counts = await asBrowser(countsOf, '/api/admin/examples', { cookie: cookies.admin })
    expect(counts.body.examples).toEqual({ events: exampleEvents.length, teamMembers: teamMembers.length })
  })

  it('refuses a body without the confirmation (400 JSON) and removes nothing', async () => {
    for (const body of [{}, { confirm: 'yes' }, { confirm: true, everything: true }]) {
      const response = await asBrowser(removeAll, '/api/admin/examples', { cookie: cookies.admin, method: 'POST', body })
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.body.error).toEqual(expect.any(String))
    }
    const counts = await asBrowser(countsOf, '/api/admin/examples', { cookie: cookies.admin })
    expect(counts.body.examples.events).toBe(exampleEvents.length)
  })

  it('removes every example event and example profile, keeps real content, and a second call removes nothing', async () => {
    const editedName = teamMembers[0]!.name
    // an editor's own words make a profile real: it stays
    const team = await payload.findGlobal({ slug: 'team', depth: 0 })
    await payload.updateGlobal({
      slug: 'team',
      data: { members: (team.members ?? []).map((m) => (m.name === editedName ? { ...m, bio: 'Written by the real Maya.' } : m)) as never },
    })

    const [first, second] = await Promise.all([
      asBrowser(removeAll, '/api/admin/examples', { cookie: cookies.admin, method: 'POST', body: { confirm: true } }),
      asBrowser(removeAll, '/api/admin/examples', { cookie: cookies.admin, method: 'POST', body: { confirm: true } }),
    ])
    expect([first.status, second.status]).toEqual([200, 200])
    // a double click: between them, each example went once
    expect(first.body.removed.events + second.body.removed.events).toBe(exampleEvents.length)

    const again = await asBrowser(removeAll, '/api/admin/examples', { cookie: cookies.admin, method: 'POST', body: { confirm: true } })
    expect(again.body).toEqual({ removed: { events: 0, teamMembers: 0 }, message: 'No example content left: nothing to remove.' })

    const left = await payload.find({ collection: 'events', where: { slug: { in: exampleEvents.map((e) => e.slug) } }, depth: 0 })
    expect(left.totalDocs).toBe(0)
    expect((await payload.count({ collection: 'events', where: { slug: { equals: REAL } } })).totalDocs).toBe(1)
    const members = (await payload.findGlobal({ slug: 'team', depth: 0 })).members ?? []
    expect(members.map((m) => m.name)).toEqual([editedName])
  })
})
