import { slugGenerationPost } from '@/web/generationRoute'
import { route } from '@/web/route'

/** POST /api/poses/{slug}/generate-image (no body) → {status, imageUrl, imageAlt} */
export const { GET, POST, PUT, PATCH, DELETE } = route({ POST: slugGenerationPost('image', 'poses', 'Pose not found') })
