/** Event dates and times, always in the event's own time zone (invalid dates throw). */
const valid = (iso: string): Date => {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${iso}`)
  return date
}

/** Formatters are costly to build and a list formats up to 500 events: one per zone and shape. */
const formatters = new Map<string, Intl.DateTimeFormat>()
/** Options objects are keyed by identity (each shape below is one constant), not re-serialized per call. */
const optionKeys = new WeakMap<Intl.DateTimeFormatOptions, string>()
const formatter = (locale: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat => {
  let optionKey = optionKeys.get(options)
  if (optionKey === undefined) {
    optionKey = JSON.stringify(options)
    optionKeys.set(options, optionKey)
  }
  const key = `${locale}|${timeZone}|${optionKey}`
  let found = formatters.get(key)
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { timeZone, ...options })
    formatters.set(key, found)
  }
  return found
}

const DATE_SHAPE: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }
const TIME_SHAPE: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' }
const TIME_ZONE_SHAPE: Intl.DateTimeFormatOptions = { ...TIME_SHAPE, timeZoneName: 'short' }
const DAY_SHAPE: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' }

export const eventDate = (iso: string, timeZone: string): string =>
  formatter('en-US', timeZone, DATE_SHAPE).format(valid(iso))

export const eventTime = (iso: string, timeZone: string, withZone = true): string =>
  formatter('en-US', timeZone, withZone ? TIME_ZONE_SHAPE : TIME_SHAPE).format(valid(iso))

const dayKey = (iso: string, timeZone: string) => formatter('en-CA', timeZone, DAY_SHAPE).format(valid(iso))

/** True when start and end fall on different calendar days where the event happens. */
export const spansDays = (start: string, end: string | undefined, timeZone: string): boolean =>
  Boolean(end) && dayKey(start, timeZone) !== dayKey(end!, timeZone)

/** "9:00 AM – 5:00 PM PST", or just the start when there is no end on the same day. */
export const eventTimeRange = (start: string, end: string | undefined, timeZone: string): string =>
  end && !spansDays(start, end, timeZone)
    ? `${eventTime(start, timeZone, false)} – ${eventTime(end, timeZone)}`
    : eventTime(start, timeZone)

export const hasEnded = (event: { startDate: string; endDate?: string }, now = new Date()): boolean =>
  valid(event.endDate ?? event.startDate).getTime() < now.getTime()

/**
 * A card's date and time lines, formatted once on the server. Browsers carry their own time-zone
 * data (Chromium already disagreed with Node about America/Vancouver), so client components show
 * these strings and never format in the event's zone: the server render and hydration match.
 */
export type EventWhen = { date: string; time: string }

/**
 * Formatting is pure but costs about 10 µs an event (five Intl calls), 5 ms for a list of 500 that
 * is mostly the same events request after request: the lines are kept, at most WHEN_CACHE_SIZE of
 * them (the whole cache is dropped when full, so it never grows past that).
 */
const WHEN_CACHE_SIZE = 10_000
const whenCache = new Map<string, EventWhen>()

export const eventWhen = (start: string, end: string | undefined, timeZone: string): EventWhen => {
  const key = `${start}|${end ?? ''}|${timeZone}`
  const cached = whenCache.get(key)
  if (cached) return { ...cached }
  const when = { date: eventDate(start, timeZone), time: eventTimeRange(start, end, timeZone) }
  if (whenCache.size >= WHEN_CACHE_SIZE) whenCache.clear()
  whenCache.set(key, when)
  return { ...when }
}
