import { handle, ok, methodNotAllowed } from '@/lib/http'
import { getPayloadClient } from '@/lib/payload'
import { listVideos } from '@/services/videos'

export const GET = () => handle(async () => ok({ videos: await listVideos(await getPayloadClient()) }))

const notAllowed = methodNotAllowed('GET')
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
