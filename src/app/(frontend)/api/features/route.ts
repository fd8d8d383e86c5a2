import { handle, methodNotAllowed, ok } from '@/web/http'
import { getPayloadClient } from '@/services/platform/payload'
import { featuresToday } from '@/services/ai/aiStatus'

/**
 * GET /api/features → {features: {images, pronunciation: 'ai'|'machine'|false, narration, videos}}:
 * what this server can generate today (issue 16): configured, and its daily budget or YouTube
 * quota not spent (issue 30: to a visitor a spent feature looks like one not set up), so pages
 * fire no generation that cannot work. Editors read the reasons at /api/admin/ai-status.
 */
export const GET = () => handle(async () => ok({ features: await featuresToday(await getPayloadClient()) }, { headers: { 'Cache-Control': 'no-store' } }))

const notAllowed = methodNotAllowed('GET')
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
