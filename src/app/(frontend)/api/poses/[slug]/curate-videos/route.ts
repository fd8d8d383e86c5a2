import { slugGenerationRoute } from '@/web/generationRoute'
import { methodNotAllowed } from '@/web/http'

/** POST /api/poses/{slug}/curate-videos (no body) → {status, count, videos}: demonstration videos (SPEC §7) */
export const POST = slugGenerationRoute('videos', 'poses', 'Pose not found')

const notAllowed = methodNotAllowed('POST')
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
