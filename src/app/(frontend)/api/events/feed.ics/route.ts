import { isExample } from '@/lib/examples'
import { handle, methodNotAllowed } from '@/web/http'
import { getPayloadClient } from '@/services/platform/payload'
import { parseEventFilters } from '@/schemas/eventFilters'
import { eventsToIcs } from '@/services/content/calendar'
import { listEvents } from '@/services/content/events'

/**
 * A subscribable calendar of upcoming events, honouring the same filters as GET /api/events.
 * Example events (tagged `example`) are never in it: nobody should plan a day around one.
 */
export const GET = (request: Request) =>
  handle(async () => {
    const filters = parseEventFilters(new URL(request.url).searchParams)
    const events = (await listEvents(await getPayloadClient(), filters)).filter((event) => !isExample(event))
    return new Response(eventsToIcs(events, 'Yoga Commons events'), {
      headers: { 'Content-Type': 'text/calendar; charset=utf-8', 'Cache-Control': 'public, max-age=900' },
    })
  })

const notAllowed = methodNotAllowed('GET')
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
