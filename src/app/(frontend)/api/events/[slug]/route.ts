import { handle, ok, parseSlug, methodNotAllowed } from '@/lib/http'
import { getPayloadClient } from '@/lib/payload'
import { getEvent } from '@/services/events'

export const GET = (_request: Request, { params }: { params: Promise<{ slug: string }> }) =>
  handle(async () => {
    const slug = await parseSlug(params, 'Event Not Found')
    return ok({ event: await getEvent(await getPayloadClient(), slug) })
  })

const notAllowed = methodNotAllowed('GET')
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
