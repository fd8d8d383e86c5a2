import { asAdmin, NO_STORE } from '@/web/campaignRoute'
import { handle, methodNotAllowed, ok } from '@/web/http'
import { campaignStats } from '@/services/community/campaigns'

/** GET /api/admin/newsletters/stats → {stats} (SPEC §3 Stats) */
export const GET = (request: Request) =>
  handle(async () => {
    const { payload } = await asAdmin(request)
    return ok({ stats: await campaignStats(payload) }, { headers: NO_STORE })
  })

const notAllowed = methodNotAllowed('GET')
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
