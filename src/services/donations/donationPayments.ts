/**
 * What Stripe tells us about donations: the webhook, and the success page asking.
 *
 * - Every webhook event is recorded under its unique id in the same transaction that applies
 *   it: a redelivered event (Stripe repeats them) finds its id and changes nothing, and an event
 *   that fails to apply leaves no record, so Stripe's retry applies it.
 * - `recordPayment` is the one fulfilment, keyed by the PaymentIntent (one-time) or invoice
 *   (each monthly charge) id. The webhook and the success page both call it; it locks the row,
 *   moves it to succeeded once and queues the receipt once, in the same transaction.
 * - Events arrive in any order: statuses only move forward (a late `payment_failed` cannot undo
 *   a success, a refund stays a refund, a cancelled monthly gift is not revived by a late
 *   invoice), and rows unknown yet are found through the ids Stripe carries in metadata.
 * - Nothing inside a transaction waits for Stripe or for a second pooled connection: what needs
 *   Stripe or the settings is gathered first.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { grantCoursePurchase, revokeCoursePurchase } from '@/services/courses/coursePurchases'
import { donationIdFrom } from '@/services/donations/donations'
import { manageGiftLink, receiptMail } from '@/services/donations/donationMail'
import { queueMail } from '@/services/platform/mail'
import { isValidEmail } from '@/lib/emailCheck'
import { normalizeEmail } from '@/services/community/newsletter'
import { poolOf } from '@/services/platform/shared'
import { getReceiptSettings, type ReceiptSettings } from '@/services/content/siteSettings'
import { inTransaction, type Transaction } from '@/services/platform/transaction'

export type PaymentFacts = {
  /** PaymentIntent id (one-time) or invoice id (a monthly charge) */
  providerId: string
  paymentIntentId?: string
  monthly: boolean
  amountCents: number
  email?: string | null
  paidAt: Date
  /** Our row's id, from the metadata we gave Stripe */
  donationId?: number
  subscriptionId?: string
  customerId?: string
}

type Context = { payload: Payload; tx: Transaction; settings: ReceiptSettings }
type DonationRow = { id: number; status: string; email: string | null; receipt_sent_at: Date | null; gift_id: number | null; amount: string; monthly: boolean }
type GiftRow = { id: number; status: string; started_at: Date | null }

const SETTLED = ['succeeded', 'refunded']

const lockDonation = async (tx: Transaction, providerId: string, donationId?: number): Promise<DonationRow | undefined> => {
  const [byProvider] = await tx.execute<DonationRow>(
    sql`SELECT id, status, email, receipt_sent_at, gift_id, amount, monthly FROM donations WHERE provider_id = ${providerId} FOR UPDATE`,
  )
  if (byProvider || !donationId) return byProvider
  const [byId] = await tx.execute<DonationRow>(
    sql`SELECT id, status, email, receipt_sent_at, gift_id, amount, monthly FROM donations WHERE id = ${donationId} AND (provider_id IS NULL OR provider_id = ${providerId}) FOR UPDATE`,
  )
  return byId
}

/**
 * The address Stripe reports, as we store it, or undefined when our email fields would refuse it
 * (Stripe's own check is looser): a payment is recorded without a receipt rather than failing.
 */
const storableEmail = (email?: string | null): string | undefined =>
  email && isValidEmail(email.trim()) ? normalizeEmail(email) : undefined

/** The monthly gift of a subscription, locked; created from what Stripe says when unknown. */
const lockGift = async (ctx: Context, facts: { subscriptionId: string; customerId?: string; email?: string | null; amountCents?: number }): Promise<GiftRow | undefined> => {
  const [gift] = await ctx.tx.execute<GiftRow>(sql`SELECT id, status, started_at FROM monthly_gifts WHERE subscription_id = ${facts.subscriptionId} FOR UPDATE`)
  if (gift || !facts.customerId || facts.amountCents === undefined) return gift
  const created = await ctx.payload.create({
    collection: 'monthly-gifts',
    data: {
      subscriptionId: facts.subscriptionId,
      customerId: facts.customerId,
      email: storableEmail(facts.email),
      amount: facts.amountCents / 100,
      status: 'incomplete',
    },
    req: ctx.tx.req,
    depth: 0,
    select: { status: true },
  })
  return { id: created.id, status: 'incomplete', started_at: null }
}

/**
 * The one fulfilment: a charge Stripe says succeeded becomes a succeeded Donation (the pending
 * row, or a new row for a later monthly charge), its monthly gift becomes active, and the
 * receipt is queued, each exactly once.
 */
