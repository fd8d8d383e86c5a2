import { parseSearchParams } from '@/schemas/search'
import { search } from '@/services/content/search'
import { getPayloadClient } from '@/services/platform/payload'
import { CACHE } from '@/web/http'
import { route } from '@/web/route'

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: {
    query: parseSearchParams,
    // Results change only when content is published; a minute of shared caching is harmless.
    cache: CACHE.public(60, 300),
    handler: async ({ query }) => ({ results: await search(await getPayloadClient(), query) }),
  },
})
