'use client'

import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import type { Appearance, Stripe } from '@stripe/stripe-js'
import { loadStripe } from '@stripe/stripe-js/pure'
import { Lock } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent, type MutableRefObject } from 'react'

import { requestDonationIntent } from '@/components/donate/donationIntent'
import { toast } from '@/components/toast/store'
import { buttonClass } from '@/components/ui/button'
import { choiceKey, isMonthly, newClientKey, successUrl, type DonationChoice } from '@/lib/donationForm'
import { chargeCents } from '@/lib/donations'

/** Stripe.js, fetched from js.stripe.com the first time a payment form shows (never before). */
let stripePromise: Promise<Stripe | null> | null = null
let stripeKey: string | null = null
export const getStripe = (publishableKey: string) => {
  if (!stripePromise || stripeKey !== publishableKey) {
    stripeKey = publishableKey
    stripePromise = loadStripe(publishableKey).catch((error: unknown) => {
      stripePromise = null
      throw error
    })
  }
  return stripePromise
}

/** The Payment Element in the site's colours and type (BRAND.md). */
export const appearance: Appearance = {
  theme: 'stripe',
  variables: {
    colorPrimary: '#2f5449',
    colorBackground: '#ffffff',
    colorText: '#2b2622',
    colorTextSecondary: '#5c544c',
    colorDanger: '#a3261b',
    fontFamily: 'Inter, ui-sans-serif, system-ui, sans-serif',
    borderRadius: '12px',
    spacingUnit: '4px',
  },
}

export type StripePaymentProps = {
  publishableKey: string
  /** The donor's current choice: the Payment Element shows for its amount and mode */
  choice: DonationChoice
  /** "$50 monthly · Supports 10 students", beside the button */
  amountLine: string
  onLoadError: () => void
  /** The server says donations are not set up (503) */
  onNotSetUp: () => void
  /** Told while the gift is submitted and Stripe confirms, so the page holds the choices still */
  onConfirming?: (confirming: boolean) => void
  /**
   * Where the last submitted gift is remembered: held by the page, so it outlives this form
   * (the form goes while the amount is cleared or the e-mail is being corrected) and a gift
   * submitted after a refusal still names the one it replaces.
   */
  submittedRef?: MutableRefObject<SubmittedGift | null>
}

/**
 * /donate's secure payment form (Stripe's Payment Element) with the amount, the
 * impact and 'Complete Donation'. Stripe's deferred-intent flow: the element is
 * made from the amount, currency and mode alone and follows the donor's choice
 * (`elements.update`), so viewing and changing create nothing. On submit: `elements.submit()`
 * checks the details, the server creates the PaymentIntent or subscription, and Stripe confirms
 * it and brings the donor back to /donate/success; a refusal shows the destructive toast
 * 'Payment Failed' with Stripe's words and the button works again.
 */
export default function StripePayment({ publishableKey, choice, onLoadError, ...rest }: StripePaymentProps) {
  // One promise for the life of this form: <Elements> does not accept a new one.
  const [stripe] = useState(() => getStripe(publishableKey).catch(() => null))
  useEffect(() => {
    let live = true
    void stripe.then((loaded) => {
      if (!loaded && live) onLoadError()
    })
    return () => {
      live = false
    }
  }, [stripe, onLoadError])
  const options = {
    mode: isMonthly(choice.frequency) ? ('subscription' as const) : ('payment' as const),
    amount: chargeCents(choice.amount, choice.coverFee),
    currency: 'usd',
    appearance,
  }
  return (
    // One <Elements> for the page: a new amount or mode updates it, nothing is re-made.
    <Elements stripe={stripe} options={options}>
      <PaymentForm onLoadError={onLoadError} choice={choice} {...rest} />
    </Elements>
  )
}

/** The gift the page last submitted: its choice, its key (a retry answers the same intent) and reference. */
export type SubmittedGift = { choice: string; clientKey: string; reference?: string }
type Submitted = SubmittedGift

function PaymentForm({ choice, amountLine, onLoadError, onNotSetUp, onConfirming, submittedRef }: Omit<StripePaymentProps, 'publishableKey'>) {
  const stripe = useStripe()
  const elements = useElements()
  const [processing, setProcessing] = useState(false)
  const [ready, setReady] = useState(false)
  const busy = useRef(false)
  const ownSubmitted = useRef<Submitted | null>(null)
  const submitted = submittedRef ?? ownSubmitted

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    // a double click submits once
    if (!stripe || !elements || busy.current) return
    busy.current = true
    setProcessing(true)
    onConfirming?.(true)
    const fail = (message: string) => {
      toast({ title: 'Payment Failed', description: message, variant: 'destructive' })
      busy.current = false
      setProcessing(false)
      onConfirming?.(false)
    }
    // Stripe checks the details first: nothing is created for an incomplete card.
    const { error: detailsError } = await elements.submit()
    if (detailsError) return fail(detailsError.message ?? 'Please check your payment details.')

    const key = choiceKey(choice)
    const previous = submitted.current
    const current: Submitted = previous?.choice === key ? previous : { choice: key, clientKey: newClientKey() }
    const replaces = previous && previous !== current ? previous.reference : undefined
    const intent = await requestDonationIntent(choice, current.clientKey, replaces)
    if (intent.status === 'not-set-up') {
      busy.current = false
      setProcessing(false)
      onConfirming?.(false)
      return onNotSetUp()
    }
    if (intent.status === 'error') return fail(intent.message)
    submitted.current = { ...current, reference: intent.reference ?? current.reference }

    const { error } = await stripe.confirmPayment({
      elements,
      clientSecret: intent.clientSecret,
      confirmParams: {
        return_url: successUrl(window.location.origin, intent.reference),
        payment_method_data: choice.email ? { billing_details: { email: choice.email } } : undefined,
      },
    })
    // Without an error Stripe is already taking the donor to the return address.
    if (error) fail(error.message ?? 'Your payment could not be completed. Please try again.')
  }

  return (
    <form onSubmit={submit} aria-label="Payment" className="grid gap-5">
      <div className="min-h-24" aria-busy={!ready}>
        <PaymentElement onReady={() => setReady(true)} onLoadError={onLoadError} options={{ layout: 'tabs' }} />
      </div>
      <div className="grid gap-3 border-t border-sand-200 pt-5">
        <p className="text-center text-sm font-medium text-ink" data-testid="pay-line">
          {amountLine}
        </p>
        <button
          type="submit"
          disabled={!stripe || !elements || processing}
          className={buttonClass({ variant: 'accent', size: 'lg' }, 'w-full')}
        >
          {processing ? 'Processing...' : 'Complete Donation'}
        </button>
        <p className="flex items-center justify-center gap-1.5 text-xs text-ink-muted">
          <Lock aria-hidden className="size-3.5" />
          Secure payment by Stripe. Your card details never reach our servers.
        </p>
      </div>
    </form>
  )
}
