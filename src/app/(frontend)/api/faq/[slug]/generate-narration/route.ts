import { slugGenerationRoute } from '@/web/generationRoute'
import { methodNotAllowed } from '@/web/http'

/** POST /api/faq/{slug}/generate-narration (no body) → {status, narrationUrl} (SPEC §7) */
export const POST = slugGenerationRoute('narration', 'faqs', 'FAQ not found')

const notAllowed = methodNotAllowed('POST')
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
