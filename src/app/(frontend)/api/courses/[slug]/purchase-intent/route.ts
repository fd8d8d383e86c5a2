import { PRIVATE, requireSignedIn } from '@/web/courseRoute'
import { handle, methodNotAllowed, ok, parseSlug, readOptionalJson } from '@/web/http'
import { getPayloadClient } from '@/services/platform/payload'
import { clientKey, enforceRateLimit } from '@/services/platform/rateLimit'
import { createCoursePurchaseIntent, PURCHASES_NOT_SET_UP } from '@/services/courses/coursePurchases'
import { COURSE_NOT_FOUND } from '@/services/courses/courses'
import { requireStripe } from '@/services/donations/stripeAccess'
import { poolOf } from '@/services/platform/shared'

/**
 * POST /api/courses/{slug}/purchase-intent → {clientSecret, amountUsd}: a one-time PaymentIntent
 * for a paid course. 401 signed out; 400 free course; 409 already enrolled; 503 when Stripe is
 * not set up; 502 when Stripe fails.
 */
export const POST = (request: Request, { params }: { params: Promise<{ slug: string }> }) =>
  handle(async () => {
    await readOptionalJson(request)
    const slug = await parseSlug(params, COURSE_NOT_FOUND)
    const user = await requireSignedIn(request, 'Please sign in to buy this course.')
    const stripe = requireStripe(PURCHASES_NOT_SET_UP)
    const payload = await getPayloadClient()
    await enforceRateLimit(poolOf(payload), 'donation', [clientKey(request.headers)])
    return ok(await createCoursePurchaseIntent(payload, stripe, user, slug), PRIVATE)
  })

const notAllowed = methodNotAllowed('POST')
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
