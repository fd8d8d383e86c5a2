import { asAdmin, campaignId, NO_STORE } from '@/web/campaignRoute'
import { handle, methodNotAllowed, ok, readOptionalJson } from '@/web/http'
import { sendQueuedMailSoon } from '@/services/platform/jobs'
import { sendTest } from '@/services/community/campaigns'

/**
 * POST /api/admin/newsletters/{id}/test → 202 {message}: the campaign to the signed-in admin's
 * own address only (not a send: the campaign stays as it is). 400 when the account has no address.
 */
export const POST = (request: Request, context: { params: Promise<{ id: string }> }) =>
  handle(async () => {
    await readOptionalJson(request)
    const { payload, admin } = await asAdmin(request)
    const answer = await sendTest(payload, await campaignId(context.params), admin)
    sendQueuedMailSoon()
    return ok(answer, { status: 202, headers: NO_STORE })
  })

const notAllowed = methodNotAllowed('POST')
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
