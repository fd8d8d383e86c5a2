/**
 * The AI event finder: on a schedule (`EVENT_FINDER_CRON`, default Mondays 06:00 UTC)
 * the generation queue's sweep queues one `findEvents` job, which asks the chat model (structured
 * output checked with zod) for upcoming yoga events in `EVENT_FINDER_REGIONS` (default "US";
 * ISO country codes, optionally with a subdivision: "US-CA,GB,IN"). Each candidate is checked:
 * the start lies in the future (given as local time in its zone), the end after it, the zone is
 * an IANA zone, the registration link is https, the country code is a known ISO 3166 region, a
 * place is named for in-person events, and the event lies in one of the regions (its country, or
 * its country and subdivision for a region like "US-CA"). Events already stored with the same
 * title, local start date and city are skipped. The rest are stored tagged `ai-discovered`: as drafts for an editor
 * to publish, or published (with the page's 'Event Discovery' notice) when
 * `EVENT_FINDER_AUTOPUBLISH=true`. Without OpenAI nothing is scheduled. An admin can start a run
 * at once from the Events list ("Find events now", POST /api/admin/event-finder/run).
 */
import type { Payload } from 'payload'

import { askStructured, openaiClient } from '@/integrations/openai'
import { slugify } from '@/fields/slug'
import { DURATION_TYPES, EVENT_TYPES, EXPERIENCE_LEVELS, LOCATION_TYPES, YOGA_STYLES } from '@/lib/options'
import { zonedTimeToUtc } from '@/lib/time'
import { z } from '@/lib/zod'
import { budgetMessage, dailyBudget, spentToday } from '@/services/ai/budgets'
import { ServiceError } from '@/services/platform/errors'
import { runQueueSoon } from '@/services/platform/jobs'
import { queueScheduledRunIfDue, recordScheduledRun, scheduledRunState, startScheduledRun, type ScheduledRun } from '@/services/platform/scheduledRuns'
import { GENERATION_QUEUE } from '@/jobs/queues'

type Environment = Record<string, string | undefined>

export const FIND_EVENTS_TASK = 'findEvents'
const KEY = 'event-finder'

export const eventFinderSettings = (environment: Environment = process.env) => ({
  cron: environment.EVENT_FINDER_CRON?.trim() || '0 6 * * 1',
  regions: (environment.EVENT_FINDER_REGIONS?.trim() || 'US')
    .split(',')
    .map((region) => region.trim().toUpperCase())
    .filter((region) => /^[A-Z]{2}(-[A-Z0-9]{1,3})?$/.test(region)),
  autopublish: environment.EVENT_FINDER_AUTOPUBLISH?.trim().toLowerCase() === 'true',
})

const tuple = <T extends string>(values: T[]) => values as [T, ...T[]]

export const discoveredEventsSchema = z.object({
  events: z.array(
    z.object({
      title: z.string(),
      description: z.string(),
      eventType: z.enum(tuple(EVENT_TYPES)),
      locationType: z.enum(tuple(LOCATION_TYPES)),
      locationDetails: z.string().describe('venue and address, or the platform for online events'),
      countryCode: z.string().describe('ISO 3166-1 alpha-2'),
      stateCode: z.string().nullable().describe('ISO 3166-2 subdivision code without the country, e.g. CA'),
      city: z.string().nullable(),
      startLocal: z.string().describe('local start, YYYY-MM-DDTHH:mm, in timeZone'),
      endLocal: z.string().nullable().describe('local end, YYYY-MM-DDTHH:mm, in timeZone'),
      timeZone: z.string().describe('IANA time zone, e.g. Europe/London'),
      isFree: z.boolean(),
      price: z.string().nullable(),
      facilitatorName: z.string().nullable(),
      registrationUrl: z.string().describe('https link to the official registration or event page'),
      yogaStyles: z.array(z.enum(tuple(YOGA_STYLES))),
      experienceLevel: z.enum(tuple(EXPERIENCE_LEVELS)),
      durationType: z.enum(tuple(DURATION_TYPES)),
    }),
  ),
})
export type DiscoveredEvent = z.infer<typeof discoveredEventsSchema>['events'][number]

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' })

/** A known ISO 3166-1 alpha-2 code (Intl names it; an unknown code comes back as itself). */
export const isKnownCountry = (code: string): boolean => {
  if (!/^[A-Z]{2}$/.test(code)) return false
  try {
    return regionNames.of(code) !== code
  } catch {
    return false
  }
}

