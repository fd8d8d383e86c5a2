import { handle, parseSlug, methodNotAllowed } from '@/lib/http'
import { getPayloadClient } from '@/lib/payload'
import { eventsToIcs } from '@/services/calendar'
import { getEvent } from '@/services/events'

export const GET = (_request: Request, { params }: { params: Promise<{ slug: string }> }) =>
  handle(async () => {
    const slug = await parseSlug(params, 'Event Not Found')
    const event = await getEvent(await getPayloadClient(), slug)
    return new Response(eventsToIcs([event], event.title), {
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `attachment; filename="${event.slug}.ics"`,
      },
    })
  })

const notAllowed = methodNotAllowed('GET')
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
