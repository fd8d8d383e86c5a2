import { parseEventFilters } from '@/schemas/eventFilters'
import { listEvents } from '@/services/content/events'
import { getPayloadClient } from '@/services/platform/payload'
import { route } from '@/web/route'

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: { query: parseEventFilters, handler: async ({ query }) => ({ events: await listEvents(await getPayloadClient(), query) }) },
})
