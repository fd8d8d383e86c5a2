/**
 * What Stripe tells us: POST /api/stripe/webhook with events the fake Stripe signs
 * like Stripe does, the receipts they send through the outbox, the success page's question,
 * the donor's manage link and the resend form, double submits and abandoned intents.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { POST as createPaymentIntent } from '@/app/(frontend)/api/create-payment-intent/route'
import { POST as createSubscriptionIntent } from '@/app/(frontend)/api/create-subscription-intent/route'
import { POST as manageLink } from '@/app/(frontend)/api/donations/manage-link/route'
import { POST as portal } from '@/app/(frontend)/api/donations/portal/route'
import { POST as webhook } from '@/app/(frontend)/api/stripe/webhook/route'
import { stripeClient } from '@/integrations/stripe'
import { DONATIONS_QUEUE } from '@/jobs/queues'
import { runQueue } from '@/jobs/runner'
import { MANAGE_LINK_SENT, manageGiftToken } from '@/services/donations/donationMail'
import { sweepAbandonedIntents } from '@/services/donations/donations'
import { poolOf } from '@/services/platform/shared'
import { donationStatus } from '@/services/donations/donationPayments'
import { donationTotals } from '@/services/donations/donationTotals'
import { LINK_EXPIRED, LINK_INVALID } from '@/services/donations/donorPortal'
import { startFakeStripe, type FakeEvent, type FakeStripe } from '@tests/fakes/stripe'
import { freshIp, postJson, uniqueEmail } from '@tests/support/forms'
import { useSmtpCapture } from '@tests/support/mail'
import { testPayload } from '@tests/support/payload'

const SECRET = 'whsec_int_test'
let payload: Payload
let fake: FakeStripe
const mail = useSmtpCapture()

beforeAll(async () => {
  payload = await testPayload()
  fake = await startFakeStripe({ webhookSecret: SECRET })
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { legalName: 'Yoga Commons Inc.', mailingAddress: '12 Lotus Lane\nPortland, OR 97201', taxExemptGranted: false, ein: null },
  })
})
beforeEach(() => {
  process.env.STRIPE_SECRET_KEY = 'sk_test_fake'
  process.env.STRIPE_API_BASE = fake.url
  process.env.STRIPE_WEBHOOK_SECRET = SECRET
})
afterAll(async () => {
  delete process.env.STRIPE_SECRET_KEY
  delete process.env.STRIPE_API_BASE
  delete process.env.STRIPE_WEBHOOK_SECRET
  await fake.stop()
})

const send = async (event: FakeEvent | string, signature?: string) => {
  const body = typeof event === 'string' ? event : JSON.stringify(event)
  const response = await webhook(
    new Request('http://localhost/api/stripe/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature !== '' ? { 'stripe-signature': signature ?? fake.sign(body) } : {}) },
      body,
    }),
  )
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const donationById = (id: number) => payload.findByID({ collection: 'donations', id, depth: 0 })
const donationsOf = async (subscriptionId: string) =>
  (await payload.find({ collection: 'donations', where: { subscriptionId: { equals: subscriptionId } }, sort: 'createdAt', depth: 0 })).docs
const giftOf = async (subscriptionId: string) =>
  (await payload.find({ collection: 'monthly-gifts', where: { subscriptionId: { equals: subscriptionId } }, depth: 0 })).docs[0]
const rowFor = async (reference: string) => {
  const [row] = (await payload.find({ collection: 'donations', sort: '-createdAt', limit: 50, depth: 0 })).docs.filter(
    (doc) => reference.startsWith(`${doc.id}.`),
  )
  return row!
}
const receiptsTo = async (email: string) => {
  await mail.deliver(payload)
  return mail.to(email)
}

const give = async (monthly: boolean, body: Record<string, unknown>) => {
  const response = await postJson(monthly ? createSubscriptionIntent : createPaymentIntent, monthly ? '/api/create-subscription-intent' : '/api/create-payment-intent', body)
  expect(response.status).toBe(200)
  return response.body as { clientSecret: string; donation: string; totalCents: number }
}

describe('the webhook door', () => {
  it('refuses a bad or missing signature with a 400 and records nothing', async () => {
    const { clientSecret, donation } = await give(false, { amount: 25 })
    const { events } = await fake.confirm(clientSecret, 'succeeded')
    const body = JSON.stringify(events[0])
    expect(await send(body, fake.sign(body, 'whsec_someone_else'))).toMatchObject({ status: 400, body: { error: 'The webhook signature is not valid.' } })
    expect(await send(body, '')).toMatchObject({ status: 400, body: { error: 'The Stripe-Signature header is missing.' } })
    expect(await send(body.replace('"amount":2500', '"amount":1'), fake.sign(body))).toMatchObject({ status: 400 })
    expect((await rowFor(donation)).status).toBe('pending')
    expect((await payload.count({ collection: 'stripe-events', where: { eventId: { equals: events[0]!.id } } })).totalDocs).toBe(0)
  })

  it('says calmly that it is not set up without a webhook secret (503)', async () => {
    delete process.env.STRIPE_WEBHOOK_SECRET
    const response = await send('{}', 't=1,v1=00')
    expect(response).toEqual({ status: 503, body: { error: 'Online donations are not set up yet.' } })
  })
})

describe('a one-time gift', () => {
  it('is recorded only after its webhook; three replays change nothing and send one receipt', async () => {
    const email = uniqueEmail('once')
    const { clientSecret, donation, totalCents } = await give(false, { amount: 50, email })
    expect(totalCents).toBe(5000)
    const { events } = await fake.confirm(clientSecret, 'succeeded')
    expect((await rowFor(donation)).status).toBe('pending')

    const outcomes = []
    for (let i = 0; i < 4; i++) outcomes.push((await send(events[0]!)).body.outcome)
    expect(outcomes).toEqual(['processed', 'replay', 'replay', 'replay'])
    const row = await rowFor(donation)
    expect(row).toMatchObject({ status: 'succeeded', amount: 50, monthly: false, email })
    expect(row.paidAt).toBeTruthy()
    expect((await payload.count({ collection: 'donations', where: { paymentIntentId: { equals: row.paymentIntentId } } })).totalDocs).toBe(1)

    const receipts = await receiptsTo(email)
    expect(receipts).toHaveLength(1)
    expect(receipts[0]!.subject).toBe('Thank you for your gift to Yoga Commons')
    const text = receipts[0]!.text ?? ''
    expect(text).toContain('Amount: $50 (USD)')
    expect(text).toContain('Frequency: One-time')
    expect(text).toMatch(/Date: [A-Z][a-z]+ \d{1,2}, \d{4}/)
    expect(text).toContain('Received by: Yoga Commons Inc., 12 Lotus Lane, Portland, OR 97201')
    // With no tax status set in Site settings, no tax claim at all (not even "pending")
    expect(text).toContain('No goods or services were provided in exchange for this contribution. Please keep this receipt for your records.')
    expect(text).not.toContain('501(c)(3)')
    expect(text).not.toContain('pending')
    expect(text).not.toContain('is a tax-exempt organization')
    expect(text).not.toContain('EIN')
    expect(text).not.toContain('Manage your monthly gift')
  })

  it('an event that fails halfway leaves nothing behind (500), and Stripe\'s retry applies it once', async () => {
    const email = uniqueEmail('retry')
    const { clientSecret, donation } = await give(false, { amount: 25, email })
    const { events } = await fake.confirm(clientSecret, 'succeeded')
    const update = vi.spyOn(payload, 'update').mockRejectedValueOnce(new Error('the database went away'))
    try {
      expect((await send(events[0]!)).status).toBe(500)
    } finally {
      update.mockRestore()
    }
    expect((await rowFor(donation)).status).toBe('pending')
    expect((await payload.count({ collection: 'stripe-events', where: { eventId: { equals: events[0]!.id } } })).totalDocs).toBe(0)
    expect((await send(events[0]!)).body.outcome).toBe('processed')
    expect((await rowFor(donation)).status).toBe('succeeded')
    expect(await receiptsTo(email)).toHaveLength(1)
  })

  it('five simultaneous deliveries of one event are applied once', async () => {
    const email = uniqueEmail('burst')
    const { clientSecret, donation } = await give(false, { amount: 25, email })
    const { events } = await fake.confirm(clientSecret, 'succeeded')
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(events[0]!)))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200])
    expect(answers.filter((answer) => answer.body.outcome === 'processed')).toHaveLength(1)
    expect((await rowFor(donation)).status).toBe('succeeded')
    expect(await receiptsTo(email)).toHaveLength(1)
  })

  it('covers the processing fee when asked: the total charged and recorded includes it', async () => {
    const { clientSecret, totalCents, donation } = await give(false, { amount: 50, coverFee: true })
    expect(totalCents).toBe(5181)
    expect(fake.objects.get(clientSecret.split('_secret_')[0]!)?.amount).toBe(5181)
    expect(await rowFor(donation)).toMatchObject({ amount: 51.81, coveredFee: 1.81 })
  })

  it('handles events out of order: a late failure cannot undo a success; a refund stays a refund', async () => {
    const email = uniqueEmail('order')
    const { clientSecret, donation } = await give(false, { amount: 100, email })
    const failed = await fake.confirm(clientSecret, 'failed')
    const succeeded = await fake.confirm(clientSecret, 'succeeded')
    expect(fake.objects.get(clientSecret.split('_secret_')[0]!)?.status).toBe('succeeded')
    // Stripe delivers the success first and the earlier failure late
    expect((await send(succeeded.events[0]!)).body.outcome).toBe('processed')
    expect((await send(failed.events[0]!)).body.outcome).toBe('processed')
    expect((await rowFor(donation)).status).toBe('succeeded')

    const refund = await fake.refund((await rowFor(donation)).paymentIntentId!)
    expect((await send(refund[0]!)).body.outcome).toBe('processed')
    expect(await rowFor(donation)).toMatchObject({ status: 'refunded', refundedAmount: 100 })
    // The success page says it was refunded, not thank you
    expect(await donationStatus(payload, stripeClient(), donation)).toEqual({ state: 'refunded', totalCents: 10000, monthly: false, email })
    // a redelivered success after the refund changes nothing and mails nothing more
    const again = { ...succeeded.events[0]!, id: `${succeeded.events[0]!.id}_late` }
    expect((await send(again)).body.outcome).toBe('processed')
    expect((await rowFor(donation)).status).toBe('refunded')
    expect(await receiptsTo(email)).toHaveLength(1)
  })

  it('a declined card marks the gift failed with the provider’s message', async () => {
    const { clientSecret, donation } = await give(false, { amount: 25 })
    const { events, error } = await fake.confirm(clientSecret, 'failed')
    expect(error).toBe('Your card was declined.')
    await send(events[0]!)
    expect(await rowFor(donation)).toMatchObject({ status: 'failed', failureMessage: 'Your card was declined.' })
  })

  it('states the tax-exempt status with the EIN once SiteSettings say it is granted', async () => {
    await payload.updateGlobal({ slug: 'site-settings', data: { taxExemptGranted: true, ein: '12-3456789' } })
    try {
      const email = uniqueEmail('granted')
      const { clientSecret } = await give(false, { amount: 25, email })
      const { events } = await fake.confirm(clientSecret, 'succeeded')
      await send(events[0]!)
      const [receipt] = await receiptsTo(email)
      expect(receipt!.text).toContain('is a tax-exempt organization under section 501(c)(3) of the Internal Revenue Code (EIN 12-3456789)')
      expect(receipt!.text).not.toContain('pending')
    } finally {
      await payload.updateGlobal({ slug: 'site-settings', data: { taxExemptGranted: false, ein: null } })
    }
  })

  it('says the 501(c)(3) application is pending only while an admin says so', async () => {
    await payload.updateGlobal({ slug: 'site-settings', data: { taxExemptPending: true } })
    try {
      const email = uniqueEmail('pending')
      const { clientSecret } = await give(true, { amount: 25, email })
      const { events } = await fake.confirm(clientSecret, 'succeeded')
      for (const item of events) await send(item)
      const [receipt] = await receiptsTo(email)
      expect(receipt!.text).toContain('Yoga Commons Inc. has applied for 501(c)(3) tax-exempt status and the application is still pending')
      expect(receipt!.text).not.toContain('is a tax-exempt organization')
    } finally {
      await payload.updateGlobal({ slug: 'site-settings', data: { taxExemptPending: false } })
    }
  })

  it('SiteSettings refuse a granted status without a valid EIN', async () => {
    const refusal = async (data: Record<string, unknown>) =>
      payload.updateGlobal({ slug: 'site-settings', data }).then(
        () => 'saved',
        (error: { data?: { errors?: { message: string }[] } }) => error.data?.errors?.map((item) => item.message).join(' '),
      )
    expect(await refusal({ taxExemptGranted: true, ein: null })).toBe('Enter the EIN to state tax-exempt status on receipts.')
    expect(await refusal({ ein: '123456789' })).toBe('An EIN looks like 12-3456789.')
  })
})

describe('a monthly gift', () => {
  it('starts with its first invoice (events in either order), renews as a second donation, and ends when cancelled', async () => {
    const email = uniqueEmail('monthly')
    const { clientSecret, donation } = await give(true, { amount: 25, email })
    const first = await rowFor(donation)
    expect(first).toMatchObject({ status: 'pending', monthly: true })
    expect(first.providerId).toMatch(/^in_/)
    const subscriptionId = first.subscriptionId!
    expect(await giftOf(subscriptionId)).toMatchObject({ status: 'incomplete', amount: 25, email })

    const { events } = await fake.confirm(clientSecret, 'succeeded')
    expect(events.map((event) => event.type)).toEqual(['payment_intent.succeeded', 'invoice.paid'])
    // invoice.paid first, the intent's event after: the intent's is not ours to apply
    expect((await send(events[1]!)).body.outcome).toBe('processed')
    expect((await send(events[0]!)).body.outcome).toBe('ignored')
    expect((await send(events[1]!)).body.outcome).toBe('replay')
    expect(await donationById(first.id)).toMatchObject({ status: 'succeeded', amount: 25 })
    expect(await giftOf(subscriptionId)).toMatchObject({ status: 'active' })

    const [receipt] = await receiptsTo(email)
    expect(receipt!.subject).toBe('Your monthly gift to Yoga Commons: receipt')
    expect(receipt!.text).toContain('Frequency: Monthly')
    expect(receipt!.text).toMatch(/Manage your monthly gift: http:\/\/\S+\/donate\/manage\?token=\S+/)

    // next month
    const renewal = await fake.renew(subscriptionId)
    const paid = renewal.find((event) => event.type === 'invoice.paid')!
    expect((await send(paid)).body.outcome).toBe('processed')
    expect((await send(paid)).body.outcome).toBe('replay')
    const rows = await donationsOf(subscriptionId)
    expect(rows.map((row) => [row.status, row.amount])).toEqual([
      ['succeeded', 25],
      ['succeeded', 25],
    ])
    expect(rows[1]!.providerId).not.toBe(rows[0]!.providerId)
    expect(await receiptsTo(email)).toHaveLength(2)

    // the donor cancels in the portal
    const [deleted] = await fake.cancelSubscription(subscriptionId)
    expect((await send(deleted!)).body.outcome).toBe('processed')
    const gift = await giftOf(subscriptionId)
    expect(gift).toMatchObject({ status: 'canceled' })
    expect(gift!.canceledAt).toBeTruthy()
    // a late invoice.paid for an earlier month does not revive it
    await send({ ...paid, id: `${paid.id}_late` })
    expect((await giftOf(subscriptionId))!.status).toBe('canceled')
  })

  it("a failed monthly charge marks it past due; the admin's totals count only active gifts", async () => {
    const before = await donationTotals(payload)
    const email = uniqueEmail('totals')
    const { clientSecret, donation } = await give(true, { amount: 100, email })
    const subscriptionId = (await rowFor(donation)).subscriptionId!
    await send((await fake.confirm(clientSecret, 'succeeded')).events[1]!)
    const during = await donationTotals(payload)
    expect(during.activeMonthlyDonors).toBe(before.activeMonthlyDonors + 1)
    expect(during.monthlyCents).toBe(before.monthlyCents + 10_000)
    expect(during.last30DaysCents).toBeGreaterThanOrEqual(before.last30DaysCents + 10_000)

    const failedInvoice = { ...(await fake.confirm((await give(true, { amount: 30 })).clientSecret, 'failed')).events[1]! }
    ;(failedInvoice.data.object.parent as { subscription_details: { subscription: string } }).subscription_details.subscription = subscriptionId
    expect((await send(failedInvoice)).body.outcome).toBe('processed')
    expect((await giftOf(subscriptionId))!.status).toBe('past_due')
    expect((await donationTotals(payload)).activeMonthlyDonors).toBe(before.activeMonthlyDonors)
  })
})

describe("the donor's manage link", () => {
  const monthlyDonor = async () => {
    const email = uniqueEmail('manage')
    const { clientSecret, donation } = await give(true, { amount: 50, email })
    await send((await fake.confirm(clientSecret, 'succeeded')).events[1]!)
    const [receipt] = await receiptsTo(email)
    const token = decodeURIComponent(/token=(\S+)/.exec(receipt!.text ?? '')![1]!)
    return { email, token, row: await rowFor(donation) }
  }

  it('opens a Stripe customer portal session for that donor', async () => {
    const { token, row } = await monthlyDonor()
    const response = await postJson(portal, '/api/donations/portal', { token })
    expect(response.status).toBe(200)
    expect(response.body.url).toMatch(/^https:\/\/billing\.stripe\.test\/session\//)
    const sent = fake.requests.filter((request) => request.path === '/v1/billing_portal/sessions').at(-1)!
    const gift = await giftOf(row.subscriptionId!)
    expect(sent.body.customer).toBe(gift!.customerId)
    expect(String(sent.body.return_url)).toMatch(/\/donate$/)
  })

  it('refuses a forged link (400) and an expired one (410), with what to do next', async () => {
    const { token, row } = await monthlyDonor()
    const forged = token.replace(/^\d+/, String(Number(token.split('.')[0]) + 1))
    expect(await postJson(portal, '/api/donations/portal', { token: forged })).toMatchObject({ status: 400, body: { error: LINK_INVALID } })
    const gift = await giftOf(row.subscriptionId!)
    const old = manageGiftToken(payload.secret, gift!.id, Date.now() - 60 * 24 * 60 * 60 * 1000)
    expect(await postJson(portal, '/api/donations/portal', { token: old })).toMatchObject({ status: 410, body: { error: LINK_EXPIRED } })
    expect(await postJson(portal, '/api/donations/portal', {})).toMatchObject({ status: 400 })
  })

  it('"e-mail me my link" answers the same for any address and mails only a donor', async () => {
    const { email } = await monthlyDonor()
    const stranger = uniqueEmail('stranger')
    const known = await postJson(manageLink, '/api/donations/manage-link', { email: email.toUpperCase() })
    const unknown = await postJson(manageLink, '/api/donations/manage-link', { email: stranger })
    expect(known).toMatchObject({ status: 200, body: { message: MANAGE_LINK_SENT } })
    expect(unknown).toMatchObject({ status: 200, body: { message: MANAGE_LINK_SENT } })
    await mail.deliver(payload)
    expect(mail.to(email).map((message) => message.subject)).toContain('Manage your monthly gift to Yoga Commons')
    expect(mail.to(stranger)).toHaveLength(0)
    expect(await postJson(manageLink, '/api/donations/manage-link', { email: 'not-an-address' })).toMatchObject({ status: 400, body: { error: 'Please enter a valid email address.' } })
  })

  it('is limited per client and per address (429)', async () => {
    const ip = freshIp()
    const statuses = []
    for (let i = 0; i < 6; i++) statuses.push((await postJson(manageLink, '/api/donations/manage-link', { email: uniqueEmail('flood') }, ip)).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
    const target = uniqueEmail('target')
    const perAddress = []
    for (let i = 0; i < 6; i++) perAddress.push((await postJson(manageLink, '/api/donations/manage-link', { email: target })).status)
    expect(perAddress.at(-1)).toBe(429)
  })
})

describe('the success page asks Stripe, not the query string', () => {
  it('fulfils a succeeded one-time gift itself; the webhook then finds it done (one receipt)', async () => {
    const email = uniqueEmail('success')
    const { clientSecret, donation } = await give(false, { amount: 50, email })
    expect(await donationStatus(payload, stripeClient(), donation)).toMatchObject({ state: 'failed' })
    const { events } = await fake.confirm(clientSecret, 'succeeded')
    expect(await donationStatus(payload, stripeClient(), donation)).toEqual({ state: 'succeeded', totalCents: 5000, monthly: false, email })
    expect((await rowFor(donation)).status).toBe('succeeded')
    expect((await send(events[0]!)).body.outcome).toBe('processed')
    expect(await receiptsTo(email)).toHaveLength(1)
  })

  it('tells processing and failed apart, for monthly gifts too', async () => {
    const processing = await give(false, { amount: 25 })
    await fake.confirm(processing.clientSecret, 'processing')
    expect(await donationStatus(payload, stripeClient(), processing.donation)).toMatchObject({ state: 'processing' })
    const monthly = await give(true, { amount: 25 })
    await fake.confirm(monthly.clientSecret, 'failed')
    expect(await donationStatus(payload, stripeClient(), monthly.donation)).toMatchObject({ state: 'failed', monthly: true })
    await fake.confirm(monthly.clientSecret, 'succeeded')
    expect(await donationStatus(payload, stripeClient(), monthly.donation)).toMatchObject({ state: 'succeeded', monthly: true })
    expect((await rowFor(monthly.donation)).status).toBe('succeeded')
  })

  it('knows nothing of a forged or missing reference', async () => {
    const { donation } = await give(false, { amount: 25 })
    const forged = donation.replace(/^\d+/, (id) => String(Number(id) - 1))
    for (const reference of [forged, undefined, '', 'abc', `${donation}x`]) {
      expect(await donationStatus(payload, stripeClient(), reference)).toEqual({ state: 'unknown' })
    }
  })
})

describe('double submits and abandoned intents', () => {
  it('the same client key twice at once makes one row and one intent', async () => {
    const clientKey = `key_${Date.now()}_double`
    const intentsBefore = fake.requests.filter((request) => request.path === '/v1/payment_intents').length
    const [a, b] = await Promise.all([
      postJson(createPaymentIntent, '/api/create-payment-intent', { amount: 25, clientKey }),
      postJson(createPaymentIntent, '/api/create-payment-intent', { amount: 25, clientKey }),
    ])
    expect([a.status, b.status]).toEqual([200, 200])
    expect(a.body.clientSecret).toBe(b.body.clientSecret)
    expect(fake.requests.filter((request) => request.path === '/v1/payment_intents').length).toBe(intentsBefore + 1)
    expect((await payload.count({ collection: 'donations', where: { clientKey: { equals: clientKey } } })).totalDocs).toBe(1)
    const reused = await postJson(createPaymentIntent, '/api/create-payment-intent', { amount: 50, clientKey })
    expect(reused.status).toBe(409)
  })

  it('trying again after a refused card (same choice, same key) confirms the same intent; nothing new is made', async () => {
    for (const monthly of [false, true]) {
      const clientKey = `key_${Date.now()}_retry_${monthly ? 'm' : 'o'}`
      const body = { amount: 40, clientKey, email: uniqueEmail('retry-card') }
      const first = await give(monthly, body)
      const refused = await fake.confirm(first.clientSecret, 'failed')
      for (const item of refused.events) await send(item)
      expect((await rowFor(first.donation)).status).toBe('failed')
      const objectsBefore = fake.objects.size
      const again = await give(monthly, body)
      expect(again).toEqual(first)
      expect(fake.objects.size).toBe(objectsBefore)
      expect((await payload.count({ collection: 'donations', where: { clientKey: { equals: clientKey } } })).totalDocs).toBe(1)
      const paid = await fake.confirm(again.clientSecret, 'succeeded')
      for (const item of paid.events) await send(item)
      expect((await rowFor(first.donation)).status).toBe('succeeded')
    }
  })

  it('a replaced one-time intent and a replaced subscription are cancelled at Stripe by a job', async () => {
    const first = await give(false, { amount: 25 })
    const second = await give(true, { amount: 50, replaces: first.donation })
    const third = await give(true, { amount: 100, replaces: second.donation })
    await give(false, { amount: 100, replaces: 'not-a-reference' })
    await runQueue(payload, DONATIONS_QUEUE)
    expect(fake.objects.get(first.clientSecret.split('_secret_')[0]!)?.status).toBe('canceled')
    expect((await rowFor(first.donation)).status).toBe('canceled')
    const secondRow = await rowFor(second.donation)
    expect(secondRow.status).toBe('canceled')
    expect(fake.objects.get(secondRow.subscriptionId!)?.status).toBe('canceled')
    expect((await giftOf(secondRow.subscriptionId!))!.status).toBe('canceled')
    expect((await rowFor(third.donation)).status).toBe('pending')
  })

  it('an intent the donor paid meanwhile is not cancelled', async () => {
    const first = await give(false, { amount: 25 })
    await fake.confirm(first.clientSecret, 'succeeded')
    await give(false, { amount: 50, replaces: first.donation })
    await runQueue(payload, DONATIONS_QUEUE)
    expect(fake.objects.get(first.clientSecret.split('_secret_')[0]!)?.status).toBe('succeeded')
    expect((await rowFor(first.donation)).status).toBe('pending')
  })

  it('intents left pending for a day (tab closed) are swept and cancelled once; fresh ones are left', async () => {
    const old = await give(false, { amount: 25 })
    const fresh = await give(false, { amount: 25 })
    const oldRow = await rowFor(old.donation)
    await poolOf(payload).query(`UPDATE donations SET created_at = now() - interval '2 days' WHERE id = $1`, [oldRow.id])
    expect(await sweepAbandonedIntents(payload)).toBe(1)
    // a second sweep before the job ran queues nothing more for it
    expect(await sweepAbandonedIntents(payload)).toBe(0)
    await runQueue(payload, DONATIONS_QUEUE)
    expect((await rowFor(old.donation)).status).toBe('canceled')
    expect(fake.objects.get(old.clientSecret.split('_secret_')[0]!)?.status).toBe('canceled')
    expect((await rowFor(fresh.donation)).status).toBe('pending')
    expect(await sweepAbandonedIntents(payload)).toBe(0)
  })
})
