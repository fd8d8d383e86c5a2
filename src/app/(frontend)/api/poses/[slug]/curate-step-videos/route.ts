import { slugGenerationRoute } from '@/web/generationRoute'
import { methodNotAllowed } from '@/web/http'

/** POST /api/poses/{slug}/curate-step-videos (no body) → {status, stepVideos, count}: one search per pose (SPEC §7) */
export const POST = slugGenerationRoute('step-videos', 'poses', 'Pose not found')

const notAllowed = methodNotAllowed('POST')
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
