import { handle, ok, parseSlug, methodNotAllowed } from '@/web/http'
import { getPayloadClient } from '@/services/platform/payload'
import { listFaqVideos } from '@/services/content/faq'

export const GET = (_request: Request, { params }: { params: Promise<{ slug: string }> }) =>
  handle(async () => {
    const slug = await parseSlug(params, 'FAQ not found')
    return ok({ videos: await listFaqVideos(await getPayloadClient(), slug) })
  })

const notAllowed = methodNotAllowed('GET')
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
