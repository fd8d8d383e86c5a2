'use client'

import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import type { Appearance, Stripe } from '@stripe/stripe-js'
import { loadStripe } from '@stripe/stripe-js/pure'
import { Lock } from 'lucide-react'
import { useEffect, useState, type FormEvent } from 'react'

import { toast } from '@/components/toast/store'
import { buttonClass } from '@/components/ui/button'
import { successUrl } from '@/lib/donationForm'

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
  clientSecret: string
  reference?: string
  email?: string
  /** "$50 monthly · Supports 10 students", beside the button */
  amountLine: string
  onLoadError: () => void
  /** Told while Stripe confirms, so the page holds the choices still */
  onConfirming?: (confirming: boolean) => void
}

/**
 * SPEC §2 /donate: the secure payment form (Stripe's Payment Element) with the amount, the
 * impact and 'Complete Donation'. Stripe confirms from here and brings the donor back to
 * /donate/success; a refusal shows the destructive toast 'Payment Failed' with Stripe's words
 * and the button works again (SPEC §8).
 */
export default function StripePayment({ publishableKey, clientSecret, onLoadError, ...rest }: StripePaymentProps) {
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
  return (
    // A client secret cannot change inside one <Elements>: a new intent mounts a new one.
    <Elements key={clientSecret} stripe={stripe} options={{ clientSecret, appearance }}>
      <PaymentForm onLoadError={onLoadError} {...rest} />
    </Elements>
  )
}

function PaymentForm({
  reference,
  email,
  amountLine,
  onLoadError,
  onConfirming,
}: Omit<StripePaymentProps, 'publishableKey' | 'clientSecret'>) {
  const stripe = useStripe()
  const elements = useElements()
  const [processing, setProcessing] = useState(false)
  const [ready, setReady] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!stripe || !elements || processing) return
    setProcessing(true)
    onConfirming?.(true)
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: {
        return_url: successUrl(window.location.origin, reference),
        payment_method_data: email ? { billing_details: { email } } : undefined,
      },
    })
    // Without an error Stripe is already taking the donor to the return address.
    if (error) {
      toast({
        title: 'Payment Failed',
        description: error.message ?? 'Your payment could not be completed. Please try again.',
        variant: 'destructive',
      })
      setProcessing(false)
      onConfirming?.(false)
    }
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
