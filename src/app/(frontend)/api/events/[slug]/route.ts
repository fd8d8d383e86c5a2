import { handle, ok, parseSlug, methodNotAllowed } from '@/web/http'
import { getPayloadClient } from '@/services/platform/payload'
import { getEvent } from '@/services/content/events'

export const GET = (_request: Request, { params }: { params: Promise<{ slug: string }> }) =>
  handle(async () => {
    const slug = await parseSlug(params, 'Event Not Found')
    return ok({ event: await getEvent(await getPayloadClient(), slug) })
  })

const notAllowed = methodNotAllowed('GET')
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
