/**
 * Donations (/donate and its /api calls). This file starts the payment: a pending Donation
 * row is stored first, and its id is the idempotency key of the Stripe call, so a retried
 * request (the SDK's own network retry, a proxy's replay) makes one intent, never two. The page
 * sends a key per choice (`clientKey`): a double submit finds the first row and answers the
 * same intent. Stripe's answer only moves the row to knowing its provider ids; a gift counts as
 * received when its webhook (or the success page, asking Stripe) says so, never because a
 * browser came back (src/services/donations/donationPayments.ts).
 *
 * The page asks for an intent only when the donor submits (Stripe's deferred-intent flow, issue
 * 30): viewing /donate and changing the gift create nothing here or at Stripe. A donor whose
 * card was refused who then submits another gift names the earlier one (`replaces`, the signed
 * reference it was given), and a job cancels that one at Stripe so incomplete intents and
 * subscriptions do not pile up.
 */
import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { DONATIONS_QUEUE } from '@/jobs/queues'
import { chargeCents } from '@/lib/donations'
import { readToken, signToken } from '@/lib/signedToken'
import type { DonationIntentRequest } from '@/schemas/donation'
import type { Donation } from '@/payload-types'
import { ServiceError } from '@/services/platform/errors'
import { normalizeEmail } from '@/services/community/newsletter'
import { poolOf } from '@/services/platform/shared'

export const NOT_SET_UP = 'Online donations are not set up yet.'
export const INTENT_FAILED = 'The payment could not be started. Nothing was charged. Please try again.'
export const ALREADY_COMPLETE = 'This gift is already complete. Thank you!'
export const KEY_REUSED = 'This form was already used for a different gift. Please reload the page.'
export const MONTHLY_PRODUCT_NAME = 'Monthly donation'
/** The one product every monthly gift is a price of: a fixed id, so two first gifts cannot make two. */
export const MONTHLY_PRODUCT_ID = 'yoga_commons_monthly_donation'
export const CANCEL_INTENT_TASK = 'cancelDonationIntent'
const REFERENCE_PURPOSE = 'donation'
export { DONATIONS_QUEUE }

export type DonationIntent = { clientSecret: string; donation: string; totalCents: number; donationId: number }

/** The success page's signed reference of a donation row (no login needed, cannot be guessed). */
export const donationReference = (secret: string, id: number): string => signToken(secret, REFERENCE_PURPOSE, id)
export const donationIdFrom = (secret: string, reference: string | null | undefined): number | null => {
  const check = readToken(secret, REFERENCE_PURPOSE, reference)
  return check.valid ? check.id : null
}

const isStripeError = (error: unknown, code: string) => (error as { code?: string })?.code === code

/** The one "Monthly donation" product: retrieved by its fixed id, or created once. */
const monthlyProduct = async (stripe: Stripe): Promise<string> => {
  try {
    return (await stripe.products.retrieve(MONTHLY_PRODUCT_ID)).id
  } catch (error) {
    if (!isStripeError(error, 'resource_missing')) throw error
  }
  try {
    return (await stripe.products.create({ id: MONTHLY_PRODUCT_ID, name: MONTHLY_PRODUCT_NAME, metadata: { yoga_commons: 'monthly-donation' } })).id
  } catch (error) {
    // another request created it a moment ago
    if (isStripeError(error, 'resource_already_exists')) return MONTHLY_PRODUCT_ID
    throw error
  }
}

/** A Stripe customer for a monthly donor's e-mail: the existing one, or a new one. */
const customerFor = async (stripe: Stripe, email: string | undefined, donationId: number): Promise<string> => {
  if (email) {
    const existing = await stripe.customers.list({ email, limit: 1 })
    if (existing.data[0]) return existing.data[0].id
  }
  const customer = await stripe.customers.create(
    { ...(email ? { email } : {}), metadata: { donationId: String(donationId) } },
    { idempotencyKey: `donation-${donationId}-customer` },
  )
  return customer.id
}

const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0]!

type Row = Pick<Donation, 'id' | 'amount' | 'monthly' | 'status' | 'providerId' | 'email' | 'paymentIntentId'>
const ROW_SELECT = { amount: true, monthly: true, status: true, providerId: true, email: true, paymentIntentId: true } as const

const findByClientKey = async (payload: Payload, clientKey: string): Promise<Row | undefined> =>
  (await payload.find({ collection: 'donations', where: { clientKey: { equals: clientKey } }, limit: 1, depth: 0, select: ROW_SELECT, pagination: false })).docs[0] as Row | undefined

