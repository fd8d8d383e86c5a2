import { getStoredVideo } from '@/services/content/videos'
import { getPayloadClient } from '@/services/platform/payload'
import { route } from '@/web/route'

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: { handler: async ({ params }) => ({ video: await getStoredVideo(await getPayloadClient(), params.videoId!) }) },
})
