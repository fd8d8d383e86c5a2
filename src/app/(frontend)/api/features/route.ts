import { handle, methodNotAllowed, ok } from '@/lib/http'
import { generationFeatures } from '@/services/generation'

/**
 * GET /api/features → {features: {images, pronunciation: 'ai'|'machine'|false, narration, videos}}:
 * what is configured on this server (issue 16), so pages fire no generation that cannot work.
 */
export const GET = () => handle(async () => ok({ features: generationFeatures() }, { headers: { 'Cache-Control': 'no-store' } }))

const notAllowed = methodNotAllowed('GET')
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
