import { slugGenerationPost } from '@/web/generationRoute'
import { route } from '@/web/route'

/** POST /api/poses/{slug}/generate-pronunciation (no body) → {status, audioUrl, machineVoice} */
export const { GET, POST, PUT, PATCH, DELETE } = route({ POST: slugGenerationPost('pronunciation', 'poses', 'Pose not found') })
