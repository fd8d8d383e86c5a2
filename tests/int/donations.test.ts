/**
 * The intent calls: POST /api/create-payment-intent and
 * /api/create-subscription-intent through their route handlers, the real Stripe SDK and the
 * local fake Stripe (tests/fakes/stripe.ts).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { POST as createPaymentIntent } from '@/app/(frontend)/api/create-payment-intent/route'
import { POST as createSubscriptionIntent } from '@/app/(frontend)/api/create-subscription-intent/route'
import { AMOUNT_MESSAGE } from '@/schemas/donation'
import { INTENT_FAILED, NOT_SET_UP } from '@/services/donations/donations'
import { startFakeStripe, type FakeStripe } from '@tests/fakes/stripe'
import { freshIp, postJson, uniqueEmail } from '@tests/support/forms'
import { testPayload } from '@tests/support/payload'

let payload: Payload
let fake: FakeStripe

beforeAll(async () => {
  payload = await testPayload()
  fake = await startFakeStripe()
})
beforeEach(() => {
  process.env.STRIPE_SECRET_KEY = 'sk_test_fake'
  process.env.STRIPE_API_BASE = fake.url
})
afterAll(async () => {
  delete process.env.STRIPE_SECRET_KEY
  delete process.env.STRIPE_API_BASE
  await fake.stop()
})

const donationCount = async () => (await payload.count({ collection: 'donations' })).totalDocs
const donationBy = async (providerId: string) =>
  (await payload.find({ collection: 'donations', where: { providerId: { equals: providerId } }, limit: 1 })).docs[0]

describe('POST /api/create-payment-intent (one-time)', () => {
  it('stores a pending donation first and answers the PaymentIntent client secret', async () => {
    const response = await postJson(createPaymentIntent, '/api/create-payment-intent', { amount: 50, email: 'giver@example.org' })
    expect(response.status).toBe(200)
    expect(response.body.clientSecret).toMatch(/^pi_\w+_secret_/)
    const intentId = String(response.body.clientSecret).split('_secret_')[0]!
    const donation = await donationBy(intentId)
    expect(donation).toMatchObject({ amount: 50, monthly: false, status: 'pending', email: 'giver@example.org' })
    const sent = fake.requests.filter((request) => request.path === '/v1/payment_intents').at(-1)!
    // cents, automatic payment methods, and the stored row's id as the idempotency key
    expect(sent.body).toMatchObject({ amount: '5000', currency: 'usd', automatic_payment_methods: { enabled: 'true' }, metadata: { donationId: String(donation!.id) } })
    expect(sent.idempotencyKey).toBe(`donation-${donation!.id}`)
  })

  it.each([
    ['zero', { amount: 0 }],
    ['above $10,000', { amount: 10_001 }],
    ['a fraction', { amount: 12.5 }],
    ['a string', { amount: '50' }],
    ['missing', {}],
  ])('refuses an amount that is %s with a 400 and stores nothing', async (_label, body) => {
    const before = await donationCount()
    const response = await postJson(createPaymentIntent, '/api/create-payment-intent', body)
    expect(response.status).toBe(400)
    expect(response.body.error).toBe(AMOUNT_MESSAGE)
    expect(await donationCount()).toBe(before)
  })

  it('a failure at Stripe is a calm 502, logged, and the donation is marked failed', async () => {
    fake.fail('/v1/payment_intents', 'Stripe is having a moment')
    const response = await postJson(createPaymentIntent, '/api/create-payment-intent', { amount: 25 })
    expect(response.status).toBe(502)
    expect(response.body).toEqual({ error: INTENT_FAILED })
    const [latest] = (await payload.find({ collection: 'donations', sort: '-createdAt', limit: 1 })).docs
    expect(latest).toMatchObject({ amount: 25, status: 'failed' })
  })

  it('is limited per client: card testers get a 429', async () => {
    process.env.RATE_LIMIT_DONATION = '2/60'
    try {
      const ip = freshIp()
      const statuses = []
      for (let i = 0; i < 3; i++) statuses.push((await postJson(createPaymentIntent, '/api/create-payment-intent', { amount: 25 }, ip)).status)
      expect(statuses).toEqual([200, 200, 429])
    } finally {
      delete process.env.RATE_LIMIT_DONATION
    }
  })
})

describe('POST /api/create-subscription-intent (monthly)', () => {
  it("answers the first invoice's confirmation secret, one product for all, one customer per e-mail", async () => {
    const email = uniqueEmail('monthly')
    const first = await postJson(createSubscriptionIntent, '/api/create-subscription-intent', { amount: 25, email })
    const second = await postJson(createSubscriptionIntent, '/api/create-subscription-intent', { amount: 100, email })
    expect([first.status, second.status]).toEqual([200, 200])
    expect(first.body.clientSecret).toMatch(/_secret_/)
    const subscriptions = fake.requests.filter((request) => request.path === '/v1/subscriptions').slice(-2)
    expect(subscriptions.map((request) => request.body.payment_behavior)).toEqual(['default_incomplete', 'default_incomplete'])
    expect(subscriptions[0]!.body.customer).toBe(subscriptions[1]!.body.customer)
    const items = subscriptions.map((request) => Object.values(request.body.items as Record<string, { price_data: Record<string, unknown> }>)[0]!.price_data)
    expect(items.map((item) => item.unit_amount)).toEqual(['2500', '10000'])
    expect(items[0]!.product).toBe(items[1]!.product)
    expect([...fake.objects.values()].filter((object) => object.object === 'product')).toHaveLength(1)
    const stored = await payload.find({ collection: 'donations', where: { email: { equals: email } }, sort: 'createdAt' })
    expect(stored.docs.map((doc) => [doc.amount, doc.monthly, doc.status, doc.providerId?.startsWith('in_') && doc.subscriptionId?.startsWith('sub_')])).toEqual([
      [25, true, 'pending', true],
      [100, true, 'pending', true],
    ])
  })
})

describe('without Stripe keys', () => {
  it.each([
    ['/api/create-payment-intent', createPaymentIntent],
    ['/api/create-subscription-intent', createSubscriptionIntent],
  ] as const)('%s says calmly that online donations are not set up (503) and stores nothing', async (path, handler) => {
    delete process.env.STRIPE_SECRET_KEY
    const before = await donationCount()
    const response = await postJson(handler, path, { amount: 50 })
    expect(response.status).toBe(503)
    expect(response.body).toEqual({ error: NOT_SET_UP })
    expect(await donationCount()).toBe(before)
  })
})
