import { stripeClient } from '@/integrations/stripe'
import { handle, jsonError, ok, readJson } from '@/lib/http'
import { getPayloadClient } from '@/lib/payload'
import { clientIp, enforceRateLimit } from '@/lib/rateLimit'
import { donationIntentSchema } from '@/schemas/donation'
import { createDonationIntent, NOT_SET_UP } from '@/services/donations'
import { poolOf } from '@/services/shared'

/**
 * POST /api/create-payment-intent and /api/create-subscription-intent {amount, email?}:
 * {clientSecret}. 503 when Stripe is not set up; 400 for an amount outside $1 to $10,000;
 * limited per client (card testers hammer donation forms).
 */
export const donationIntentHandler = (monthly: boolean) => (request: Request) =>
  handle(async () => {
    const body = await readJson(request)
    const stripe = stripeClient()
    if (!stripe) return jsonError(503, NOT_SET_UP)
    const payload = await getPayloadClient()
    await enforceRateLimit(poolOf(payload), 'donation', [clientIp(request.headers)])
    const input = donationIntentSchema.parse(body)
    const { clientSecret } = await createDonationIntent(payload, stripe, { ...input, monthly })
    return ok({ clientSecret }, { headers: { 'Cache-Control': 'no-store' } })
  })
