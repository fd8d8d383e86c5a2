/**
 * How the web layer and pages reach Stripe: through this service, never the SDK directly. A
 * request that needs Stripe gets the client or a 503 with the feature's "not set up" message;
 * a page gets only the publishable key (null: the feature is absent for visitors).
 */
import type Stripe from 'stripe'

import { stripeClient, stripeSettings } from '@/integrations/stripe'
import { ServiceError } from '@/services/platform/errors'

/** The Stripe client, or a 503 carrying `notSetUp` when the keys are missing. */
export const requireStripe = (notSetUp: string): Stripe => {
  const stripe = stripeClient()
  if (!stripe) throw new ServiceError(503, notSetUp)
  return stripe
}

/** The Stripe client when the keys are set (a page that can do without it), else null. */
export const optionalStripe = (): Stripe | null => stripeClient()

/** The key the browser's Stripe.js needs; null when payments are not set up. */
export const stripePublishableKey = (): string | null => stripeSettings()?.publishableKey ?? null

/**
 * Checks a webhook's signature on its raw body: null when the webhook is not set up (no secret
 * key or webhook secret), else a function giving the verified event (400 when the signature is
 * not valid).
 */
export const webhookVerifier = (): { stripe: Stripe; verify: (body: string, signature: string) => Stripe.Event } | null => {
  const settings = stripeSettings()
  const stripe = stripeClient()
  if (!settings?.webhookSecret || !stripe) return null
  const secret = settings.webhookSecret
  return {
    stripe,
    verify: (body, signature) => {
      try {
        return stripe.webhooks.constructEvent(body, signature, secret)
      } catch {
        throw new ServiceError(400, 'The webhook signature is not valid.')
      }
    },
  }
}
