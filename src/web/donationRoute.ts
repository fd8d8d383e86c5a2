import { DONATIONS_QUEUE } from '@/jobs/queues'
import { donationIntentSchema } from '@/schemas/donation'
import { createDonationIntent, NOT_SET_UP, queueAbandonedIntent } from '@/services/donations/donations'
import { requireStripe } from '@/services/donations/stripeAccess'
import { runQueueSoon } from '@/services/platform/jobs'
import { getPayloadClient } from '@/services/platform/payload'
import { clientKey, enforceRateLimit } from '@/services/platform/rateLimit'
import { poolOf } from '@/services/platform/shared'
import { CACHE } from '@/web/http'
import type { MethodSpec } from '@/web/route'

/**
 * POST /api/create-payment-intent and /api/create-subscription-intent
 * {amount, email?, coverFee?, clientKey?, replaces?} → {clientSecret, donation, totalCents}.
 * Bad input is a 400 whether or not Stripe is set up; then 503 when it is not; limited per
 * client (card testers hammer donation forms). The intent the page abandoned (`replaces`) is
 * cancelled by a job after the answer has gone out.
 */
export const donationIntent = (monthly: boolean): MethodSpec<ReturnType<typeof donationIntentSchema.parse>> => ({
  body: 'json',
  schema: donationIntentSchema,
  cache: CACHE.noStore,
  handler: async ({ request, input }) => {
    const stripe = requireStripe(NOT_SET_UP)
    const payload = await getPayloadClient()
    await enforceRateLimit(poolOf(payload), 'donation', [clientKey(request.headers)])
    const { clientSecret, donation, totalCents, donationId } = await createDonationIntent(payload, stripe, { ...input, monthly })
    if (await queueAbandonedIntent(payload, input.replaces, donationId)) {
      runQueueSoon(DONATIONS_QUEUE)
    }
    return { clientSecret, donation, totalCents }
  },
})
