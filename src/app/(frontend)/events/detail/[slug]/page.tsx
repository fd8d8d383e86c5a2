import { CalendarDays, CalendarPlus, ExternalLink, Info, Mail, MapPin, Ticket, User } from 'lucide-react'
import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { LocalTime } from '@/components/events/LocalTime'
import { JsonLd } from '@/components/seo/JsonLd'
import { BackLink } from '@/components/ui/BackLink'
import { buttonClass } from '@/components/ui/button'
import { Badge, Card } from '@/components/ui/primitives'
import { loadEvent } from '@/web/pageData'
import { env } from '@/lib/env'
import { EXAMPLE_EVENT_LABEL, EXAMPLE_EVENT_NOTE, isExample } from '@/lib/examples'
import { eventDate, eventTime, eventTimeRange, hasEnded, spansDays } from '@/lib/eventFormat'
import { metadataOrNotFound, orNotFound } from '@/web/notFound'
import { safeHref } from '@/lib/safeUrl'
import {
  ACCESSIBILITY_OPTIONS,
  DURATION_TYPE_OPTIONS,
  EVENT_TYPE_OPTIONS,
  EXPERIENCE_LEVEL_OPTIONS,
  labelOf,
  LOCATION_TYPE_OPTIONS,
  YOGA_STYLE_OPTIONS,
} from '@/lib/options'
import { eventLocation, googleCalendarUrl } from '@/services/content/calendar'
import type { EventItem } from '@/services/content/events'

type Props = { params: Promise<{ slug: string }> }

/** Rendered on the first visit and cached (ISR) until its tag expires: none is built ahead. */
export const generateStaticParams = async (): Promise<never[]> => []

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  return metadataOrNotFound(loadEvent(slug), 'Event Not Found', (event) => ({
    title: event.title,
    description: event.description.slice(0, 160),
    alternates: { canonical: `/events/detail/${event.slug}` },
    // a made-up listing is not for search engines
    ...(isExample(event) ? { robots: { index: false } } : {}),
    openGraph: { title: event.title, description: event.description.slice(0, 160), url: `/events/detail/${event.slug}` },
  }))
}

const attendanceMode = {
  online: 'https://schema.org/OnlineEventAttendanceMode',
  in_person: 'https://schema.org/OfflineEventAttendanceMode',
  hybrid: 'https://schema.org/MixedEventAttendanceMode',
} as const

const structuredData = (event: EventItem) => {
  const place = {
    '@type': 'Place',
    name: event.locationDetails || event.city || 'Venue',
    address: {
      '@type': 'PostalAddress',
      addressLocality: event.city,
      addressRegion: event.stateCode,
      addressCountry: event.countryCode,
    },
  }
  const virtual = { '@type': 'VirtualLocation', url: event.registrationUrl ?? `${env.serverUrl}/events/detail/${event.slug}` }
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description,
    startDate: event.startDate,
    endDate: event.endDate,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: attendanceMode[event.locationType],
    location: event.locationType === 'online' ? virtual : event.locationType === 'hybrid' ? [place, virtual] : place,
    organizer: event.facilitatorName
      ? { '@type': 'Person', name: event.facilitatorName, ...(event.organizerEmail ? { email: event.organizerEmail } : {}) }
      : { '@type': 'Organization', name: 'Yoga Commons', url: env.serverUrl },
    ...(event.isFree
      ? { isAccessibleForFree: true, offers: { '@type': 'Offer', price: 0, priceCurrency: 'USD', availability: 'https://schema.org/InStock', url: event.registrationUrl } }
      : event.price
        ? { offers: { '@type': 'Offer', description: event.price, url: event.registrationUrl } }
        : {}),
    ...(event.imageUrl ? { image: [event.imageUrl] } : {}),
  }
}

/** The organiser's address with the event's title as the subject, so they know what it is about. */
const mailtoOf = (email: string, title: string) => `mailto:${email}?subject=${encodeURIComponent(title)}`

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card className="p-5">
      <h2 className="flex items-center gap-2 font-sans text-sm font-semibold tracking-wide text-ink-muted uppercase">
        {icon}
        {title}
      </h2>
      <div className="mt-2 space-y-1">{children}</div>
    </Card>
  )
}

