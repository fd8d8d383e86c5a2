import { handle, ok } from '@/lib/http'
import { getPayloadClient } from '@/lib/payload'
import { listGlossaryTerms } from '@/services/glossary'

export const GET = () =>
  handle(async () => ok({ terms: await listGlossaryTerms(await getPayloadClient()) }))
