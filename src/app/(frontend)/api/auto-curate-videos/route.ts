import { generationRoute } from '@/web/generationRoute'
import { methodNotAllowed } from '@/web/http'
import { autoCurateSchema, COLLECTION_OF } from '@/schemas/generation'

/** POST /api/auto-curate-videos {contentType: glossary|faq, contentId} → {status, count, videos} (SPEC §7) */
export const POST = generationRoute('videos', (body) => {
  const { contentType, contentId, force } = autoCurateSchema.parse(body)
  return { collection: COLLECTION_OF[contentType], id: contentId, force }
})

const notAllowed = methodNotAllowed('POST')
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
