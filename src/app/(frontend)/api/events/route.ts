import { handle, ok, methodNotAllowed } from '@/web/http'
import { getPayloadClient } from '@/services/platform/payload'
import { parseEventFilters } from '@/schemas/eventFilters'
import { listEvents } from '@/services/content/events'

export const GET = (request: Request) =>
  handle(async () => {
    const filters = parseEventFilters(new URL(request.url).searchParams)
    return ok({ events: await listEvents(await getPayloadClient(), filters) })
  })

const notAllowed = methodNotAllowed('GET')
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
