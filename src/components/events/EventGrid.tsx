import { EventCard } from '@/components/events/EventCard'
import { DelegatedLinks } from '@/components/ui/DelegatedLinks'
import type { EventItem } from '@/services/content/events'

/** The card grid of an events list, with in-app navigation for its plain links. */
export function EventGrid({ events }: { events: EventItem[] }) {
  return (
    <DelegatedLinks>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {events.map((event) => (
          <li key={event.slug}>
            <EventCard event={event} />
          </li>
        ))}
      </ul>
    </DelegatedLinks>
  )
}
