import { EventsListPage, eventsListMetadata } from '@/components/events/EventsListPage'

export const metadata = eventsListMetadata

/** Cached (ISR), expired by the events tag and at most 5 minutes old (events pass with the clock). */
export const revalidate = 300

/** /events as everyone first sees it; with filters in its query it is /filtered/events/{key}. */
export default function EventsPage() {
  return <EventsListPage query="" />
}