export const recordPayment = async (ctx: Context, facts: PaymentFacts): Promise<'recorded' | 'already'> => {
  const { payload, tx } = ctx
  let gift: GiftRow | undefined
  if (facts.monthly && facts.subscriptionId) {
    gift = await lockGift(ctx, { subscriptionId: facts.subscriptionId, customerId: facts.customerId, email: facts.email, amountCents: facts.amountCents })
  }
  const row = await lockDonation(tx, facts.providerId, facts.donationId)
  if (row && SETTLED.includes(row.status)) return 'already'
  const email = row?.email ?? storableEmail(facts.email) ?? null
  const data = {
    status: 'succeeded' as const,
    providerId: facts.providerId,
    paidAt: facts.paidAt.toISOString(),
    ...(facts.paymentIntentId ? { paymentIntentId: facts.paymentIntentId } : {}),
    ...(facts.subscriptionId ? { subscriptionId: facts.subscriptionId } : {}),
    ...(gift ? { gift: gift.id } : {}),
    ...(email ? { email } : {}),
    failureMessage: null,
    receiptSentAt: email && !row?.receipt_sent_at ? new Date().toISOString() : undefined,
  }
  let donationId: number
  if (row) {
    await payload.update({ collection: 'donations', id: row.id, data, req: tx.req, depth: 0, select: { status: true } })
    donationId = row.id
  } else {
    const created = await payload.create({
      collection: 'donations',
      data: { ...data, amount: facts.amountCents / 100, currency: 'usd', monthly: facts.monthly },
      req: tx.req,
      depth: 0,
      select: { status: true },
    })
    donationId = created.id
  }
  if (gift && gift.status !== 'canceled') {
    await tx.execute(sql`UPDATE monthly_gifts SET status = 'active', started_at = coalesce(started_at, ${facts.paidAt.toISOString()}::timestamptz), updated_at = now() WHERE id = ${gift.id}`)
  }
  if (email && !row?.receipt_sent_at) {
    const manage = gift ? manageGiftLink(payload.secret, gift.id) : undefined
    await queueMail(
      payload,
      { to: email, ...receiptMail(ctx.settings, { amountCents: row ? Math.round(Number(row.amount) * 100) : facts.amountCents, monthly: facts.monthly, paidAt: facts.paidAt, manageUrl: manage, donationId }) },
      tx.req,
    )
  }
  return 'recorded'
}

/** A charge that is on its way (a bank debit, say): pending → processing. */
const recordProcessing = async (ctx: Context, providerId: string, donationId?: number) => {
  const row = await lockDonation(ctx.tx, providerId, donationId)
  if (row?.status === 'pending' || row?.status === 'failed') {
    await ctx.tx.execute(sql`UPDATE donations SET status = 'processing', provider_id = ${providerId}, updated_at = now() WHERE id = ${row.id}`)
  }
}

/** A declined charge: pending or processing → failed, with the provider's message. */
const recordFailure = async (ctx: Context, providerId: string, message: string, donationId?: number) => {
  const row = await lockDonation(ctx.tx, providerId, donationId)
  if (row && ['pending', 'processing'].includes(row.status)) {
    await ctx.tx.execute(sql`UPDATE donations SET status = 'failed', failure_message = ${message.slice(0, 500)}, updated_at = now() WHERE id = ${row.id}`)
  }
}

const objectIdOf = (event: Stripe.Event) => (event.data.object as { id?: string }).id ?? null
const subscriptionOf = (invoice: Stripe.Invoice) => {
  const subscription = invoice.parent?.subscription_details?.subscription
  return typeof subscription === 'string' ? subscription : subscription?.id
}
const customerOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id)
const metadataDonationId = (metadata: Record<string, string> | null | undefined) => {
  const id = Number(metadata?.donationId)
  return Number.isInteger(id) && id > 0 ? id : undefined
}
const at = (seconds: number | null | undefined, fallback: number) => new Date((seconds ?? fallback) * 1000)

/** What an event needs from outside the transaction (Stripe lookups), gathered before it opens. */
type Prepared = { refundProviderId?: string; courseRefund?: string }

