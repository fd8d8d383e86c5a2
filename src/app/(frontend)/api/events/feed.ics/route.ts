import { isExample } from '@/lib/examples'
import { parseEventFilters } from '@/schemas/eventFilters'
import { eventsToIcs } from '@/services/content/calendar'
import { listEvents } from '@/services/content/events'
import { getPayloadClient } from '@/services/platform/payload'
import { CACHE } from '@/web/http'
import { route } from '@/web/route'

/**
 * A subscribable calendar of upcoming events, honouring the same filters as GET /api/events.
 * Example events (tagged `example`) are never in it: nobody should plan a day around one.
 */
export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: {
    query: parseEventFilters,
    cache: CACHE.public(900),
    handler: async ({ query }) => {
      const events = (await listEvents(await getPayloadClient(), query)).filter((event) => !isExample(event))
      return new Response(eventsToIcs(events, 'Yoga Commons events'), { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } })
    },
  },
})
