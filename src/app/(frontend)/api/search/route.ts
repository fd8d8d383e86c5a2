import { handle, ok, methodNotAllowed } from '@/web/http'
import { getPayloadClient } from '@/services/platform/payload'
import { parseSearchParams } from '@/schemas/search'
import { search } from '@/services/content/search'

export const GET = (request: Request) =>
  handle(async () => {
    const params = parseSearchParams(new URL(request.url).searchParams)
    const results = await search(await getPayloadClient(), params)
    // Results change only when content is published; a minute of shared caching is harmless.
    return ok({ results }, { headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=300' } })
  })

const notAllowed = methodNotAllowed('GET')
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
