import { ADMIN_NO_STORE } from '@/web/adminRoute'
import { handle, methodNotAllowed, ok } from '@/web/http'
import { getPayloadClient } from '@/services/platform/payload'
import { aiStatus } from '@/services/ai/aiStatus'
import { requireRole } from '@/services/accounts/auth'

/**
 * GET /api/admin/ai-status → {status: [{feature, label, state: 'on'|'off'|'paused', reason}]}:
 * why an AI feature is off or paused today (no key, budget or YouTube quota spent), for the
 * admin's 'AI generation' panel. Editors and admins (401 for a visitor, 403 for a member).
 */
export const GET = (request: Request) =>
  handle(async () => {
    const payload = await getPayloadClient()
    await requireRole(payload, request.headers, ['admin', 'editor'])
    return ok({ status: await aiStatus(payload) }, { headers: ADMIN_NO_STORE })
  })

const notAllowed = methodNotAllowed('GET')
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
