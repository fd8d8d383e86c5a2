import { generationRoute } from '@/web/generationRoute'
import { methodNotAllowed } from '@/web/http'
import { COLLECTION_OF, generateImageSchema } from '@/schemas/generation'

/** POST /api/generate-image {contentType: glossary|faq|pose, contentId} → {status, imageUrl, imageAlt} (SPEC §7) */
export const POST = generationRoute('image', (body) => {
  const { contentType, contentId, force } = generateImageSchema.parse(body)
  return { collection: COLLECTION_OF[contentType], id: contentId, force }
})

const notAllowed = methodNotAllowed('POST')
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