/** Creates the PaymentIntent or the incomplete Subscription of a new pending row. */
const startIntent = async (payload: Payload, stripe: Stripe, row: Row, totalCents: number): Promise<string> => {
  const metadata = { donationId: String(row.id), frequency: row.monthly ? 'monthly' : 'one-time' }
  const email = row.email ?? undefined
  if (row.monthly) {
    const customer = await customerFor(stripe, email, row.id)
    const product = await monthlyProduct(stripe)
    const subscription = await stripe.subscriptions.create(
      {
        customer,
        items: [{ price_data: { currency: 'usd', product, unit_amount: totalCents, recurring: { interval: 'month' } } }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        expand: ['latest_invoice.confirmation_secret'],
        metadata,
      },
      { idempotencyKey: `donation-${row.id}` },
    )
    const invoice = subscription.latest_invoice as Stripe.Invoice | null
    const clientSecret = invoice?.confirmation_secret?.client_secret
    if (!invoice || !clientSecret) throw new Error(`Stripe gave subscription ${subscription.id} no confirmation secret`)
    const gift = await payload.create({
      collection: 'monthly-gifts',
      data: { subscriptionId: subscription.id, customerId: customer, email, amount: totalCents / 100, status: 'incomplete' },
      depth: 0,
      select: { status: true },
    })
    await payload.update({
      collection: 'donations',
      id: row.id,
      data: { providerId: invoice.id, subscriptionId: subscription.id, paymentIntentId: intentIdOf(clientSecret), gift: gift.id },
      depth: 0,
      select: { status: true },
    })
    return clientSecret
  }
  const intent = await stripe.paymentIntents.create(
    {
      amount: totalCents,
      currency: 'usd',
      automatic_payment_methods: { enabled: true },
      description: 'Donation to Yoga Commons',
      ...(email ? { receipt_email: email } : {}),
      metadata,
    },
    { idempotencyKey: `donation-${row.id}` },
  )
  if (!intent.client_secret) throw new Error(`Stripe gave ${intent.id} no client secret`)
  await payload.update({ collection: 'donations', id: row.id, data: { providerId: intent.id, paymentIntentId: intent.id }, depth: 0, select: { status: true } })
  return intent.client_secret
}

/**
 * The client secret of a row another request (a double submit) created: once that request has
 * stored the provider id (it is waited for, briefly), Stripe is asked for the secret.
 */
const resumeIntent = async (payload: Payload, stripe: Stripe, first: Row): Promise<string> => {
  let row: Row | null = first
  for (let attempt = 0; row && !row.providerId && row.status === 'pending' && attempt < 50; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 200))
    row = (await payload.findByID({ collection: 'donations', id: first.id, depth: 0, select: ROW_SELECT, disableErrors: true })) as Row | null
  }
  if (!row || !row.providerId) throw new Error(`Donation ${first.id} has no intent to resume`)
  if (row.status === 'succeeded' || row.status === 'refunded') throw new ServiceError(409, ALREADY_COMPLETE)
  if (row.status !== 'pending' && row.status !== 'failed') throw new Error(`Donation ${row.id} is ${row.status}`)
  if (row.monthly) {
    const invoice = await stripe.invoices.retrieve(row.providerId, { expand: ['confirmation_secret'] })
    const secret = invoice.confirmation_secret?.client_secret
    if (!secret) throw new Error(`Invoice ${invoice.id} has no confirmation secret`)
    return secret
  }
  const intent = await stripe.paymentIntents.retrieve(row.providerId)
  if (!intent.client_secret) throw new Error(`Stripe gave ${intent.id} no client secret`)
  return intent.client_secret
}

/**
 * Stores a pending donation and creates its PaymentIntent (one-time) or incomplete
 * Subscription (monthly); answers the client secret the payment form confirms with and the
 * row's signed reference. A failure at Stripe marks a new row failed and is logged (intent
 * failures are logged only); the visitor gets a calm message.
 */
