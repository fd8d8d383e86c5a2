import { handle, ok, parseSlug } from '@/lib/http'
import { getPayloadClient } from '@/lib/payload'
import { getEvent } from '@/services/events'

export const GET = (_request: Request, { params }: { params: Promise<{ slug: string }> }) =>
  handle(async () => {
    const slug = await parseSlug(params, 'Event Not Found')
    return ok({ event: await getEvent(await getPayloadClient(), slug) })
  })
