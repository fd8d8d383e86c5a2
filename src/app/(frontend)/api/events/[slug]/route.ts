import { getEvent } from '@/services/content/events'
import { getPayloadClient } from '@/services/platform/payload'
import { slugParam } from '@/web/params'
import { route } from '@/web/route'

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: { params: slugParam('Event Not Found'), handler: async ({ params: slug }) => ({ event: await getEvent(await getPayloadClient(), slug) }) },
})
