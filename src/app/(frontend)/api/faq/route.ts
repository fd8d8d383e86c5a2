import { handle, ok } from '@/lib/http'
import { getPayloadClient } from '@/lib/payload'
import { listFaqs } from '@/services/faq'

export const GET = () => handle(async () => ok({ faqs: await listFaqs(await getPayloadClient()) }))
