import { COLLECTION_OF, generateImageSchema } from '@/schemas/generation'
import { generationPost } from '@/web/generationRoute'
import { route } from '@/web/route'

/** POST /api/generate-image {contentType: glossary|faq|pose, contentId} → {status, imageUrl, imageAlt} */
export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: generationPost('image', {
    schema: generateImageSchema,
    target: ({ contentType, contentId, force }) => ({ collection: COLLECTION_OF[contentType], id: contentId, force }),
  }),
})
