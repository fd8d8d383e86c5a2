import { handle, methodNotAllowed, ok, readJson } from '@/web/http'
import { getPayloadClient } from '@/services/platform/payload'
import { clientKey, enforceRateLimit } from '@/services/platform/rateLimit'
import { portalSchema } from '@/schemas/donation'
import { NOT_SET_UP } from '@/services/donations/donations'
import { openDonorPortal } from '@/services/donations/donorPortal'
import { requireStripe } from '@/services/donations/stripeAccess'
import { poolOf } from '@/services/platform/shared'

/**
 * POST /api/donations/portal {token} → {url}: the Stripe customer portal for the monthly gift a
 * signed manage link names (issue 14). 400 invalid link, 410 expired or ended, 503 not set up.
 */
export const POST = (request: Request) =>
  handle(async () => {
    const { token } = portalSchema.parse(await readJson(request))
    const stripe = requireStripe(NOT_SET_UP)
    const payload = await getPayloadClient()
    await enforceRateLimit(poolOf(payload), 'donor_link', [clientKey(request.headers)])
    return ok({ url: await openDonorPortal(payload, stripe, token) }, { headers: { 'Cache-Control': 'no-store' } })
  })

const notAllowed = methodNotAllowed('POST')
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
