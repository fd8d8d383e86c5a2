import { getFaq } from '@/services/content/faq'
import { getPayloadClient } from '@/services/platform/payload'
import { slugParam } from '@/web/params'
import { route } from '@/web/route'

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: { params: slugParam('FAQ not found'), handler: async ({ params: slug }) => ({ faq: await getFaq(await getPayloadClient(), slug) }) },
})
