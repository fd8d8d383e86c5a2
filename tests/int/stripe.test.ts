/**
 * The Stripe integration: the real `stripe` SDK, pinned to its API
 * version, talking to the local fake (tests/fakes/stripe.ts) through STRIPE_API_BASE; calm
 * "not configured" without a key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { STRIPE_API_VERSION, stripeClient, stripeSettings } from '@/integrations/stripe'
import { startFakeStripe, type FakeStripe } from '@tests/fakes/stripe'

let fake: FakeStripe
let environment: Record<string, string>

beforeAll(async () => {
  fake = await startFakeStripe()
  environment = { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_API_BASE: fake.url, STRIPE_WEBHOOK_SECRET: 'whsec_test' }
})
afterAll(() => fake.stop())

describe('the Stripe integration', () => {
  it('is not set up without a secret key, and says so instead of failing', () => {
    expect(stripeSettings({})).toBeNull()
    expect(stripeClient({ STRIPE_SECRET_KEY: '  ' })).toBeNull()
  })

  it('creates a payment intent through the real SDK, with the pinned API version', async () => {
    const stripe = stripeClient(environment)!
    const intent = await stripe.paymentIntents.create(
      { amount: 5000, currency: 'usd', automatic_payment_methods: { enabled: true }, metadata: { donationId: '7' } },
      { idempotencyKey: 'donation-7' },
    )
    expect(intent).toMatchObject({ object: 'payment_intent', amount: 5000, status: 'requires_payment_method', metadata: { donationId: '7' } })
    expect(intent.client_secret).toMatch(/^pi_\w+_secret_/)
    const again = await stripe.paymentIntents.create({ amount: 5000, currency: 'usd' }, { idempotencyKey: 'donation-7' })
    expect(again.id).toBe(intent.id) // the same key answers the same intent, as Stripe does
    expect(fake.requests.at(-1)).toMatchObject({ path: '/v1/payment_intents', idempotencyKey: 'donation-7' })
    expect((await stripe.paymentIntents.retrieve(intent.id)).id).toBe(intent.id)
    expect((await stripe.paymentIntents.cancel(intent.id)).status).toBe('canceled')
  })

  it('creates a monthly subscription whose first invoice carries the confirmation secret', async () => {
    const stripe = stripeClient(environment)!
    const customer = await stripe.customers.create({ email: 'donor@example.org' })
    const product = await stripe.products.create({ name: 'Monthly donation' })
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price_data: { currency: 'usd', product: product.id, unit_amount: 2500, recurring: { interval: 'month' } } }],
      payment_behavior: 'default_incomplete',
      expand: ['latest_invoice.confirmation_secret'],
    })
    const invoice = subscription.latest_invoice as { confirmation_secret?: { client_secret: string } }
    expect(invoice.confirmation_secret?.client_secret).toMatch(/_secret_/)
    const portal = await stripe.billingPortal.sessions.create({ customer: customer.id, return_url: 'http://localhost/donate' })
    expect(portal.url).toMatch(/^https:\/\//)
  })

  it('reports a declined card as a Stripe card error', async () => {
    const stripe = stripeClient(environment)!
    fake.fail('/v1/payment_intents', 'Your card was declined.')
    await expect(stripe.paymentIntents.create({ amount: 100, currency: 'usd' })).rejects.toMatchObject({ type: 'StripeCardError', message: 'Your card was declined.' })
  })

  it('verifies webhook bodies signed the way Stripe signs them', () => {
    const stripe = stripeClient(environment)!
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'payment_intent.succeeded', api_version: STRIPE_API_VERSION, data: { object: {} } })
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_test' })
    expect(stripe.webhooks.constructEvent(payload, header, 'whsec_test').id).toBe('evt_1')
    expect(() => stripe.webhooks.constructEvent(payload, header, 'whsec_other')).toThrow()
  })
})
