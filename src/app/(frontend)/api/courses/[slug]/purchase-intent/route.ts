import { createCoursePurchaseIntent, PURCHASES_NOT_SET_UP } from '@/services/courses/coursePurchases'
import { COURSE_NOT_FOUND } from '@/services/courses/courses'
import { requireStripe } from '@/services/donations/stripeAccess'
import { getPayloadClient } from '@/services/platform/payload'
import { clientKey, enforceRateLimit } from '@/services/platform/rateLimit'
import { poolOf } from '@/services/platform/shared'
import { CACHE } from '@/web/http'
import { slugParam } from '@/web/params'
import { route } from '@/web/route'

/**
 * POST /api/courses/{slug}/purchase-intent → {clientSecret, amountUsd}: a one-time PaymentIntent
 * for a paid course. 401 signed out; 400 free course; 409 already enrolled; 503 when Stripe is
 * not set up (before the request counts against the 'donation' limit); 502 when Stripe fails.
 */
export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: {
    body: 'optional',
    params: slugParam(COURSE_NOT_FOUND),
    access: 'member',
    signInMessage: 'Please sign in to buy this course.',
    cache: CACHE.privateNoStore,
    handler: async ({ request, params: slug, user }) => {
      const stripe = requireStripe(PURCHASES_NOT_SET_UP)
      const payload = await getPayloadClient()
      await enforceRateLimit(poolOf(payload), 'donation', [clientKey(request.headers)])
      return createCoursePurchaseIntent(payload, stripe, user, slug)
    },
  },
})
