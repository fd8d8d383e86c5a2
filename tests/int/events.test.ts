import ical from 'node-ical'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as eventIcs } from '@/app/(frontend)/api/events/[slug]/ics/route'
import { GET as feedIcs } from '@/app/(frontend)/api/events/feed.ics/route'
import { GET as listEvents } from '@/app/(frontend)/api/events/route'
import { addDays, zonedTimeToUtc } from '@/lib/time'
import { parseEventFilters } from '@/schemas/eventFilters'
import { eventsWhere, listEvents as listEventsSql } from '@/services/content/events'
import { testPayload } from '@tests/support/payload'
import { call } from '@tests/support/routes'

let payload: Payload
const ids: number[] = []
const day = 24 * 60 * 60 * 1000
const inDays = (n: number, hourUtc = 17) => {
  const d = new Date(Date.now() + n * day)
  d.setUTCHours(hourUtc, 0, 0, 0)
  return d.toISOString()
}

type Fixture = Record<string, unknown> & { slug: string }
const fixtures: Fixture[] = [
  {
    slug: 'fx-online-vinyasa',
    title: 'Fixture Online Vinyasa Flow',
    description: 'A flowing class streamed live.',
    facilitatorName: 'Zoë Quill',
    eventType: 'online_session',
    locationType: 'online',
    isFree: true,
    yogaStyles: ['vinyasa'],
    accessibility: ['seniors'],
    experienceLevel: 'beginner',
    durationType: 'single_day',
    startDate: inDays(2),
    endDate: inDays(2, 18),
  },
  {
    slug: 'fx-sf-yin-retreat',
    title: 'Fixture Yin Retreat by the Bay',
    description: 'Slow, quiet days of yin practice.',
    eventType: 'retreat',
    locationType: 'in_person',
    countryCode: 'XA',
    stateCode: 'CA',
    city: 'San Francisco',
    isFree: false,
    price: '$300',
    yogaStyles: ['yin', 'restorative'],
    accessibility: ['wheelchair', 'trauma_informed'],
    experienceLevel: 'all_levels',
    durationType: 'weekend',
    startDate: inDays(10),
    endDate: inDays(12),
  },
  {
    slug: 'fx-sf-hatha-class',
    title: 'Fixture Hatha Basics',
    description: 'Foundations in a community hall.',
    eventType: 'class',
    locationType: 'hybrid',
    countryCode: 'XA',
    stateCode: 'CA',
    city: 'San Francisco',
    isFree: false,
    yogaStyles: ['hatha'],
    accessibility: ['wheelchair'],
    experienceLevel: 'intermediate',
    durationType: 'single_day',
    startDate: inDays(20),
    endDate: inDays(20, 19),
  },
  {
    slug: 'fx-past-workshop',
    title: 'Fixture Workshop That Ended',
    description: 'Already over.',
    eventType: 'workshop',
    locationType: 'in_person',
    countryCode: 'XA',
    isFree: true,
    startDate: inDays(-5),
    endDate: inDays(-5, 19),
  },
]

const slugs = async (query: string) => {
  const { status, body } = await call(listEvents, `/api/events${query}`)
  expect(status, JSON.stringify(body)).toBe(200)
  return body.events.map((e: { slug: string }) => e.slug) as string[]
}
const fx = (list: string[]) => list.filter((s) => s.startsWith('fx-'))

beforeAll(async () => {
  payload = await testPayload()
  for (const data of fixtures) {
    const doc = await payload.create({
      collection: 'events',
      data: { timeZone: 'America/Los_Angeles', _status: 'published', ...data } as never,
    })
    ids.push(doc.id)
  }
})

afterAll(async () => {
  await payload.delete({ collection: 'events', where: { id: { in: ids } } })
})

