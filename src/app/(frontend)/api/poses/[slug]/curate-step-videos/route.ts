import { slugGenerationPost } from '@/web/generationRoute'
import { route } from '@/web/route'

/** POST /api/poses/{slug}/curate-step-videos (no body) → {status, stepVideos, count}: one search per pose */
export const { GET, POST, PUT, PATCH, DELETE } = route({ POST: slugGenerationPost('step-videos', 'poses', 'Pose not found') })
