/**
 * Donations (SPEC §2 /donate, §7, issue 14). This file starts the payment: a pending Donation
 * row is stored first, and its id is the idempotency key of the Stripe call, so a retried
 * request (the SDK's own network retry, a proxy's replay) makes one intent, never two. Stripe's
 * answer only moves the row to knowing its provider id; a gift counts as received when its
 * webhook says so (next step of issue 14), never because a browser came back.
 */
import type { Payload } from 'payload'
import type Stripe from 'stripe'

import type { DonationIntentInput } from '@/schemas/donation'
import { ServiceError } from '@/services/errors'

export const NOT_SET_UP = 'Online donations are not set up yet.'
export const INTENT_FAILED = 'The payment form could not load. Please try again.'
export const MONTHLY_PRODUCT_NAME = 'Monthly donation'

export type DonationIntent = { clientSecret: string; donationId: number }

/** The one "Monthly donation" product, found by its lookup metadata or created once. */
const monthlyProduct = async (stripe: Stripe, donationId: number): Promise<string> => {
  const found = await stripe.products.search({ query: `metadata['yoga_commons']:'monthly-donation'` }).catch(() => null)
  if (found?.data[0]) return found.data[0].id
  const product = await stripe.products.create(
    { name: MONTHLY_PRODUCT_NAME, metadata: { yoga_commons: 'monthly-donation' } },
    { idempotencyKey: `monthly-product-${donationId}` },
  )
  return product.id
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

/**
 * Stores a pending donation and creates its PaymentIntent (one-time) or incomplete
 * Subscription (monthly); answers the client secret the payment form confirms with. A failure
 * at Stripe marks the row failed and is logged (SPEC §8: intent failures are logged only); the
 * visitor gets a calm message.
 */
export const createDonationIntent = async (
  payload: Payload,
  stripe: Stripe,
  input: DonationIntentInput & { monthly: boolean },
): Promise<DonationIntent> => {
  const donation = await payload.create({
    collection: 'donations',
    data: { amount: input.amount, currency: 'usd', monthly: input.monthly, status: 'pending', email: input.email },
    depth: 0,
    select: { status: true },
  })
  const metadata = { donationId: String(donation.id), frequency: input.monthly ? 'monthly' : 'one-time' }
  try {
    let providerId: string
    let clientSecret: string | null | undefined
    if (input.monthly) {
      const customer = await customerFor(stripe, input.email, donation.id)
      const product = await monthlyProduct(stripe, donation.id)
      const subscription = await stripe.subscriptions.create(
        {
          customer,
          items: [{ price_data: { currency: 'usd', product, unit_amount: input.amount * 100, recurring: { interval: 'month' } } }],
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          expand: ['latest_invoice.confirmation_secret'],
          metadata,
        },
        { idempotencyKey: `donation-${donation.id}` },
      )
      providerId = subscription.id
      const invoice = subscription.latest_invoice as Stripe.Invoice | null
      clientSecret = invoice?.confirmation_secret?.client_secret
    } else {
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amount * 100,
          currency: 'usd',
          automatic_payment_methods: { enabled: true },
          description: 'Donation to Yoga Commons',
          ...(input.email ? { receipt_email: input.email } : {}),
          metadata,
        },
        { idempotencyKey: `donation-${donation.id}` },
      )
      providerId = intent.id
      clientSecret = intent.client_secret
    }
    if (!clientSecret) throw new Error(`Stripe gave ${providerId} no client secret`)
    await payload.update({ collection: 'donations', id: donation.id, data: { providerId }, depth: 0, select: { status: true } })
    return { clientSecret, donationId: donation.id }
  } catch (error) {
    payload.logger.error({ msg: 'Creating a donation intent failed', donation: donation.id, error: (error as Error).message })
    await payload
      .update({ collection: 'donations', id: donation.id, data: { status: 'failed' }, depth: 0, select: { status: true } })
      .catch(() => undefined)
    throw new ServiceError(502, INTENT_FAILED)
  }
}