describe('GET /api/events filters', () => {
  it('lists only upcoming events by default, soonest first', async () => {
    const list = await slugs('')
    expect(fx(list)).toEqual(['fx-online-vinyasa', 'fx-sf-yin-retreat', 'fx-sf-hatha-class'])
    const { body } = await call(listEvents, '/api/events')
    const starts = body.events.map((e: { startDate: string }) => e.startDate)
    expect([...starts].sort()).toEqual(starts)
  })

  it('searches title, description and facilitator, ignoring case and diacritics', async () => {
    expect(fx(await slugs('?search=YIN%20retreat'))).toEqual(['fx-sf-yin-retreat'])
    expect(fx(await slugs('?search=community%20hall'))).toEqual(['fx-sf-hatha-class'])
    expect(fx(await slugs('?search=zoe'))).toEqual(['fx-online-vinyasa'])
    expect(fx(await slugs('?search=Zo%C3%AB%20quill'))).toEqual(['fx-online-vinyasa'])
  })

  it.each([
    ['locationType=online', ['fx-online-vinyasa']],
    ['locationType=hybrid', ['fx-sf-hatha-class']],
    ['eventType=retreat', ['fx-sf-yin-retreat']],
    ['experienceLevel=intermediate', ['fx-sf-hatha-class']],
    ['durationType=weekend', ['fx-sf-yin-retreat']],
    ['isFree=true', ['fx-online-vinyasa']],
    ['isFree=false', ['fx-sf-yin-retreat', 'fx-sf-hatha-class']],
    ['countryCode=xa', ['fx-sf-yin-retreat', 'fx-sf-hatha-class']],
    ['countryCode=XA&stateCode=ca', ['fx-sf-yin-retreat', 'fx-sf-hatha-class']],
    ['countryCode=XA&city=san-francisco', ['fx-sf-yin-retreat', 'fx-sf-hatha-class']],
    ['countryCode=XA&city=San%20Francisco', ['fx-sf-yin-retreat', 'fx-sf-hatha-class']],
    ['yogaStyles=yin', ['fx-sf-yin-retreat']],
    ['yogaStyles=yin&yogaStyles=hatha', ['fx-sf-yin-retreat', 'fx-sf-hatha-class']],
    ['accessibility=wheelchair', ['fx-sf-yin-retreat', 'fx-sf-hatha-class']],
    ['accessibility=wheelchair&accessibility=trauma_informed', ['fx-sf-yin-retreat']],
    ['accessibility=seniors&accessibility=wheelchair', []],
  ])('%s', async (query, expected) => {
    expect(fx(await slugs(`?${query}`))).toEqual(expected)
  })

  it('compares a bare date with the day the event starts where it happens', async () => {
    const doc = await payload.create({
      collection: 'events',
      data: {
        title: 'Sydney Morning',
        slug: 'fx-sydney-morning',
        description: 'x',
        eventType: 'class',
        locationType: 'in_person',
        countryCode: 'XB',
        // 09:00 on day 40 in Sydney is still the previous day in UTC.
        startDate: zonedTimeToUtc(addDays(new Date(), 40), { hour: 9, minute: 0 }, 'Australia/Sydney').toISOString(),
        timeZone: 'Australia/Sydney',
        _status: 'published',
      } as never,
    })
    ids.push(doc.id)
    const { year, month, day } = addDays(new Date(), 40)
    const local = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
    expect(fx(await slugs(`?countryCode=XB&startDateFrom=${local}&startDateTo=${local}`))).toEqual(['fx-sydney-morning'])
  })

  it('filters by start date range, a bare end date meaning the whole day', async () => {
    const from = inDays(5).slice(0, 10)
    const to = inDays(10).slice(0, 10)
    expect(fx(await slugs(`?countryCode=XA&startDateFrom=${from}&startDateTo=${to}`))).toEqual(['fx-sf-yin-retreat'])
    expect(fx(await slugs(`?countryCode=XA&startDateFrom=${encodeURIComponent(inDays(15))}`))).toEqual(['fx-sf-hatha-class'])
  })

  it('combines filters with AND and treats "all" as no filter', async () => {
    expect(fx(await slugs('?countryCode=XA&isFree=false&yogaStyles=hatha&accessibility=wheelchair'))).toEqual([
      'fx-sf-hatha-class',
    ])
    expect(fx(await slugs('?countryCode=XA&eventType=class&locationType=online'))).toEqual([])
    expect(fx(await slugs('?locationType=all&eventType=all&isFree=all&yogaStyles=all'))).toEqual(
      fx(await slugs('')),
    )
  })

  it.each([
    ['locationType=moon', 'locationType', ['online', 'in_person', 'hybrid', 'all']],
    ['eventType=party', 'eventType', ['workshop', 'class', 'retreat', 'community_gathering', 'online_session', 'all']],
    ['experienceLevel=guru', 'experienceLevel', ['beginner', 'intermediate', 'advanced', 'all_levels', 'all']],
    ['durationType=forever', 'durationType', ['single_day', 'weekend', 'week_long', 'month_plus', 'all']],
    ['isFree=maybe', 'isFree', ['true', 'false', 'all']],
    ['yogaStyles=hot', 'yogaStyles', ['vinyasa', 'hatha', 'yin', 'restorative', 'kundalini', 'ashtanga', 'iyengar']],
    ['accessibility=stairs', 'accessibility', ['wheelchair', 'trauma_informed', 'prenatal', 'seniors']],
  ])('rejects %s with 400 naming the parameter and its allowed values', async (query, parameter, allowed) => {
    const { status, body } = await call(listEvents, `/api/events?${query}`)
    expect(status).toBe(400)
    expect(body.error).toBe(`Invalid value "${query.split('=')[1]}" for parameter "${parameter}"`)
    expect(body.details).toMatchObject({ parameter, allowed })
  })

  it.each([
    ['startDateFrom=yesterday', 'startDateFrom'],
    ['startDateTo=2026-13-45', 'startDateTo'],
    ['startDateFrom=2030-01-02&startDateTo=2030-01-01', 'startDateTo'],
    ['countryCode=United%20States', 'countryCode'],
    [`search=${'x'.repeat(201)}`, 'search'],
  ])('rejects %s with 400', async (query, parameter) => {
    const { status, body } = await call(listEvents, `/api/events?${query}`)
    expect(status).toBe(400)
    expect(body.details.parameter).toBe(parameter)
  })

  it('searches quotes, % and _ literally', async () => {
    expect(fx(await slugs(`?search=${encodeURIComponent("%_'\\")}`))).toEqual([])
    expect(fx(await slugs('?search=_'))).toEqual([])
    expect(fx(await slugs('?search=%25'))).toEqual([])
  })

  it('stores time zones in canonical form so calendars can name them', async () => {
    const doc = await payload.create({
      collection: 'events',
      data: {
        title: 'Zone Spelling',
        slug: 'fx-zone-spelling',
        description: 'x',
        eventType: 'class',
        locationType: 'online',
        startDate: inDays(30),
        timeZone: 'us/pacific',
        _status: 'published',
      } as never,
    })
    ids.push(doc.id)
    expect(doc.timeZone).toBe('America/Los_Angeles')
  })

  it.each([
    '',
    'search=YIN%20retreat',
    'search=zoe',
    'countryCode=XA&isFree=false&yogaStyles=hatha,yin&accessibility=wheelchair',
    'locationType=hybrid&eventType=class&isFree=false&yogaStyles=hatha',
    'accessibility=wheelchair&accessibility=trauma_informed',
    'countryCode=XA&stateCode=CA&city=san-francisco&experienceLevel=all_levels&durationType=weekend',
    `startDateFrom=${inDays(3).slice(0, 10)}&startDateTo=${inDays(40).slice(0, 10)}`,
  ])('answers ?%s in SQL exactly as Payload does with eventsWhere', async (query) => {
    const now = new Date()
    const filters = parseEventFilters(new URLSearchParams(query))
    const viaSql = await listEventsSql(payload, filters, now)
    const { docs } = await payload.find({
      collection: 'events',
      where: eventsWhere(filters, now),
      sort: 'startDate',
      depth: 0,
      limit: 500,
      pagination: false,
    })
    expect(viaSql.map((e) => e.slug)).toEqual(docs.map((d) => d.slug))
    const ours = viaSql.filter((e) => e.slug.startsWith('fx-'))
    expect(ours.length).toBeGreaterThan(0)
    for (const item of ours) {
      const doc = docs.find((d) => d.slug === item.slug)!
      expect(item).toMatchObject({
        startDate: doc.startDate,
        endDate: doc.endDate ?? undefined,
        yogaStyles: doc.yogaStyles ?? [],
        accessibility: doc.accessibility ?? [],
        tags: doc.tags ?? [],
        isFree: Boolean(doc.isFree),
        city: doc.city ?? undefined,
      })
    }
  })

  it('forgets a cleared city', async () => {
    const doc = await payload.update({ collection: 'events', id: ids[2]!, data: { city: null } as never })
    expect(doc.cityKey ?? null).toBeNull()
    expect(fx(await slugs('?countryCode=XA&city=san-francisco'))).toEqual(['fx-sf-yin-retreat'])
    await payload.update({ collection: 'events', id: ids[2]!, data: { city: 'San Francisco' } })
  })
})

