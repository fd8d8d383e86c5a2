import { asAdmin, campaignId, NO_STORE, sendCampaignSoon } from '@/web/campaignRoute'
import { handle, methodNotAllowed, ok, readOptionalJson } from '@/web/http'
import { startSending } from '@/services/community/campaigns'

/**
 * POST /api/admin/newsletters/{id}/send → 202 {message}: the campaign is queued for every active
 * subscriber. 404 unknown; 409 when it is not a draft (already sending or sent: a second click)
 * or nobody is subscribed.
 */
export const POST = (request: Request, context: { params: Promise<{ id: string }> }) =>
  handle(async () => {
    await readOptionalJson(request)
    const { payload } = await asAdmin(request)
    const { message } = await startSending(payload, await campaignId(context.params))
    sendCampaignSoon()
    return ok({ message }, { status: 202, headers: NO_STORE })
  })

const notAllowed = methodNotAllowed('POST')
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
