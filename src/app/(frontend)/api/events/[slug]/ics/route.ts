import { isExample } from '@/lib/examples'
import { eventsToIcs } from '@/services/content/calendar'
import { getEvent } from '@/services/content/events'
import { NotFoundError } from '@/services/platform/errors'
import { getPayloadClient } from '@/services/platform/payload'
import { slugParam } from '@/web/params'
import { route } from '@/web/route'

/** One event as an .ics file; an example event (tagged `example`) has none: 404. */
export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: {
    params: slugParam('Event Not Found'),
    handler: async ({ params: slug }) => {
      const event = await getEvent(await getPayloadClient(), slug)
      if (isExample(event)) throw new NotFoundError('Example events have no calendar entry')
      return new Response(eventsToIcs([event], event.title), {
        headers: {
          'Content-Type': 'text/calendar; charset=utf-8',
          'Content-Disposition': `attachment; filename="${event.slug}.ics"`,
        },
      })
    },
  },
})
