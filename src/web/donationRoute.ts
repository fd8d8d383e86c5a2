import { DONATIONS_QUEUE } from '@/jobs/queues'
import { runQueueSoon } from '@/services/platform/jobs'
import { handle, ok, readJson } from '@/web/http'
import { getPayloadClient } from '@/services/platform/payload'
import { clientKey, enforceRateLimit } from '@/services/platform/rateLimit'
import { donationIntentSchema } from '@/schemas/donation'
import { createDonationIntent, NOT_SET_UP, queueAbandonedIntent } from '@/services/donations/donations'
import { requireStripe } from '@/services/donations/stripeAccess'
import { poolOf } from '@/services/platform/shared'

/**
 * POST /api/create-payment-intent and /api/create-subscription-intent
 * {amount, email?, coverFee?, clientKey?, replaces?} → {clientSecret, donation, totalCents}.
 * 503 when Stripe is not set up; 400 for an amount outside $1 to $10,000; limited per client
 * (card testers hammer donation forms). The intent the page abandoned (`replaces`) is cancelled
 * by a job after the answer has gone out.
 */
export const donationIntentHandler = (monthly: boolean) => (request: Request) =>
  handle(async () => {
    // bad input is a 400 whether or not Stripe is set up
    const input = donationIntentSchema.parse(await readJson(request))
    const stripe = requireStripe(NOT_SET_UP)
    const payload = await getPayloadClient()
    await enforceRateLimit(poolOf(payload), 'donation', [clientKey(request.headers)])
    const { clientSecret, donation, totalCents, donationId } = await createDonationIntent(payload, stripe, { ...input, monthly })
    if (await queueAbandonedIntent(payload, input.replaces, donationId)) {
      runQueueSoon(DONATIONS_QUEUE)
    }
    return ok({ clientSecret, donation, totalCents }, { headers: { 'Cache-Control': 'no-store' } })
  })