export const isIanaZone = (zone: string): boolean => {
  if (!zone.includes('/') && zone !== 'UTC') return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

const localToUtc = (local: string, zone: string): Date | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local)
  if (!match) return null
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number]
  const date = zonedTimeToUtc({ year, month, day }, { hour, minute }, zone)
  return Number.isNaN(date.getTime()) ? null : date
}

export type CheckedEvent = { event: DiscoveredEvent; start: Date; end?: Date; localDate: string }

/** The candidate, checked; or why it is refused. */
export const checkEvent = (event: DiscoveredEvent, now: Date = new Date()): CheckedEvent | { reason: string } => {
  if (!event.title.trim() || !event.description.trim()) return { reason: 'no title or description' }
  if (!isIanaZone(event.timeZone)) return { reason: `"${event.timeZone}" is not an IANA time zone` }
  const start = localToUtc(event.startLocal, event.timeZone)
  if (!start) return { reason: `unreadable start "${event.startLocal}"` }
  if (start.getTime() <= now.getTime()) return { reason: 'starts in the past' }
  const end = event.endLocal ? localToUtc(event.endLocal, event.timeZone) : undefined
  if (end === null || (end && end.getTime() < start.getTime())) return { reason: 'ends before it starts' }
  let url: URL
  try {
    url = new URL(event.registrationUrl)
  } catch {
    return { reason: 'no registration link' }
  }
  if (url.protocol !== 'https:') return { reason: 'the registration link is not https' }
  const country = event.countryCode.trim().toUpperCase()
  if (!isKnownCountry(country)) return { reason: `unknown country code "${event.countryCode}"` }
  if (event.locationType !== 'online' && !event.city?.trim()) return { reason: 'no city for an in-person event' }
  return { event: { ...event, countryCode: country }, start, end: end ?? undefined, localDate: event.startLocal.slice(0, 10) }
}

/**
 * Whether the event lies in one of the regions: "GB" takes any event in the United Kingdom,
 * "US-CA" an event held in California. An online event is held nowhere: its organiser's country
 * must be one of the regions' (a subdivision is not asked of it).
 */
export const inRegions = (event: Pick<DiscoveredEvent, 'countryCode' | 'stateCode' | 'locationType'>, regions: string[]): boolean => {
  const country = event.countryCode.trim().toUpperCase()
  const state = event.stateCode?.trim().toUpperCase().replace(new RegExp(`^${country}-`), '')
  return regions.some((region) => {
    const [regionCountry, regionState] = region.split('-')
    if (regionCountry !== country) return false
    return !regionState || event.locationType === 'online' || regionState === state
  })
}

const isDuplicate = async (payload: Payload, checked: CheckedEvent): Promise<boolean> => {
  const { rows } = await (payload.db as unknown as { pool: { query: (text: string, values: unknown[]) => Promise<{ rows: unknown[] }> } }).pool.query(
    `SELECT 1 FROM events WHERE lower(title) = lower($1) AND start_local_date = $2 AND lower(coalesce(city, '')) = lower($3) LIMIT 1`,
    [checked.event.title.trim(), checked.localDate, checked.event.city?.trim() ?? ''],
  )
  return rows.length > 0
}

export type EventFinderResult = { asked: string[]; created: string[]; skipped: { title: string; reason: string }[] }

