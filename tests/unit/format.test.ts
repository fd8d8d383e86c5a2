import { describe, expect, it } from 'vitest'

import { studentsSupported } from '@/lib/donations'
import { eventWhen } from '@/lib/eventFormat'
import { formatDate, periodAsClock, periodInWords } from '@/lib/format'
import { isActiveLink } from '@/lib/nav'

describe('durations', () => {
  it('speaks ISO 8601 periods in words', () => {
    expect(periodInWords('PT30S')).toBe('30 seconds')
    expect(periodInWords('PT1M')).toBe('1 minute')
    expect(periodInWords('PT1M30S')).toBe('1 minute 30 seconds')
    expect(periodInWords('PT2H5M')).toBe('2 hours 5 minutes')
    expect(periodInWords('soon')).toBe('soon')
  })
  it('shows video lengths as a clock', () => {
    expect(periodAsClock('PT4M13S')).toBe('4:13')
    expect(periodAsClock('PT1H2M3S')).toBe('1:02:03')
    expect(periodAsClock('PT45S')).toBe('0:45')
    expect(periodAsClock('nonsense')).toBe('')
  })
})

describe('dates', () => {
  it('formats a date and fails on an invalid one (SPEC §5)', () => {
    expect(formatDate('2025-03-12T10:00:00Z')).toBe('12 Mar 2025')
    expect(() => formatDate('not a date')).toThrow('Invalid date')
  })
})

describe('event dates and times', () => {
  it("formats the card lines in the event's own zone", () => {
    expect(eventWhen('2026-07-04T16:00:00Z', '2026-07-04T17:15:00Z', 'America/Los_Angeles')).toEqual({
      date: 'Sat, Jul 4, 2026',
      time: '9:00 AM – 10:15 AM PDT',
    })
    // An end on another day where the event happens: the card shows the start time only.
    expect(eventWhen('2026-12-18T23:30:00Z', '2026-12-20T22:00:00Z', 'Europe/London')).toEqual({
      date: 'Fri, Dec 18, 2026',
      time: '11:30 PM GMT',
    })
    expect(() => eventWhen('not a date', undefined, 'UTC')).toThrow('Invalid date')
  })

  it('keeps formatted lines per start, end and zone, handing out copies', () => {
    const first = eventWhen('2026-07-04T16:00:00Z', '2026-07-04T17:15:00Z', 'America/Los_Angeles')
    first.date = 'changed by a caller'
    const again = eventWhen('2026-07-04T16:00:00Z', '2026-07-04T17:15:00Z', 'America/Los_Angeles')
    expect(again).toEqual({ date: 'Sat, Jul 4, 2026', time: '9:00 AM – 10:15 AM PDT' })
    // the same instants in another zone are another entry
    expect(eventWhen('2026-07-04T16:00:00Z', '2026-07-04T17:15:00Z', 'Europe/London').time).toBe('5:00 PM – 6:15 PM GMT+1')
    expect(eventWhen('2026-07-04T16:00:00Z', undefined, 'America/Los_Angeles').time).toBe('9:00 AM PDT')
  })
})

describe('navigation', () => {
  it('marks Home only on exactly "/", the others on any path beginning with their link', () => {
    expect(isActiveLink('/', '/')).toBe(true)
    expect(isActiveLink('/', '/glossary')).toBe(false)
    expect(isActiveLink('/glossary', '/glossary/asana')).toBe(true)
    expect(isActiveLink('/events', '/events/US/CA')).toBe(true)
    expect(isActiveLink('/faq', '/poses')).toBe(false)
    expect(isActiveLink('/courses', '/courses/foundations/your-breath')).toBe(true)
    expect(isActiveLink('/courses', '/foundations')).toBe(true)
    expect(isActiveLink('/videos', '/foundations')).toBe(false)
  })
})

describe('donations', () => {
  it('maps amounts to the students they support', () => {
    expect([25, 50, 100, 250, 500].map(studentsSupported)).toEqual([5, 10, 20, 50, 100])
  })
})
