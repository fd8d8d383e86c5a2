import { handle, ok, parseSlug, methodNotAllowed } from '@/lib/http'
import { getPayloadClient } from '@/lib/payload'
import { getGlossaryTerm } from '@/services/glossary'

export const GET = (_request: Request, { params }: { params: Promise<{ slug: string }> }) =>
  handle(async () => {
    const slug = await parseSlug(params, 'Term not found')
    return ok({ term: await getGlossaryTerm(await getPayloadClient(), slug) })
  })

const notAllowed = methodNotAllowed('GET')
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
