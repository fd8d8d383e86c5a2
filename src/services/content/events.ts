import type { Payload, Where } from 'payload'

import type { Event } from '@/payload-types'
import { eventWhen, type EventWhen } from '@/lib/eventFormat'
import { fold } from '@/lib/filters'
import { cityKeyOf } from '@/lib/places'
import { safeHref } from '@/lib/safeUrl'
import type { EventFilters } from '@/schemas/eventFilters'
import { NotFoundError } from '@/services/platform/errors'
import { list, optional, poolOf, PUBLISHED, text } from '@/services/platform/shared'

/** An event as the API names it (yogaStyles), plus its place codes. */
export type EventItem = {
  id: number
  slug: string
  title: string
  description: string
  eventType: Event['eventType']
  locationType: Event['locationType']
  locationDetails: string
  countryCode?: string
  stateCode?: string
  city?: string
  startDate: string
  endDate?: string
  timeZone: string
  isFree: boolean
  price?: string
  facilitatorName?: string
  imageUrl?: string
  imageAlt?: string
  registrationUrl?: string
  /** how to join when there is no registration link ('Contact organizer') */
  organizerEmail?: string
  yogaStyles: NonNullable<Event['yogaStyles']>
  experienceLevel?: NonNullable<Event['experienceLevel']>
  durationType?: NonNullable<Event['durationType']>
  accessibility: NonNullable<Event['accessibility']>
  tags: string[]
  /** the date and time lines in the event's zone, formatted here so every client shows the same */
  when: EventWhen
}

const toItem = (doc: Event): EventItem => ({
  id: doc.id,
  // every saved event has one (src/fields/slug.ts)
  slug: doc.slug ?? '',
  title: doc.title,
  description: doc.description,
  eventType: doc.eventType,
  locationType: doc.locationType,
  locationDetails: text(doc.locationDetails),
  countryCode: optional(doc.countryCode),
  stateCode: optional(doc.stateCode),
  city: optional(doc.city),
  startDate: doc.startDate,
  endDate: optional(doc.endDate),
  timeZone: doc.timeZone,
  isFree: Boolean(doc.isFree),
  price: optional(doc.price),
  facilitatorName: optional(doc.facilitatorName),
  imageUrl: optional(doc.imageUrl),
  imageAlt: optional(doc.imageAlt),
  // never a javascript: or data: link, even one saved before the field was checked
  registrationUrl: safeHref(doc.registrationUrl),
  organizerEmail: optional(doc.organizerEmail),
  yogaStyles: doc.yogaStyles ?? [],
  experienceLevel: doc.experienceLevel ?? undefined,
  durationType: doc.durationType ?? undefined,
  accessibility: doc.accessibility ?? [],
  tags: list(doc.tags),
  when: eventWhen(doc.startDate, optional(doc.endDate), doc.timeZone),
})

/** Upper bound of one list response: the soonest 500 matching events. */
const MAX_EVENTS = 500

/** Published events that have not ended yet (an event without an end ends when it starts). */
export const upcomingWhere = (now: Date): Where => {
  const iso = now.toISOString()
  return {
    and: [
      PUBLISHED,
      {
        or: [
          { endDate: { greater_than_equal: iso } },
          { and: [{ endDate: { exists: false } }, { startDate: { greater_than_equal: iso } }] },
        ],
      },
    ],
  }
}

