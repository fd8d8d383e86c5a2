import { slugGenerationPost } from '@/web/generationRoute'
import { route } from '@/web/route'

/** POST /api/poses/{slug}/curate-videos (no body) → {status, count, videos}: demonstration videos */
export const { GET, POST, PUT, PATCH, DELETE } = route({ POST: slugGenerationPost('videos', 'poses', 'Pose not found') })
