import { handle, ok } from '@/lib/http'
import { getPayloadClient } from '@/lib/payload'
import { listUpcomingEvents } from '@/services/events'

export const GET = () =>
  handle(async () => ok({ events: await listUpcomingEvents(await getPayloadClient()) }))
