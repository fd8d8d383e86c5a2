import { handle, ok, parseSlug, methodNotAllowed } from '@/lib/http'
import { getPayloadClient } from '@/lib/payload'
import { getPose } from '@/services/poses'

export const GET = (_request: Request, { params }: { params: Promise<{ slug: string }> }) =>
  handle(async () => {
    const slug = await parseSlug(params, 'Pose not found')
    return ok({ pose: await getPose(await getPayloadClient(), slug) })
  })

const notAllowed = methodNotAllowed('GET')
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
