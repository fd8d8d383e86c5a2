import { handle, ok, methodNotAllowed } from '@/lib/http'
import { getPayloadClient } from '@/lib/payload'
import { listFaqs } from '@/services/faq'

export const GET = () => handle(async () => ok({ faqs: await listFaqs(await getPayloadClient()) }))

const notAllowed = methodNotAllowed('GET')
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