describe('calendar files', () => {
  it('exports one event as iCalendar in its own time zone', async () => {
    const response = await eventIcs(new Request('http://localhost/api/events/fx-sf-yin-retreat/ics'), {
      params: Promise.resolve({ slug: 'fx-sf-yin-retreat' }),
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/calendar')
    const text = await response.text()
    expect(text).toContain('BEGIN:VTIMEZONE')
    expect(text).toContain('TZID:America/Los_Angeles')
    const events = Object.values(ical.sync.parseICS(text)).filter((c) => c?.type === 'VEVENT') as ical.VEvent[]
    expect(events).toHaveLength(1)
    const [event] = events
    expect(event!.summary).toBe('Fixture Yin Retreat by the Bay')
    expect(event!.start.toISOString()).toBe(fixtures[1]!.startDate)
    expect(event!.end!.toISOString()).toBe(fixtures[1]!.endDate)
    expect(event!.start.tz).toBe('America/Los_Angeles')
    expect(event!.location).toContain('San Francisco')
  })

  it('answers 404 for an unknown event', async () => {
    const response = await eventIcs(new Request('http://localhost/api/events/nope/ics'), {
      params: Promise.resolve({ slug: 'nope' }),
    })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'Event Not Found' })
  })

  it('publishes a feed of upcoming events honouring the filters', async () => {
    const response = await feedIcs(new Request('http://localhost/api/events/feed.ics?countryCode=XA'))
    const parsed = Object.values(ical.sync.parseICS(await response.text())).filter((c) => c?.type === 'VEVENT') as ical.VEvent[]
    expect(parsed.map((e) => e.summary).sort()).toEqual(['Fixture Hatha Basics', 'Fixture Yin Retreat by the Bay'])
    const bad = await feedIcs(new Request('http://localhost/api/events/feed.ics?isFree=maybe'))
    expect(bad.status).toBe(400)
  })
})

