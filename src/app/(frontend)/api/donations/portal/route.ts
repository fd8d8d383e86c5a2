import { portalSchema } from '@/schemas/donation'
import { NOT_SET_UP } from '@/services/donations/donations'
import { openDonorPortal } from '@/services/donations/donorPortal'
import { requireStripe } from '@/services/donations/stripeAccess'
import { getPayloadClient } from '@/services/platform/payload'
import { clientKey, enforceRateLimit } from '@/services/platform/rateLimit'
import { poolOf } from '@/services/platform/shared'
import { CACHE } from '@/web/http'
import { route } from '@/web/route'

/**
 * POST /api/donations/portal {token} → {url}: the Stripe customer portal for the monthly gift a
 * signed manage link names. 400 invalid link, 410 expired or ended, 503 not set up (before the
 * request counts against the 'donor_link' limit).
 */
export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: {
    body: 'json',
    schema: portalSchema,
    cache: CACHE.noStore,
    handler: async ({ request, input }) => {
      const stripe = requireStripe(NOT_SET_UP)
      const payload = await getPayloadClient()
      await enforceRateLimit(poolOf(payload), 'donor_link', [clientKey(request.headers)])
      return { url: await openDonorPortal(payload, stripe, input.token) }
    },
  },
})
