import { filtersFromParams, filtersToQuery } from '@/lib/eventFilterState'
import { EventsListPage, eventsListMetadata } from '@/components/events/EventsListPage'
import { decodeKey } from '@/lib/pageVariants'

export const metadata = eventsListMetadata

export const generateStaticParams = async (): Promise<never[]> => []
/** Events pass with the clock: at most 5 minutes old, and expired by the events tag. */
export const revalidate = 300

type Props = { params: Promise<{ key: string }> }

/**
 * /events with filters in its query (src/proxy.ts rewrites it here, keyed by the normalised
 * filters; the address stays /events?…): one cached page per set of filters. Unknown values in a
 * shared link were dropped on the way, never an error page.
 */
export default async function FilteredEventsPage({ params }: Props) {
  return <EventsListPage query={filtersToQuery(filtersFromParams(decodeKey((await params).key)))} />
}
