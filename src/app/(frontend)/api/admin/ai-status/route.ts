import { aiStatus } from '@/services/ai/aiStatus'
import { getPayloadClient } from '@/services/platform/payload'
import { CACHE } from '@/web/http'
import { route } from '@/web/route'

/**
 * GET /api/admin/ai-status → {status: [{feature, label, state: 'on'|'off'|'paused', reason}]}:
 * why an AI feature is off or paused today (no key, budget or YouTube quota spent), for the
 * admin's 'AI generation' panel. Editors and admins (401 for a visitor, 403 for a member).
 */
export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: { access: 'editor', cache: CACHE.privateNoStore, handler: async () => ({ status: await aiStatus(await getPayloadClient()) }) },
})
