import { slugGenerationRoute } from '@/web/generationRoute'
import { methodNotAllowed } from '@/web/http'

/** POST /api/poses/{slug}/generate-pronunciation (no body) → {status, audioUrl, machineVoice} (SPEC §7) */
export const POST = slugGenerationRoute('pronunciation', 'poses', 'Pose not found')

const notAllowed = methodNotAllowed('POST')
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
