import { generateAudioSchema } from '@/schemas/generation'
import { generationPost } from '@/web/generationRoute'
import { route } from '@/web/route'

/** POST /api/generate-audio {glossaryTermId} → {status, audioUrl, machineVoice} */
export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: generationPost('pronunciation', {
    schema: generateAudioSchema,
    target: ({ glossaryTermId, force }) => ({ collection: 'glossary-terms', id: glossaryTermId, force }),
  }),
})
