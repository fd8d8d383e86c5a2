/** Event dates and times, always in the event's own time zone (SPEC §5: invalid dates throw). */
const valid = (iso: string): Date => {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${iso}`)
  return date
}

/** Formatters are costly to build and a list formats up to 500 events: one per zone and shape. */
const formatters = new Map<string, Intl.DateTimeFormat>()
const formatter = (locale: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat => {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`
  let found = formatters.get(key)
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { timeZone, ...options })
    formatters.set(key, found)
  }
  return found
}

export const eventDate = (iso: string, timeZone: string): string =>
  formatter('en-US', timeZone, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }).format(valid(iso))

export const eventTime = (iso: string, timeZone: string, withZone = true): string =>
  formatter('en-US', timeZone, {
    hour: 'numeric',
    minute: '2-digit',
    ...(withZone ? { timeZoneName: 'short' } : {}),
  }).format(valid(iso))

const dayKey = (iso: string, timeZone: string) =>
  formatter('en-CA', timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }).format(valid(iso))

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

export const eventWhen = (start: string, end: string | undefined, timeZone: string): EventWhen => ({
  date: eventDate(start, timeZone),
  time: eventTimeRange(start, end, timeZone),
})
