import { slugGenerationPost } from '@/web/generationRoute'
import { route } from '@/web/route'

/** POST /api/faq/{slug}/generate-narration (no body) → {status, narrationUrl} */
export const { GET, POST, PUT, PATCH, DELETE } = route({ POST: slugGenerationPost('narration', 'faqs', 'FAQ not found') })
