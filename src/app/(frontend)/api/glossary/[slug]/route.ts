import { getGlossaryTerm } from '@/services/content/glossary'
import { getPayloadClient } from '@/services/platform/payload'
import { slugParam } from '@/web/params'
import { route } from '@/web/route'

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: { params: slugParam('Term not found'), handler: async ({ params: slug }) => ({ term: await getGlossaryTerm(await getPayloadClient(), slug) }) },
})
