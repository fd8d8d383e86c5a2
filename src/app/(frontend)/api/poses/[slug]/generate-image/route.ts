import { slugGenerationRoute } from '@/web/generationRoute'
import { methodNotAllowed } from '@/web/http'

/** POST /api/poses/{slug}/generate-image (no body) → {status, imageUrl, imageAlt} (SPEC §7) */
export const POST = slugGenerationRoute('image', 'poses', 'Pose not found')

const notAllowed = methodNotAllowed('POST')
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
