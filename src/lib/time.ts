/** The wall-clock fields of an instant in a time zone, as two-digit strings (year: four). */
const zonedParts = (instant: Date, timeZone: string) => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant)
  return (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '00'
}

/** Milliseconds that `timeZone` is ahead of UTC at the instant `utcMs`. */
export const timeZoneOffsetMs = (utcMs: number, timeZone: string): number => {
  const part = zonedParts(new Date(utcMs), timeZone)
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(part(type))
  const wallAsUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'))
  return wallAsUtc - Math.floor(utcMs / 1000) * 1000
}

/**
 * The UTC instant of a wall-clock time in an IANA time zone, e.g. 09:00 on 2026-03-29 in
 * Europe/London. Correct across daylight-saving changes.
 */
export const zonedTimeToUtc = (
  date: { year: number; month: number; day: number },
  time: { hour: number; minute: number },
  timeZone: string,
): Date => {
  const guess = Date.UTC(date.year, date.month - 1, date.day, time.hour, time.minute)
  const firstOffset = timeZoneOffsetMs(guess, timeZone)
  let result = guess - firstOffset
  const secondOffset = timeZoneOffsetMs(result, timeZone)
  if (secondOffset !== firstOffset) result = guess - secondOffset
  return new Date(result)
}

/** The calendar date `days` after `from` (UTC calendar). */
export const addDays = (from: Date, days: number) => {
  const shifted = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + days))
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() }
}

export const parseClock = (value: string): { hour: number; minute: number } => {
  const match = /^(\d{2}):(\d{2})$/.exec(value)
  if (!match) throw new Error(`Expected HH:MM, got "${value}"`)
  return { hour: Number(match[1]), minute: Number(match[2]) }
}

/** The wall-clock time of an instant in a time zone, as "YYYY-MM-DDTHH:mm:ss" (no offset). */
export const wallTimeIn = (instant: Date, timeZone: string): string => {
  const get = zonedParts(instant, timeZone)
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}:${get('second')}`
}
