import { featuresToday } from '@/services/ai/aiStatus'
import { getPayloadClient } from '@/services/platform/payload'
import { CACHE } from '@/web/http'
import { route } from '@/web/route'

/**
 * GET /api/features → {features: {images, pronunciation: 'ai'|'machine'|false, narration, videos}}:
 * what this server can generate today: configured, and its daily budget or YouTube quota not
 * spent (to a visitor a spent feature looks like one not set up), so pages fire no generation
 * that cannot work. Editors read the reasons at /api/admin/ai-status.
 */
export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: { cache: CACHE.noStore, handler: async () => ({ features: await featuresToday(await getPayloadClient()) }) },
})
