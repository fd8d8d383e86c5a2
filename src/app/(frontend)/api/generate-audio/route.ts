import { generationRoute } from '@/web/generationRoute'
import { methodNotAllowed } from '@/web/http'
import { generateAudioSchema } from '@/schemas/generation'

/** POST /api/generate-audio {glossaryTermId} → {status, audioUrl, machineVoice} (SPEC §7) */
export const POST = generationRoute('pronunciation', (body) => {
  const { glossaryTermId, force } = generateAudioSchema.parse(body)
  return { collection: 'glossary-terms', id: glossaryTermId, force }
})

const notAllowed = methodNotAllowed('POST')
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
