import { autoCurateSchema, COLLECTION_OF } from '@/schemas/generation'
import { generationPost } from '@/web/generationRoute'
import { route } from '@/web/route'

/** POST /api/auto-curate-videos {contentType: glossary|faq, contentId} → {status, count, videos} */
export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: generationPost('videos', {
    schema: autoCurateSchema,
    target: ({ contentType, contentId, force }) => ({ collection: COLLECTION_OF[contentType], id: contentId, force }),
  }),
})
