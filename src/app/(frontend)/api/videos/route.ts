import { handle, ok } from '@/lib/http'
import { getPayloadClient } from '@/lib/payload'
import { listVideos } from '@/services/videos'

export const GET = () => handle(async () => ok({ videos: await listVideos(await getPayloadClient()) }))
