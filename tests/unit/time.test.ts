import { describe, expect, it } from 'vitest'

import { addDays, parseClock, zonedTimeToUtc } from '@/lib/time'

describe('zonedTimeToUtc', () => {
  it('converts a wall-clock time in a zone to the right UTC instant', () => {
    const utc = zonedTimeToUtc({ year: 2026, month: 1, day: 15 }, { hour: 9, minute: 0 }, 'America/Los_Angeles')
    expect(utc.toISOString()).toBe('2026-01-15T17:00:00.000Z')
    const kolkata = zonedTimeToUtc({ year: 2026, month: 7, day: 1 }, { hour: 6, minute: 30 }, 'Asia/Kolkata')
    expect(kolkata.toISOString()).toBe('2026-07-01T01:00:00.000Z')
  })

  it('follows daylight saving time', () => {
    const winter = zonedTimeToUtc({ year: 2026, month: 3, day: 28 }, { hour: 10, minute: 0 }, 'Europe/London')
    const summer = zonedTimeToUtc({ year: 2026, month: 3, day: 30 }, { hour: 10, minute: 0 }, 'Europe/London')
    expect(winter.toISOString()).toBe('2026-03-28T10:00:00.000Z')
    expect(summer.toISOString()).toBe('2026-03-30T09:00:00.000Z')
  })
})

describe('addDays and parseClock', () => {
  it('counts calendar days across month ends', () => {
    expect(addDays(new Date('2026-11-25T12:00:00Z'), 10)).toEqual({ year: 2026, month: 12, day: 5 })
  })

  it('reads HH:MM and refuses anything else', () => {
    expect(parseClock('07:45')).toEqual({ hour: 7, minute: 45 })
    expect(() => parseClock('7:45')).toThrow('Expected HH:MM')
  })
})
