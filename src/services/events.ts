import type { Payload, Where } from 'payload'

import type { Event } from '@/payload-types'
import { eventWhen, type EventWhen } from '@/lib/eventFormat'
import { fold } from '@/lib/filters'
import { cityKeyOf } from '@/lib/places'
import type { EventFilters } from '@/schemas/eventFilters'
import { NotFoundError } from '@/services/errors'
import { list, optional, PUBLISHED, text } from '@/services/shared'

/** An event as SPEC §3 names it (yogaStyles for {product}Styles), plus its place codes. */
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
  slug: doc.slug,
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
  registrationUrl: optional(doc.registrationUrl),
  organizerEmail: optional(doc.organizerEmail),
  yogaStyles: doc.yogaStyles ?? [],
  experienceLevel: doc.experienceLevel ?? undefined,
  durationType: doc.durationType ?? undefined,
  accessibility: doc.accessibility ?? [],
  tags: list(doc.tags),
  when: eventWhen(doc.startDate, optional(doc.endDate), doc.timeZone),
})

/** Everything a card, the list filters and the place pages read; not registration details. */
const listSelect = {
  slug: true,
  title: true,
  description: true,
  eventType: true,
  locationType: true,
  locationDetails: true,
  countryCode: true,
  stateCode: true,
  city: true,
  startDate: true,
  endDate: true,
  timeZone: true,
  isFree: true,
  price: true,
  facilitatorName: true,
  imageUrl: true,
  imageAlt: true,
  yogaStyles: true,
  experienceLevel: true,
  durationType: true,
  accessibility: true,
  tags: true,
} as const

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

/** SPEC §7's filters as a Payload query: all combine with AND (styles: any; accessibility: every). */
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

/** Published events matching the filters that have not ended yet, soonest first (at most 500). */
export const listEvents = async (payload: Payload, filters: EventFilters = {}, now = new Date()): Promise<EventItem[]> => {
  const { docs } = await payload.find({
    collection: 'events',
    where: eventsWhere(filters, now),
    sort: 'startDate',
    depth: 0,
    limit: MAX_EVENTS,
    pagination: false,
    select: listSelect,
  })
  return docs.map((doc) => toItem(doc as Event))
}

export const getEvent = async (payload: Payload, slug: string): Promise<EventItem> => {
  const { docs } = await payload.find({
    collection: 'events',
    where: { and: [PUBLISHED, { slug: { equals: slug } }] },
    depth: 0,
    limit: 1,
    pagination: false,
  })
  if (!docs[0]) throw new NotFoundError('Event Not Found')
  return toItem(docs[0])
}

/** Every upcoming published event, soonest first. */
export const listUpcomingEvents = (payload: Payload, now = new Date()) => listEvents(payload, {}, now)
