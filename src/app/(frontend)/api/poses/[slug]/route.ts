import { getPose } from '@/services/content/poses'
import { getPayloadClient } from '@/services/platform/payload'
import { slugParam } from '@/web/params'
import { route } from '@/web/route'

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: { params: slugParam('Pose not found'), handler: async ({ params: slug }) => ({ pose: await getPose(await getPayloadClient(), slug) }) },
})
