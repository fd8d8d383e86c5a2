import { CalendarDays, Clock, Globe, MapPin, User } from 'lucide-react'

import { Badge } from '@/components/ui/primitives'
import { EXAMPLE_EVENT_LABEL, isExample } from '@/lib/examples'
import { EVENT_TYPE_OPTIONS, labelOf, LOCATION_TYPE_OPTIONS } from '@/lib/options'
import type { EventItem } from '@/services/content/events'

type CardEvent = Pick<
  EventItem,
  'slug' | 'tags' | 'title' | 'description' | 'eventType' | 'locationType' | 'isFree' | 'when' | 'facilitatorName' | 'imageUrl' | 'imageAlt' | 'city'
>

/**
 * The event card; a plain link (lists add client navigation with DelegatedLinks). Date and
 * time come preformatted from the server (event.when), so hydration never reformats them. Below
 * `sm` the card is compact: no placeholder (a phone would spend ~180 px per card on an icon).
 */
export function EventCard({ event }: { event: CardEvent }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-sand-200 bg-white shadow-[var(--shadow-soft)]">
      {event.imageUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- editor or generated image, fixed box
        <img src={event.imageUrl} alt={event.imageAlt ?? ''} width={640} height={320} loading="lazy" className="aspect-[2/1] w-full object-cover" />
      ) : (
        <div aria-hidden data-testid="event-placeholder" className="hidden aspect-[2/1] items-center justify-center sm:flex bg-gradient-to-br from-sage-100 via-sand-100 to-terracotta-50">
          <CalendarDays className="size-12 text-sage-700/60" strokeWidth={1.25} />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-4 sm:p-5">
        <p className="flex flex-wrap gap-1.5">
          {isExample(event) ? <Badge tone="outline">{EXAMPLE_EVENT_LABEL}</Badge> : null}
          <Badge tone="sage">{labelOf(EVENT_TYPE_OPTIONS, event.eventType)}</Badge>
          {event.isFree ? <Badge tone="accent">Free</Badge> : null}
        </p>
        <h2 className="font-serif text-lg font-semibold">{event.title}</h2>
        <p className="line-clamp-2 text-sm text-ink-muted">{event.description}</p>
        <ul className="mt-1 space-y-1 text-sm text-ink/90">
          <li className="flex items-center gap-2">
            <CalendarDays aria-hidden className="size-4 text-sage-700" />
            <span>{event.when.date}</span>
          </li>
          <li className="flex items-center gap-2">
            <Clock aria-hidden className="size-4 text-sage-700" />
            <span>{event.when.time}</span>
          </li>
          <li className="flex items-center gap-2">
            {event.locationType === 'online' ? (
              <Globe aria-hidden className="size-4 text-sage-700" />
            ) : (
              <MapPin aria-hidden className="size-4 text-sage-700" />
            )}
            <span>
              {labelOf(LOCATION_TYPE_OPTIONS, event.locationType)}
              {event.city ? ` · ${event.city}` : ''}
            </span>
          </li>
          {event.facilitatorName ? (
            <li className="flex items-center gap-2">
              <User aria-hidden className="size-4 text-sage-700" />
              <span>{event.facilitatorName}</span>
            </li>
          ) : null}
        </ul>
        <a
          href={`/events/detail/${event.slug}`}
          className="mt-auto inline-flex w-fit items-center pt-2 text-sm sm:pt-3 font-semibold text-sage-700 hover:underline"
          aria-label={`View Details: ${event.title}`}
        >
          View Details
        </a>
      </div>
    </article>
  )
}
