import { handle, ok, methodNotAllowed } from '@/web/http'
import { getPayloadClient } from '@/services/platform/payload'
import { getStoredVideo } from '@/services/content/videos'

export const GET = (_request: Request, { params }: { params: Promise<{ videoId: string }> }) =>
  handle(async () => {
    const { videoId } = await params
    return ok({ video: await getStoredVideo(await getPayloadClient(), videoId) })
  })

const notAllowed = methodNotAllowed('GET')
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