/** The /api/events filters as a Payload query: all combine with AND (styles: any; accessibility: every). */
export const eventsWhere = (filters: EventFilters, now: Date): Where => {
  const and: Where[] = [upcomingWhere(now)]
  const f = filters
  // % _ and \ are searched for literally, not as LIKE wildcards.
  if (f.search) and.push({ searchText: { like: fold(f.search).replace(/[\\%_]/g, (c) => `\\${c}`) } })
  if (f.locationType) and.push({ locationType: { equals: f.locationType } })
  if (f.eventType) and.push({ eventType: { equals: f.eventType } })
  if (f.experienceLevel) and.push({ experienceLevel: { equals: f.experienceLevel } })
  if (f.durationType) and.push({ durationType: { equals: f.durationType } })
  if (f.isFree !== undefined) and.push({ isFree: { equals: f.isFree } })
  if (f.countryCode) and.push({ countryCode: { equals: f.countryCode } })
  if (f.stateCode) and.push({ stateCode: { equals: f.stateCode } })
  if (f.city) and.push({ cityKey: { equals: cityKeyOf(f.city.replace(/-/g, ' ')) } })
  // A bare date compares with the day the event starts where it happens; a date-time with the instant.
  if (typeof f.startDateFrom === 'string') and.push({ startLocalDate: { greater_than_equal: f.startDateFrom } })
  else if (f.startDateFrom) and.push({ startDate: { greater_than_equal: f.startDateFrom.toISOString() } })
  if (typeof f.startDateTo === 'string') and.push({ startLocalDate: { less_than_equal: f.startDateTo } })
  else if (f.startDateTo) and.push({ startDate: { less_than_equal: f.startDateTo.toISOString() } })
  if (f.yogaStyles?.length) and.push({ yogaStyles: { in: f.yogaStyles } })
  // Every chosen need: one condition per need on the row's own key (two conditions on the
  // hasMany table would have to match the same row and never could).
  for (const need of f.accessibility ?? []) and.push({ accessibilityKey: { like: `|${need}|` } })
  return { and }
}

/**
 * The hot path of GET /api/events, /api/events/feed.ics and the place pages, written in SQL:
 * the same conditions as eventsWhere (Payload's `like` is ILIKE '%word%' for each space-separated
 * word; `in` on a hasMany select is "any of"), the same order (start date, then Payload's fallback
 * newest first), one statement that reads the hasMany values alongside instead of Payload's
 * find with its per-table reads and document hydration (about 3× the hand-written query at
 * 100k events; bench/events.ts).
 */
export const eventsSql = (filters: EventFilters, now: Date): { sql: string; params: unknown[] } => {
  const params: unknown[] = []
  const p = (value: unknown) => {
    params.push(value)
    return `$${params.length}`
  }
  const f = filters
  const iso = p(now.toISOString())
  const and = [`e._status = 'published'`, `(e.end_date >= ${iso} OR (e.end_date IS NULL AND e.start_date >= ${iso}))`]
  if (f.search) {
    const escaped = fold(f.search).replace(/[\\%_]/g, (c) => `\\${c}`)
    for (const word of escaped.split(' ')) and.push(`e.search_text ILIKE ${p(`%${word}%`)}`)
  }
  if (f.locationType) and.push(`e.location_type = ${p(f.locationType)}`)
  if (f.eventType) and.push(`e.event_type = ${p(f.eventType)}`)
  if (f.experienceLevel) and.push(`e.experience_level = ${p(f.experienceLevel)}`)
  if (f.durationType) and.push(`e.duration_type = ${p(f.durationType)}`)
  if (f.isFree !== undefined) and.push(`e.is_free = ${p(f.isFree)}`)
  if (f.countryCode) and.push(`e.country_code = ${p(f.countryCode)}`)
  if (f.stateCode) and.push(`e.state_code = ${p(f.stateCode)}`)
  if (f.city) and.push(`e.city_key = ${p(cityKeyOf(f.city.replace(/-/g, ' ')))}`)
  if (typeof f.startDateFrom === 'string') and.push(`e.start_local_date >= ${p(f.startDateFrom)}`)
  else if (f.startDateFrom) and.push(`e.start_date >= ${p(f.startDateFrom.toISOString())}`)
  if (typeof f.startDateTo === 'string') and.push(`e.start_local_date <= ${p(f.startDateTo)}`)
  else if (f.startDateTo) and.push(`e.start_date <= ${p(f.startDateTo.toISOString())}`)
  if (f.yogaStyles?.length)
    and.push(`EXISTS (SELECT 1 FROM events_yoga_styles ys WHERE ys.parent_id = e.id AND ys.value = ANY(${p(f.yogaStyles)}::enum_events_yoga_styles[]))`)
  for (const need of f.accessibility ?? []) and.push(`e.accessibility_key ILIKE ${p(`%|${need}|%`)}`)
  const timestamp = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
  const sql = `
SELECT e.id, e.slug, e.title, e.description, e.event_type, e.location_type, e.location_details, e.country_code,
  e.state_code, e.city, ${timestamp('e.start_date')} AS start_date, ${timestamp('e.end_date')} AS end_date, e.time_zone,
  e.is_free, e.price, e.facilitator_name, e.image_url, e.image_alt, e.experience_level, e.duration_type,
  ARRAY(SELECT s.value::text FROM events_yoga_styles s WHERE s.parent_id = e.id ORDER BY s."order") AS yoga_styles,
  ARRAY(SELECT a.value::text FROM events_accessibility a WHERE a.parent_id = e.id ORDER BY a."order") AS accessibility,
  ARRAY(SELECT t.text FROM events_texts t WHERE t.parent_id = e.id AND t.path = 'tags' ORDER BY t."order") AS tags
FROM events e
WHERE ${and.join('\n  AND ')}
ORDER BY e.start_date ASC, e.created_at DESC
LIMIT ${MAX_EVENTS}`
  return { sql, params }
}

