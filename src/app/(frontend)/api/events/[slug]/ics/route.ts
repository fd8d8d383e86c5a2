import { isExample } from '@/lib/examples'
import { handle, parseSlug, methodNotAllowed } from '@/web/http'
import { getPayloadClient } from '@/services/platform/payload'
import { eventsToIcs } from '@/services/content/calendar'
import { NotFoundError } from '@/services/platform/errors'
import { getEvent } from '@/services/content/events'

/** One event as an .ics file; an example event (tagged `example`) has none: 404. */
export const GET = (_request: Request, { params }: { params: Promise<{ slug: string }> }) =>
  handle(async () => {
    const slug = await parseSlug(params, 'Event Not Found')
    const event = await getEvent(await getPayloadClient(), slug)
    if (isExample(event)) throw new NotFoundError('Example events have no calendar entry')
    return new Response(eventsToIcs([event], event.title), {
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `attachment; filename="${event.slug}.ics"`,
      },
    })
  })

const notAllowed = methodNotAllowed('GET')
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