/** One run of the finder (the findEvents job). */
export const findEvents = async (payload: Payload, now: Date = new Date()): Promise<EventFinderResult> => {
  const settings = eventFinderSettings()
  if (!openaiClient()) return { asked: [], created: [], skipped: [] }
  if ((await spentToday(payload, 'chat')) >= dailyBudget('chat')) throw new Error("Today's budget for AI chat is spent; the event finder runs again on its next schedule.")
  const { value, usage } = await askStructured(
    discoveredEventsSchema,
    'discovered_events',
    'You find real, upcoming yoga events (classes, workshops, retreats, community gatherings, online sessions) for a non-profit ' +
      'yoga education site. Only events you are confident exist, with their official https registration or event page. ' +
      'Give local start and end times in the event\'s IANA time zone. Never invent events.',
    `Today is ${now.toISOString().slice(0, 10)}. Find up to 10 upcoming yoga events in the next 90 days, only in these regions ` +
      `(ISO 3166 codes; a code like US-CA means that subdivision only): ${settings.regions.join(', ')}. ` +
      'Leave out any event held elsewhere; for an online event, its organiser must be in one of these regions.',
  )
  await payload.create({ collection: 'ai-usage', data: { kind: 'chat', ...usage, targetCollection: 'events' }, depth: 0 })
  const result: EventFinderResult = { asked: settings.regions, created: [], skipped: [] }
  const seen = new Set<string>()
  for (const candidate of value.events) {
    const checked = checkEvent(candidate, now)
    if ('reason' in checked) {
      result.skipped.push({ title: candidate.title, reason: checked.reason })
      continue
    }
    if (!inRegions(checked.event, settings.regions)) {
      result.skipped.push({ title: candidate.title, reason: `outside the regions (${settings.regions.join(', ')})` })
      continue
    }
    const key = `${checked.event.title.trim().toLowerCase()}|${checked.localDate}|${checked.event.city?.trim().toLowerCase() ?? ''}`
    if (seen.has(key) || (await isDuplicate(payload, checked))) {
      result.skipped.push({ title: candidate.title, reason: 'already listed' })
      continue
    }
    seen.add(key)
    const { event } = checked
    const created = await payload.create({
      collection: 'events',
      draft: !settings.autopublish,
      data: {
        title: event.title.trim().slice(0, 200),
        description: event.description.trim(),
        eventType: event.eventType,
        locationType: event.locationType,
        locationDetails: event.locationDetails,
        countryCode: event.countryCode,
        stateCode: event.stateCode ?? undefined,
        city: event.city?.trim() || undefined,
        startDate: checked.start.toISOString(),
        endDate: checked.end?.toISOString(),
        timeZone: event.timeZone,
        isFree: event.isFree,
        price: event.price ?? undefined,
        facilitatorName: event.facilitatorName ?? undefined,
        registrationUrl: event.registrationUrl,
        yogaStyles: event.yogaStyles,
        experienceLevel: event.experienceLevel,
        durationType: event.durationType,
        tags: ['ai-discovered'],
        slug: slugify(`${event.title} ${checked.localDate}`).slice(0, 100),
        _status: settings.autopublish ? 'published' : 'draft',
      },
      depth: 0,
    })
    result.created.push(String(created.slug))
  }
  return result
}

/**
 * Queues the finder when its schedule says a run is due since the last one (called by the
 * generation queue's sweep in every runner process; src/services/platform/scheduledRuns.ts makes it one
 * job per due time). Returns whether it queued.
 */
const scheduledRun = (): ScheduledRun => ({ key: KEY, kind: 'events', task: FIND_EVENTS_TASK, targetCollection: 'events', cron: eventFinderSettings().cron })

export const queueEventFinderIfDue = async (payload: Payload, now: Date = new Date()): Promise<boolean> => {
  if (!openaiClient()) return false
  return queueScheduledRunIfDue(payload, scheduledRun(), now)
}

export const EVENT_FINDER_TEXT = {
  notConfigured: 'The AI event finder is not set up (no OpenAI key).',
  queued: 'The event finder is running in the background: the events it finds appear in this list as drafts to review.',
  alreadyQueued: 'The event finder is already running: the events it finds appear in this list as drafts to review.',
} as const

/**
 * POST /api/admin/event-finder/run ("Find events now"): a run at once, or the one still waiting or
 * running (a double click queues nothing twice). 503 without OpenAI, 429 past today's chat budget.
 */
export const startEventFinder = async (payload: Payload): Promise<{ jobId: number; alreadyQueued: boolean; message: string }> => {
  if (!openaiClient()) throw new ServiceError(503, EVENT_FINDER_TEXT.notConfigured)
  if ((await spentToday(payload, 'chat')) >= dailyBudget('chat')) throw new ServiceError(429, budgetMessage('chat'))
  const started = await startScheduledRun(payload, scheduledRun())
  // the run starts right after the answer went out (src/services/platform/jobs.ts)
  runQueueSoon(GENERATION_QUEUE)
  return { ...started, message: started.alreadyQueued ? EVENT_FINDER_TEXT.alreadyQueued : EVENT_FINDER_TEXT.queued }
}

/** What the Events list's panel shows: set up or not, the settings, the next and the last run. */
export const eventFinderState = async (payload: Payload, now: Date = new Date()) => {
  const settings = eventFinderSettings()
  if (!openaiClient()) return { configured: false as const, ...settings }
  return { configured: true as const, ...settings, ...(await scheduledRunState(payload, scheduledRun(), now)) }
}

/** The job's end: the request row says what happened. */
export const recordEventFinderRun = (payload: Payload, outcome: { error?: string }) => recordScheduledRun(payload, KEY, outcome)