const prepare = async (payload: Payload, stripe: Stripe, event: Stripe.Event): Promise<Prepared> => {
  if (event.type !== 'charge.refunded') return {}
  const charge = event.data.object
  const intentId = customerOf(charge.payment_intent)
  if (!intentId) return {}
  // a course bought is refunded by revoking its enrollment
  const course = await poolOf(payload).query('SELECT 1 FROM enrollments WHERE payment_id = $1 LIMIT 1', [intentId])
  if (course.rows.length) return { courseRefund: intentId }
  const { rows } = await poolOf(payload).query<{ provider_id: string }>('SELECT provider_id FROM donations WHERE payment_intent_id = $1 OR provider_id = $1 LIMIT 1', [intentId])
  if (rows[0]) return { refundProviderId: rows[0].provider_id }
  // a monthly charge: Stripe knows which invoice the payment paid
  const payments = await stripe.invoicePayments.list({ payment: { type: 'payment_intent', payment_intent: intentId }, limit: 1 })
  const invoice = payments.data[0]?.invoice
  return { refundProviderId: (typeof invoice === 'string' ? invoice : invoice?.id) ?? intentId }
}

/** Applies one event inside the transaction that records it. Answers whether it concerned us. */
const apply = async (ctx: Context, event: Stripe.Event, prepared: Prepared): Promise<boolean> => {
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.processing':
    case 'payment_intent.payment_failed': {
      const intent = event.data.object
      // a course bought: one idempotent grant, shared with the course page's return
      if (intent.metadata?.kind === 'course') {
        if (event.type !== 'payment_intent.succeeded') return false
        return (await grantCoursePurchase(ctx.payload, intent, ctx.tx.req)).outcome !== 'ignored'
      }
      const donationId = metadataDonationId(intent.metadata)
      // only our one-time gifts carry a donationId; a monthly charge's intent is settled by its invoice
      if (!donationId || intent.metadata?.frequency === 'monthly') return false
      if (event.type === 'payment_intent.processing') await recordProcessing(ctx, intent.id, donationId)
      else if (event.type === 'payment_intent.payment_failed') {
        await recordFailure(ctx, intent.id, intent.last_payment_error?.message ?? 'The payment failed.', donationId)
      } else {
        await recordPayment(ctx, {
          providerId: intent.id,
          paymentIntentId: intent.id,
          monthly: false,
          amountCents: intent.amount_received || intent.amount,
          email: intent.receipt_email,
          paidAt: at(null, event.created),
          donationId,
        })
      }
      return true
    }
    case 'invoice.paid': {
      const invoice = event.data.object
      const subscriptionId = subscriptionOf(invoice)
      if (!subscriptionId || !invoice.id) return false
      const first = invoice.billing_reason === 'subscription_create'
      await recordPayment(ctx, {
        providerId: invoice.id,
        monthly: true,
        amountCents: invoice.amount_paid,
        email: invoice.customer_email,
        paidAt: at(invoice.status_transitions?.paid_at, event.created),
        donationId: first ? metadataDonationId(invoice.parent?.subscription_details?.metadata) : undefined,
        subscriptionId,
        customerId: customerOf(invoice.customer),
      })
      return true
    }
    case 'invoice.payment_failed': {
      const invoice = event.data.object
      const subscriptionId = subscriptionOf(invoice)
      if (!subscriptionId || !invoice.id) return false
      await recordFailure(ctx, invoice.id, 'The monthly charge was declined.')
      await ctx.tx.execute(sql`UPDATE monthly_gifts SET status = 'past_due', updated_at = now() WHERE subscription_id = ${subscriptionId} AND status = 'active'`)
      return true
    }
    case 'customer.subscription.deleted': {
      const subscription = event.data.object
      const canceledAt = at(subscription.canceled_at ?? subscription.ended_at, event.created).toISOString()
      const gifts = await ctx.tx.execute(
        sql`UPDATE monthly_gifts SET status = 'canceled', canceled_at = coalesce(canceled_at, ${canceledAt}::timestamptz), updated_at = now() WHERE subscription_id = ${subscription.id} RETURNING id`,
      )
      await ctx.tx.execute(sql`UPDATE donations SET status = 'canceled', updated_at = now() WHERE subscription_id = ${subscription.id} AND status = 'pending'`)
      return gifts.length > 0
    }
    case 'charge.refunded': {
      const charge = event.data.object
      if (prepared.courseRefund) {
        // a partial refund keeps the course; a full one ends the access it paid for
        if (!charge.refunded) return false
        return (await revokeCoursePurchase(ctx.payload, prepared.courseRefund, ctx.tx.req)).revoked > 0
      }
      if (!prepared.refundProviderId) return false
      const row = await lockDonation(ctx.tx, prepared.refundProviderId)
      if (!row) return false
      const refunded = charge.amount_refunded / 100
      const status = charge.refunded ? 'refunded' : row.status
      await ctx.tx.execute(sql`UPDATE donations SET refunded_amount = ${refunded}, status = ${status}, updated_at = now() WHERE id = ${row.id}`)
      return true
    }
    default:
      return false
  }
}

