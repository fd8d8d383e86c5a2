import { sendTest } from '@/services/community/campaigns'
import { sendQueuedMailSoon } from '@/services/platform/jobs'
import { getPayloadClient } from '@/services/platform/payload'
import { CACHE } from '@/web/http'
import { campaignIdOf } from '@/web/params'
import { route } from '@/web/route'

/**
 * POST /api/admin/newsletters/{id}/test → 202 {message}: the campaign to the signed-in admin's
 * own address only (not a send: the campaign stays as it is). 400 when the account has no address.
 */
export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: {
    body: 'optional',
    access: 'admin',
    status: 202,
    cache: CACHE.privateNoStore,
    handler: async ({ params, user }) => {
      const answer = await sendTest(await getPayloadClient(), campaignIdOf(params.id), user)
      sendQueuedMailSoon()
      return answer
    },
  },
})
