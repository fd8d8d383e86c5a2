import { handle, ok, methodNotAllowed } from '@/lib/http'
import { getPayloadClient } from '@/lib/payload'
import { listGlossaryTerms } from '@/services/glossary'

export const GET = () =>
  handle(async () => ok({ terms: await listGlossaryTerms(await getPayloadClient()) }))

const notAllowed = methodNotAllowed('GET')
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
