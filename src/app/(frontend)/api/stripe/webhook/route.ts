import { handleStripeEvent } from '@/services/donations/donationPayments'
import { NOT_SET_UP } from '@/services/donations/donations'
import { webhookVerifier } from '@/services/donations/stripeAccess'
import { getPayloadClient } from '@/services/platform/payload'
import { jsonError, readBodyText, WEBHOOK_MAX_BODY_BYTES } from '@/web/http'
import { route } from '@/web/route'

/**
 * POST /api/stripe/webhook: Stripe's events, their signature checked on the raw body (read here,
 * up to WEBHOOK_MAX_BODY_BYTES) with STRIPE_WEBHOOK_SECRET before anything is read. 200 once an
 * event is applied, or was before (a replay changes nothing); 400 for a bad signature; 503 when
 * not configured; a failure while applying answers 500 so Stripe delivers the event again.
 */
export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: {
    handler: async ({ request }) => {
      const webhook = webhookVerifier()
      if (!webhook) return jsonError(503, NOT_SET_UP)
      const signature = request.headers.get('stripe-signature')
      if (!signature) return jsonError(400, 'The Stripe-Signature header is missing.')
      const body = await readBodyText(request, WEBHOOK_MAX_BODY_BYTES)
      const event = webhook.verify(body, signature)
      const payload = await getPayloadClient()
      const outcome = await handleStripeEvent(payload, webhook.stripe, event)
      if (outcome === 'processed') {
        const { sendQueuedMailSoon } = await import('@/services/platform/jobs')
        sendQueuedMailSoon()
      }
      return { received: true, outcome }
    },
  },
})