type EventRow = {
  id: number
  slug: string
  title: string
  description: string
  event_type: Event['eventType']
  location_type: Event['locationType']
  location_details: string | null
  country_code: string | null
  state_code: string | null
  city: string | null
  start_date: string
  end_date: string | null
  time_zone: string
  is_free: boolean | null
  price: string | null
  facilitator_name: string | null
  image_url: string | null
  image_alt: string | null
  experience_level: Event['experienceLevel']
  duration_type: Event['durationType']
  yoga_styles: NonNullable<Event['yogaStyles']>
  accessibility: NonNullable<Event['accessibility']>
  tags: string[]
}

const rowToItem = (row: EventRow): EventItem =>
  toItem({
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    eventType: row.event_type,
    locationType: row.location_type,
    locationDetails: row.location_details,
    countryCode: row.country_code,
    stateCode: row.state_code,
    city: row.city,
    startDate: row.start_date,
    endDate: row.end_date,
    timeZone: row.time_zone,
    isFree: row.is_free,
    price: row.price,
    facilitatorName: row.facilitator_name,
    imageUrl: row.image_url,
    imageAlt: row.image_alt,
    yogaStyles: row.yoga_styles,
    experienceLevel: row.experience_level,
    durationType: row.duration_type,
    accessibility: row.accessibility,
    tags: row.tags,
  } as Event)

/** Published events matching the filters that have not ended yet, soonest first (at most 500). */
export const listEvents = async (payload: Payload, filters: EventFilters = {}, now = new Date()): Promise<EventItem[]> => {
  const { sql, params } = eventsSql(filters, now)
  const { rows } = await poolOf(payload).query<EventRow>(sql, params)
  return rows.map(rowToItem)
}

export const getEvent = async (payload: Payload, slug: string, { latest = false }: { latest?: boolean } = {}): Promise<EventItem> => {
  const { docs } = await payload.find({
    collection: 'events',
    where: latest ? { slug: { equals: slug } } : { and: [PUBLISHED, { slug: { equals: slug } }] },
    // an editor's draft preview: the newest version, draft or published
    draft: latest,
    depth: 0,
    limit: 1,
    pagination: false,
  })
  if (!docs[0]) throw new NotFoundError('Event Not Found')
  return toItem(docs[0])
}

/** Every upcoming published event, soonest first. */
export const listUpcomingEvents = (payload: Payload, now = new Date()) => listEvents(payload, {}, now)