export default async function EventDetailPage({ params }: Props) {
  const { slug } = await params
  const event = await orNotFound(loadEvent(slug))
  const ended = hasEnded(event)
  const aiDiscovered = event.tags.includes('ai-discovered')
  // An example is shown marked, never offered as real: no schema.org data, calendar or contact.
  const example = isExample(event)
  const multiDay = spansDays(event.startDate, event.endDate, event.timeZone)

  return (
    <article className="mx-auto max-w-5xl px-4 pt-8 sm:px-6">
      {example ? null : <JsonLd data={structuredData(event)} />}
      <BackLink href="/events">All events</BackLink>

      {ended ? (
        <p role="note" className="mt-6 rounded-xl border border-sand-300 bg-sand-100 px-4 py-3 font-medium">
          This event has ended. It stays here for reference.
        </p>
      ) : null}

      <header className="mt-6 space-y-3">
        <p className="flex flex-wrap gap-2">
          {example ? <Badge tone="outline">{EXAMPLE_EVENT_LABEL}</Badge> : null}
          <Badge tone="sage">{labelOf(EVENT_TYPE_OPTIONS, event.eventType)}</Badge>
          {event.isFree ? <Badge tone="accent">Free Event</Badge> : null}
          {ended ? <Badge>Past event</Badge> : null}
        </p>
        <h1 className="text-3xl font-semibold sm:text-4xl">{event.title}</h1>
      </header>

      {example ? (
        <aside aria-labelledby="example-note" className="mt-6 flex gap-3 rounded-xl border border-sand-300 bg-sand-100 p-4">
          <Info aria-hidden className="mt-0.5 size-5 shrink-0 text-ink-muted" />
          <div>
            <h2 id="example-note" className="font-sans font-semibold">
              {EXAMPLE_EVENT_LABEL}
            </h2>
            <p className="text-sm text-ink/90">{EXAMPLE_EVENT_NOTE}</p>
          </div>
        </aside>
      ) : aiDiscovered ? (
        <aside aria-labelledby="discovery" className="mt-6 flex gap-3 rounded-xl border border-warning/30 bg-terracotta-50 p-4">
          <Info aria-hidden className="mt-0.5 size-5 shrink-0 text-warning" />
          <div>
            <h2 id="discovery" className="font-sans font-semibold">
              Event Discovery
            </h2>
            <p className="text-sm text-ink/90">
              Our AI event finder found this event on the web. Please verify the details with the organiser before you
              register or travel.
            </p>
          </div>
        </aside>
      ) : null}

      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        <InfoCard icon={<CalendarDays aria-hidden className="size-4" />} title="Date & Time">
          <p className="font-medium">{eventDate(event.startDate, event.timeZone)}</p>
          {multiDay && event.endDate ? (
            <p>
              {eventTime(event.startDate, event.timeZone)} to {eventDate(event.endDate, event.timeZone)},{' '}
              {eventTime(event.endDate, event.timeZone)}
            </p>
          ) : (
            <p>{eventTimeRange(event.startDate, event.endDate, event.timeZone)}</p>
          )}
          <p className="text-sm text-ink-muted">Time zone: {event.timeZone.replace(/_/g, ' ')}</p>
          <LocalTime startDate={event.startDate} timeZone={event.timeZone} />
        </InfoCard>
        <InfoCard icon={<MapPin aria-hidden className="size-4" />} title="Location">
          <p className="font-medium">{labelOf(LOCATION_TYPE_OPTIONS, event.locationType)}</p>
          {eventLocation(event) ? <p>{eventLocation(event)}</p> : null}
        </InfoCard>
        {event.facilitatorName ? (
          <InfoCard icon={<User aria-hidden className="size-4" />} title="Facilitator">
            <p className="font-medium">{event.facilitatorName}</p>
          </InfoCard>
        ) : null}
        <InfoCard icon={<Ticket aria-hidden className="size-4" />} title="Price">
          <p className="font-medium">{event.isFree ? 'Free' : event.price || 'Contact organizer'}</p>
        </InfoCard>
      </div>

      <section aria-labelledby="about" className="mt-10">
        <h2 id="about" className="text-2xl font-semibold">
          About This Event
        </h2>
        <div className="mt-3 space-y-3 text-lg leading-relaxed">
          {event.description.split(/\n{2,}/).map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
      </section>

      <div className="mt-8 grid gap-6 sm:grid-cols-2">
        {event.yogaStyles.length ? (
          <section aria-labelledby="styles">
            <h2 id="styles" className="text-lg font-semibold">
              Yoga styles
            </h2>
            <p className="mt-2 flex flex-wrap gap-1.5">
              {event.yogaStyles.map((style) => (
                <Badge key={style}>{labelOf(YOGA_STYLE_OPTIONS, style)}</Badge>
              ))}
            </p>
          </section>
        ) : null}
        {event.experienceLevel ? (
          <section aria-labelledby="level">
            <h2 id="level" className="text-lg font-semibold">
              Experience level
            </h2>
            <p className="mt-1">{labelOf(EXPERIENCE_LEVEL_OPTIONS, event.experienceLevel)}</p>
          </section>
        ) : null}
        {event.durationType ? (
          <section aria-labelledby="duration">
            <h2 id="duration" className="text-lg font-semibold">
              Duration
            </h2>
            <p className="mt-1">{labelOf(DURATION_TYPE_OPTIONS, event.durationType)}</p>
          </section>
        ) : null}
        {event.accessibility.length ? (
          <section aria-labelledby="access">
            <h2 id="access" className="text-lg font-semibold">
              Accessibility
            </h2>
            <ul className="mt-1 list-disc pl-5">
              {event.accessibility.map((need) => (
                <li key={need}>{labelOf(ACCESSIBILITY_OPTIONS, need)}</li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>

      {example ? null : (
        <section aria-labelledby="calendar" className="mt-10">
          <h2 id="calendar" className="text-lg font-semibold">
            Add to calendar
          </h2>
          <p className="mt-3 flex flex-wrap gap-3">
            <a href={`/api/events/${event.slug}/ics`} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
              <CalendarPlus aria-hidden className="size-4" /> Download .ics
            </a>
            <a href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
              Google Calendar <ExternalLink aria-hidden className="size-4" />
            </a>
          </p>
        </section>
      )}

      {!example && !ended && (event.registrationUrl || event.organizerEmail) ? (
        <section className="mt-10 flex flex-col items-start gap-3 rounded-[var(--radius-card)] border border-sage-600/30 bg-sage-50 p-6 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="text-xl font-semibold">Ready to Join?</h2>
            <p className="text-ink-muted">
              {event.registrationUrl
                ? 'Registration happens on the organiser’s site.'
                : 'Write to the organiser to save your place or ask a question.'}
            </p>
          </div>
          {event.registrationUrl ? (
            <a href={safeHref(event.registrationUrl)} target="_blank" rel="noopener noreferrer" className={buttonClass()}>
              Register Now <ExternalLink aria-hidden className="size-4" />
            </a>
          ) : (
            <a href={mailtoOf(event.organizerEmail!, event.title)} className={buttonClass()}>
              <Mail aria-hidden className="size-4" /> Contact organizer
            </a>
          )}
        </section>
      ) : null}
    </article>
  )
}
