/** Formatting helpers for durations, counts and dates (an invalid date is an error). */
const PERIOD = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/

export const parsePeriod = (period: string): number | null => {
  const match = PERIOD.exec(period.trim())
  if (!match || period.trim() === 'P' || period.trim().endsWith('T')) return null
  const [, d = '0', h = '0', m = '0', s = '0'] = match
  return Number(d) * 86400 + Number(h) * 3600 + Number(m) * 60 + Number(s)
}

const unit = (value: number, name: string) => `${value} ${name}${value === 1 ? '' : 's'}`

/** "PT1M30S" → "1 minute 30 seconds". */
export const periodInWords = (period: string): string => {
  const total = parsePeriod(period)
  if (total === null) return period
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const seconds = Math.round(total % 60)
  const parts = [hours && unit(hours, 'hour'), minutes && unit(minutes, 'minute'), seconds && unit(seconds, 'second')]
  return parts.filter(Boolean).join(' ') || '0 seconds'
}

/** "PT4M13S" → "4:13", "PT1H2M3S" → "1:02:03" (the video card's duration badge). */
export const periodAsClock = (period: string): string => {
  const total = parsePeriod(period)
  if (total === null) return ''
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const seconds = Math.floor(total % 60)
  const pad = (n: number) => String(n).padStart(2, '0')
  return hours ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`
}

export const formatCount = (value: number): string =>
  new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 }).format(value)

/** "12 Mar 2025"; throws on an invalid date. */
export const formatDate = (value: string | Date, timeZone = 'UTC'): string => {
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`)
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone }).format(date)
}