describe('calendar text', () => {
  // Every character RFC 5545 makes special, and a line break that would start a property of its own.
  const hostile = (what: string) => `${what} A\\B; C, D\r\nATTENDEE:mailto:evil@x\r\nORGANIZER:mailto:evil@x\rE\nF`
  const asParsed = (text: string) => text.replace(/\r\n|\r/g, '\n')
  let id: number | undefined

  afterAll(async () => {
    if (id) await payload.delete({ collection: 'events', id })
  })

  it('escapes title, description, location and facilitator so a parser reads back exactly what was written', async () => {
    const slug = 'fx-hostile-text'
    const doc = await payload.create({
      collection: 'events',
      data: {
        slug,
        title: hostile('Title'),
        description: hostile('Description'),
        locationDetails: hostile('Hall'),
        facilitatorName: hostile('Teacher'),
        eventType: 'class',
        locationType: 'in_person',
        countryCode: 'XA',
        city: 'Oakland',
        isFree: true,
        timeZone: 'America/Los_Angeles',
        startDate: inDays(3),
        endDate: inDays(3, 18),
        _status: 'published',
      } as never,
    })
    id = doc.id
    const files = [
      await (await eventIcs(new Request(`http://localhost/api/events/${slug}/ics`), { params: Promise.resolve({ slug }) })).text(),
      await (await feedIcs(new Request('http://localhost/api/events/feed.ics?city=oakland&countryCode=XA'))).text(),
    ]
    for (const text of files) {
      // No property starts inside a value: every line is a known property or a folded continuation.
      const lines = text.split('\r\n').filter(Boolean)
      expect(lines.filter((line) => /^(ATTENDEE|ORGANIZER)\b/i.test(line))).toEqual([])
      expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
      for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)

      const components = Object.values(ical.sync.parseICS(text))
      const events = components.filter((c) => c?.type === 'VEVENT') as ical.VEvent[]
      expect(events.map((event) => event.uid)).toEqual([`${slug}@yoga-commons`])
      const event = events[0] as ical.VEvent & Record<string, unknown>
      expect(event.summary).toBe(asParsed(hostile('Title')))
      expect(event.location).toBe(`${asParsed(hostile('Hall'))}, Oakland, XA`)
      expect(event.description).toBe(
        `${asParsed(hostile('Description'))}\n\nFacilitator: ${asParsed(hostile('Teacher'))}\n\nhttp://localhost:3000/events/detail/${slug}`.replace(
          'http://localhost:3000',
          (event.description as string).match(/https?:\/\/[^/\n]+/)![0],
        ),
      )
      expect(event.attendee).toBeUndefined()
      expect(event.organizer).toBeUndefined()
      // exactly the properties we write, nothing a value smuggled in
      const written = ['type', 'params', 'uid', 'sequence', 'dtstamp', 'start', 'datetype', 'end', 'summary', 'location', 'description', 'url', 'status', 'method']
      expect(Object.keys(event).filter((key) => !written.includes(key))).toEqual([])
    }
    // the single-event calendar is named after the event
    const calendar = Object.values(ical.sync.parseICS(files[0]!)).find((c) => c?.type === 'VCALENDAR') as unknown as Record<string, unknown>
    expect(calendar?.['WR-CALNAME'] ?? calendar?.['X-WR-CALNAME']).toBe(asParsed(hostile('Title')))
  })
})
