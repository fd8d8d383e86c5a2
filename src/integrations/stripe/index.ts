/**
 * Stripe (donations) behind one module, on the real `stripe` SDK.
 *
 * - `STRIPE_SECRET_KEY` unset: `stripeClient()` is null and the donation APIs answer 503 "not
 *   set up"; everything else works.
 * - `STRIPE_API_BASE` (e.g. http://127.0.0.1:12111) points the SDK at another server: the local
 *   fake of the tests (tests/fakes/stripe.ts). Unset: Stripe's own API.
 * - The API version is pinned, so a Stripe-side default change cannot alter the shapes we read
 *   (e.g. `latest_invoice.confirmation_secret`, STACK.md).
 */
import Stripe from 'stripe'

export const STRIPE_API_VERSION = '2026-10-28.endive' as const

const read = (name: string, environment: Record<string, string | undefined>) => environment[name]?.trim() || undefined

export type StripeSettings = { secretKey: string; publishableKey?: string; webhookSecret?: string; apiBase?: URL }

/** The Stripe settings from the environment, or null when no secret key is set. */
export const stripeSettings = (environment: Record<string, string | undefined> = process.env): StripeSettings | null => {
  const secretKey = read('STRIPE_SECRET_KEY', environment)
  if (!secretKey) return null
  const base = read('STRIPE_API_BASE', environment)
  return {
    secretKey,
    publishableKey: read('NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY', environment),
    webhookSecret: read('STRIPE_WEBHOOK_SECRET', environment),
    apiBase: base ? new URL(base) : undefined,
  }
}

const clients = new Map<string, Stripe>()

/** The SDK client for the configured key and base (one per configuration), or null when not set up. */
export const stripeClient = (environment: Record<string, string | undefined> = process.env): Stripe | null => {
  const settings = stripeSettings(environment)
  if (!settings) return null
  const cacheKey = `${settings.secretKey}|${settings.apiBase?.href ?? ''}`
  let client = clients.get(cacheKey)
  if (!client) {
    const base = settings.apiBase
    client = new Stripe(settings.secretKey, {
      apiVersion: STRIPE_API_VERSION,
      appInfo: { name: 'Yoga Commons' },
      // A network hiccup is retried by the SDK (with the same idempotency key); a request we
      // make waits at most this long, so a visitor is never held for Stripe's sake.
      maxNetworkRetries: base ? 0 : 2,
      timeout: 15_000,
      ...(base
        ? { host: base.hostname, port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)), protocol: base.protocol.replace(':', '') as 'http' | 'https' }
        : {}),
    })
    clients.set(cacheKey, client)
  }
  return client
}