export type WebhookOutcome = 'processed' | 'ignored' | 'replay'

/**
 * Handles one verified webhook event: records its id and applies it in one transaction. A
 * replay answers 'replay' and changes nothing; an event we do not act on is recorded as seen.
 */
export const handleStripeEvent = async (payload: Payload, stripe: Stripe, event: Stripe.Event): Promise<WebhookOutcome> => {
  const { rows } = await poolOf(payload).query('SELECT 1 FROM stripe_events WHERE event_id = $1', [event.id])
  if (rows.length) return 'replay'
  const [settings, prepared] = await Promise.all([getReceiptSettings(payload), prepare(payload, stripe, event)])
  return inTransaction(payload, async (tx) => {
    // two deliveries of one event at once: the second waits here for the first, then finds it
    const inserted = await tx.execute(
      sql`INSERT INTO stripe_events (event_id, type, object_id) VALUES (${event.id}, ${event.type}, ${objectIdOf(event)}) ON CONFLICT (event_id) DO NOTHING RETURNING id`,
    )
    if (!inserted.length) return 'replay'
    return (await apply({ payload, tx, settings }, event, prepared)) ? 'processed' : 'ignored'
  })
}

export type DonationState = 'succeeded' | 'processing' | 'failed'
export type DonationStatus =
  | { state: DonationState | 'refunded'; totalCents: number; monthly: boolean; email?: string }
  | { state: 'unknown' }

const stateOfIntent = (status: Stripe.PaymentIntent.Status): DonationState =>
  status === 'succeeded' ? 'succeeded' : status === 'processing' ? 'processing' : 'failed'

/**
 * The success page's answer: the state of the gift named by its signed reference,
 * from our row when a webhook already settled it, else from Stripe, which is asked directly;
 * a success found this way is fulfilled here (the webhook then finds it done). The query string
 * is never taken at its word: it only names the row.
 */
export const donationStatus = async (payload: Payload, stripe: Stripe | null, reference: string | undefined): Promise<DonationStatus> => {
  const id = donationIdFrom(payload.secret, reference)
  if (!id) return { state: 'unknown' }
  const row = await payload.findByID({ collection: 'donations', id, depth: 0, disableErrors: true })
  if (!row) return { state: 'unknown' }
  const known = { totalCents: Math.round(row.amount * 100), monthly: Boolean(row.monthly), ...(row.email ? { email: row.email } : {}) }
  // a refunded gift is not thanked for as if it stood
  if (row.status === 'refunded') return { state: 'refunded', ...known }
  if (row.status === 'succeeded') return { state: 'succeeded', ...known }
  if (!stripe || !row.providerId) return row.status === 'failed' ? { state: 'failed', ...known } : { state: 'unknown' }
  let state: DonationState
  let facts: PaymentFacts | undefined
  if (row.monthly) {
    const invoice = await stripe.invoices.retrieve(row.providerId, { expand: ['confirmation_secret'] })
    if (invoice.status === 'paid') {
      state = 'succeeded'
      facts = {
        providerId: row.providerId,
        monthly: true,
        amountCents: invoice.amount_paid,
        email: invoice.customer_email,
        paidAt: at(invoice.status_transitions?.paid_at, Math.floor(Date.now() / 1000)),
        subscriptionId: subscriptionOf(invoice),
        customerId: customerOf(invoice.customer),
      }
    } else {
      const intentId = row.paymentIntentId ?? invoice.confirmation_secret?.client_secret.split('_secret_')[0]
      state = intentId ? stateOfIntent((await stripe.paymentIntents.retrieve(intentId)).status) : 'failed'
    }
  } else {
    const intent = await stripe.paymentIntents.retrieve(row.providerId)
    state = stateOfIntent(intent.status)
    if (state === 'succeeded') {
      facts = {
        providerId: intent.id,
        paymentIntentId: intent.id,
        monthly: false,
        amountCents: intent.amount_received || intent.amount,
        email: intent.receipt_email,
        paidAt: new Date(),
      }
    }
  }
  if (facts) {
    const settings = await getReceiptSettings(payload)
    await inTransaction(payload, (tx) => recordPayment({ payload, tx, settings }, facts))
  }
  return { state, ...known }
}
