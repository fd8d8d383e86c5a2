'use client'

import { intentBody, intentPath, type DonationChoice } from '@/lib/donationForm'

/** What the page says when Stripe.js or the Payment Element cannot load. */
export const FORM_FAILED = 'The payment form could not load. Please try again.'
/** The server's words for an intent it could not create (src/services/donations/donations.ts), also used when the request never arrives. */
export const INTENT_FAILED = 'The payment could not be started. Nothing was charged. Please try again.'

export type IntentResult =
  | { status: 'ready'; clientSecret: string; reference?: string }
  | { status: 'error'; message: string }
  | { status: 'not-set-up' }

type IntentAnswer = { clientSecret?: unknown; donation?: unknown; error?: unknown }

/**
 * Stripe's deferred-intent flow (Stripe's guide "Collect payment details before creating an
 * Intent"): the Payment Element shows from the amount and mode alone, and only when the donor
 * submits does the page ask the server for the PaymentIntent (one-time) or the incomplete
 * subscription (monthly), whose client secret Stripe then confirms. Viewing the page and
 * changing the choice create nothing, at Stripe or in the database.
 *
 * `clientKey` is the page's key for this choice: a double submit, or trying again after a
 * refused card, answers the same intent. `replaces` names the gift the page submitted before
 * for another choice, which the server cancels.
 */
export const requestDonationIntent = async (choice: DonationChoice, clientKey: string, replaces?: string): Promise<IntentResult> => {
  try {
    const response = await fetch(intentPath(choice.frequency), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(intentBody(choice, clientKey, replaces)),
      credentials: 'include',
    })
    const answer = (await response.json().catch(() => ({}))) as IntentAnswer
    if (response.ok && typeof answer.clientSecret === 'string') {
      return { status: 'ready', clientSecret: answer.clientSecret, reference: typeof answer.donation === 'string' ? answer.donation : undefined }
    }
    if (response.status === 503) return { status: 'not-set-up' }
    // An intent failure is logged only; the donor reads a calm sentence (the server's
    // own for a bad amount, a reused form or too many tries, ours for anything else).
    console.warn(`Donation form: the payment intent failed (${response.status}).`)
    const own = typeof answer.error === 'string' && [400, 409, 429].includes(response.status)
    return { status: 'error', message: own ? (answer.error as string) : INTENT_FAILED }
  } catch {
    console.warn('Donation form: the payment intent request did not reach the server.')
    return { status: 'error', message: INTENT_FAILED }
  }
}