export const createDonationIntent = async (
  payload: Payload,
  stripe: Stripe,
  input: DonationIntentRequest & { monthly: boolean },
): Promise<DonationIntent> => {
  const totalCents = chargeCents(input.amount, input.coverFee)
  const email = input.email ? normalizeEmail(input.email) : undefined
  const data = {
    amount: totalCents / 100,
    coveredFee: (totalCents - input.amount * 100) / 100,
    currency: 'usd',
    monthly: input.monthly,
    status: 'pending' as const,
    email,
    clientKey: input.clientKey,
  }
  let row: Row | undefined = input.clientKey ? await findByClientKey(payload, input.clientKey) : undefined
  let isNew = false
  if (!row) {
    try {
      row = (await payload.create({ collection: 'donations', data, depth: 0, select: ROW_SELECT })) as Row
      isNew = true
    } catch (error) {
      // two submits of one choice at once: the unique client key lets one row in
      row = input.clientKey ? await findByClientKey(payload, input.clientKey) : undefined
      if (!row) throw error
    }
  }
  if (!isNew && (row.monthly !== input.monthly || Math.round(row.amount * 100) !== totalCents || (row.email ?? undefined) !== email)) {
    throw new ServiceError(409, KEY_REUSED)
  }
  const donation = donationReference(payload.secret, row.id)
  try {
    const clientSecret = isNew ? await startIntent(payload, stripe, row, totalCents) : await resumeIntent(payload, stripe, row)
    return { clientSecret, donation, totalCents, donationId: row.id }
  } catch (error) {
    if (error instanceof ServiceError) throw error
    payload.logger.error({ msg: 'Creating a donation intent failed', donation: row.id, error: (error as Error).message })
    if (isNew) {
      await payload
        .update({ collection: 'donations', id: row.id, data: { status: 'failed', failureMessage: 'The payment form could not be created.' }, depth: 0, select: { status: true } })
        .catch(() => undefined)
    }
    throw new ServiceError(502, INTENT_FAILED)
  }
}

/**
 * Queues the cancellation of the intent the page abandoned, named by its signed reference. A
 * reference that does not verify, or names the new row itself, is ignored (the answer does not
 * depend on it).
 */
export const queueAbandonedIntent = async (payload: Payload, reference: string | undefined, currentId: number): Promise<boolean> => {
  const id = donationIdFrom(payload.secret, reference)
  if (!id || id === currentId) return false
  await payload.jobs.queue({ task: CANCEL_INTENT_TASK, queue: DONATIONS_QUEUE, input: { donationId: id } })
  return true
}

/**
 * The job behind `queueAbandonedIntent`: cancels a still pending intent or incomplete
 * subscription at Stripe and marks its row canceled. One the donor went on to pay (processing,
 * succeeded) is left alone: its webhook settles it.
 */
export const cancelAbandonedIntent = async (payload: Payload, stripe: Stripe, donationId: number): Promise<'canceled' | 'skipped'> => {
  const row = (await payload.findByID({ collection: 'donations', id: donationId, depth: 0, disableErrors: true })) as Donation | null
  if (!row || row.status !== 'pending' || !row.providerId) return 'skipped'
  if (row.monthly && row.subscriptionId) {
    const subscription = await stripe.subscriptions.retrieve(row.subscriptionId)
    if (subscription.status !== 'incomplete') return 'skipped'
    await stripe.subscriptions.cancel(row.subscriptionId, undefined, { idempotencyKey: `donation-${row.id}-cancel` })
  } else if (!row.monthly) {
    const intent = await stripe.paymentIntents.retrieve(row.providerId)
    if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(intent.status)) return 'skipped'
    await stripe.paymentIntents.cancel(row.providerId, { cancellation_reason: 'abandoned' }, { idempotencyKey: `donation-${row.id}-cancel` })
  } else {
    return 'skipped'
  }
  // only a row nothing else has settled meanwhile
  await poolOf(payload).query(`UPDATE donations SET status = 'canceled', updated_at = now() WHERE id = $1 AND status = 'pending'`, [row.id])
  if (row.gift) {
    const giftId = typeof row.gift === 'object' ? row.gift.id : row.gift
    await poolOf(payload).query(`UPDATE monthly_gifts SET status = 'canceled', canceled_at = now(), updated_at = now() WHERE id = $1 AND status = 'incomplete'`, [giftId])
  }
  return 'canceled'
}

/**
 * Queues the cancellation of intents nobody replaced or paid within a day: the tab closed, or
 * the page aborted a request whose intent Stripe made anyway (the page never learnt its
 * reference). Rows older than a week are left alone; a row already waiting for its job is not
 * queued twice. Run now and then by the donations queue (src/jobs/scheduler.ts).
 */
export const sweepAbandonedIntents = async (payload: Payload): Promise<number> => {
  const { rows } = await poolOf(payload).query<{ id: number }>(
    `SELECT d.id FROM donations d
      WHERE d.status = 'pending' AND d.provider_id IS NOT NULL
        AND d.created_at < now() - interval '1 day' AND d.created_at > now() - interval '8 days'
        AND NOT EXISTS (
          SELECT 1 FROM payload_jobs j
           WHERE j.task_slug = $1 AND j.completed_at IS NULL AND (j.input ->> 'donationId')::int = d.id)
      ORDER BY d.id LIMIT 100`,
    [CANCEL_INTENT_TASK],
  )
  for (const { id } of rows) {
    await payload.jobs.queue({ task: CANCEL_INTENT_TASK, queue: DONATIONS_QUEUE, input: { donationId: id } })
  }
  return rows.length
}
