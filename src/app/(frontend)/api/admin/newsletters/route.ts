import { asAdmin, NO_STORE } from '@/web/campaignRoute'
import { assertSameOrigin, handle, methodNotAllowed, ok, readJson } from '@/web/http'
import { campaignSchema } from '@/schemas/campaigns'
import { createCampaign, listCampaigns } from '@/services/community/campaigns'

/** GET /api/admin/newsletters → {campaigns}: newest first, with a 500-character preview and progress. */
export const GET = (request: Request) =>
  handle(async () => {
    const { payload } = await asAdmin(request)
    return ok({ campaigns: await listCampaigns(payload) }, { headers: NO_STORE })
  })

/** POST /api/admin/newsletters {subject, content, status: 'draft'} → 201 {campaign}; blank: 400 'Subject and content are required'. */
export const POST = (request: Request) =>
  handle(async () => {
    assertSameOrigin(request)
    const { payload } = await asAdmin(request)
    const input = campaignSchema.parse(await readJson(request))
    return ok({ campaign: await createCampaign(payload, input) }, { status: 201, headers: NO_STORE })
  })

const notAllowed = methodNotAllowed('GET', 'POST')
export { notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
