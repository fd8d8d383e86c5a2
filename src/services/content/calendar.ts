import { getVtimezoneComponent } from '@touch4it/ical-timezones'
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator'

import { env } from '@/lib/env'
import { wallTimeIn } from '@/lib/time'
import type { EventItem } from '@/services/content/events'

const eventUrl = (event: EventItem) => `${env.serverUrl}/events/detail/${event.slug}`

/** Where the event happens, in one line for calendars. */
export const eventLocation = (event: EventItem): string =>
  [event.locationDetails, event.city, event.stateCode, event.countryCode].filter(Boolean).join(', ') ||
  (event.locationType === 'online' ? 'Online' : '')

// Control characters other than tab and line breaks are not allowed in iCalendar text at all.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g

/** Text as we hand it to ical-generator: no control characters (line breaks it escapes itself). */
const plain = (value: string): string => value.replace(CONTROL, '')

/**
 * An RFC 5545 TEXT value (§3.3.11): backslash, semicolon and comma escaped, every line break
 * (CRLF, CR, LF) written as \n. For the few values ical-generator writes as given (the calendar
 * NAME / X-WR-CALNAME), which could otherwise start a new property.
 */
export const icsText = (value: string): string =>
  plain(value)
    .replace(/[\\;,]/g, (match) => `\\${match}`)
    .replace(/\r\n|\r|\n/g, '\\n')

/**
 * An iCalendar (RFC 5545) file of the events, each in its own time zone with a VTIMEZONE.
 * ical-generator escapes SUMMARY, DESCRIPTION, LOCATION and URL and folds lines at 75 octets;
 * it writes the calendar name as given, so that one is escaped here.
 */
export const eventsToIcs = (events: EventItem[], name: string): string => {
  const calendar = ical({
    name: icsText(name),
    prodId: { company: 'Yoga Commons', product: 'events', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    timezone: { name: null, generator: getVtimezoneComponent },
  })
  for (const event of events) {
    const start = new Date(event.startDate)
    const end = event.endDate ? new Date(event.endDate) : new Date(start.getTime() + 60 * 60 * 1000)
    calendar.createEvent({
      id: `${event.slug}@yoga-commons`,
      // With a TZID, iCalendar wants the local wall time; ical-generator writes strings as given.
      start: wallTimeIn(start, event.timeZone),
      end: wallTimeIn(end, event.timeZone),
      timezone: event.timeZone,
      summary: plain(event.title),
      description: plain(
        [event.description, event.facilitatorName ? `Facilitator: ${event.facilitatorName}` : '', eventUrl(event)].filter(Boolean).join('\n\n'),
      ),
      location: plain(eventLocation(event)),
      url: eventUrl(event),
      status: ICalEventStatus.CONFIRMED,
    })
  }
  return calendar.toString()
}

/** "Add to Google Calendar": the event prefilled in Google Calendar's template page. */
export const googleCalendarUrl = (event: EventItem): string => {
  const stamp = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')
  const end = event.endDate ?? new Date(new Date(event.startDate).getTime() + 60 * 60 * 1000).toISOString()
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${stamp(event.startDate)}/${stamp(end)}`,
    details: `${event.description.slice(0, 800)}\n\n${eventUrl(event)}`,
    location: eventLocation(event),
    ctz: event.timeZone,
  })
  return `https://calendar.google.com/calendar/render?${params}`
}
