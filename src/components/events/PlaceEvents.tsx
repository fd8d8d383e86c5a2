import { ChevronRight } from 'lucide-react'
import Link from 'next/link'

import { NewsletterSlot } from '@/components/engagement/slots'
import { EventGrid } from '@/components/events/EventGrid'
import { buttonClass } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/primitives'
import { cityToPath, type Place } from '@/lib/places'
import { loadEvents } from '@/web/pageData'

/** /events/{country}[/{state}[/{city}]]: breadcrumbs, the heading, the place's upcoming events. */
export async function PlaceEvents({ place }: { place: Place }) {
  const events = await loadEvents({
    countryCode: place.countryCode,
    stateCode: place.stateCode,
    city: place.city,
  })
  const crumbs = [
    { href: '/events', label: 'Events' },
    ...(place.countryCode ? [{ href: `/events/${place.countryCode}`, label: place.countryCode }] : []),
    ...(place.stateCode ? [{ href: `/events/${place.countryCode}/${place.stateCode}`, label: place.stateCode }] : []),
    ...(place.city ? [{ href: `/events/${place.countryCode}/${place.stateCode}/${cityToPath(place.city)}`, label: place.city }] : []),
  ]
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 sm:px-6">
      <nav aria-label="Breadcrumb">
        <ol className="flex flex-wrap items-center gap-1 text-sm text-ink-muted">
          {crumbs.map((crumb, index) => (
            <li key={crumb.href} className="flex items-center gap-1">
              {index > 0 ? <ChevronRight aria-hidden className="size-4" /> : null}
              {index === crumbs.length - 1 ? (
                <span aria-current="page" className="font-medium text-ink">
                  {crumb.label}
                </span>
              ) : (
                <Link href={crumb.href} className="text-sage-700 hover:underline">
                  {crumb.label}
                </Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">Yoga Events in {place.label}</h1>
      <p className="mt-2 text-ink-muted" data-testid="count-line">
        Showing {events.length} event{events.length === 1 ? '' : 's'}
      </p>
      <div className="mt-6">
        {events.length === 0 ? (
          <EmptyState title={`No events in ${place.label}`}>
            <Link href="/events" className={buttonClass({ variant: 'secondary', size: 'sm' }, 'mt-4')}>
              View All Events
            </Link>
          </EmptyState>
        ) : (
          <EventGrid events={events} />
        )}
      </div>
      <section className="pt-14">
        <NewsletterSlot look="default" />
      </section>
    </div>
  )
}
