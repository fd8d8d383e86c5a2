'use client'

import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import { Loader2, Lock } from 'lucide-react'
import { useEffect, useState, type FormEvent } from 'react'

import { FORM_FAILED } from '@/components/donate/donationIntent'
import { appearance, getStripe } from '@/components/donate/StripePayment'
import { toast } from '@/components/toast/store'
import { buttonClass } from '@/components/ui/button'

/**
 * BuyCourse's payment step: Stripe's Payment Element for the intent the server made. When
 * Stripe.js or the element cannot load (js.stripe.com unreachable, a key Stripe refuses), the
 * buyer reads so, with a way to try again, instead of a button that does nothing.
 */
export default function BuyCourseCheckout({
  slug,
  label,
  clientSecret,
  publishableKey,
  onRetry,
}: {
  slug: string
  label: string
  clientSecret: string
  publishableKey: string
  /** back to the buy button, to ask again */
  onRetry: () => void
}) {
  // One promise for the life of this form: <Elements> does not accept a new one.
  const [stripe] = useState(() => getStripe(publishableKey).catch(() => null))
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let live = true
    void stripe.then((loaded) => {
      if (!loaded && live) setFailed(true)
    })
    return () => {
      live = false
    }
  }, [stripe])
  if (failed) {
    return (
      <div role="alert" className="grid gap-3 rounded-2xl bg-sand-100 p-4">
        <p className="text-danger">{FORM_FAILED}</p>
        <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={onRetry}>
          Try again
        </button>
      </div>
    )
  }
  return (
    <Elements stripe={stripe} options={{ clientSecret, appearance }}>
      <PaymentForm slug={slug} label={label} onLoadError={() => setFailed(true)} />
    </Elements>
  )
}

function PaymentForm({ slug, label, onLoadError }: { slug: string; label: string; onLoadError: () => void }) {
  const stripe = useStripe()
  const elements = useElements()
  const [ready, setReady] = useState(false)
  const [processing, setProcessing] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!stripe || !elements || !ready || processing) return
    setProcessing(true)
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}/courses/${slug}` },
    })
    if (error) {
      toast({ title: 'Payment Failed', description: error.message ?? 'Your payment could not be completed. Please try again.', variant: 'destructive' })
      setProcessing(false)
    }
  }
  return (
    <form onSubmit={submit} aria-label="Payment" className="grid gap-4">
      <PaymentElement options={{ layout: 'tabs' }} onReady={() => setReady(true)} onLoadError={onLoadError} />
      <button type="submit" className={buttonClass({ variant: 'accent', size: 'lg' })} disabled={!stripe || !ready || processing}>
        {processing ? <Loader2 aria-hidden className="size-4 animate-spin" /> : <Lock aria-hidden className="size-4" />}
        {processing ? 'Processing...' : label}
      </button>
      <p className="text-sm text-ink-muted">Paid securely through Stripe. One payment; the course stays yours for life.</p>
    </form>
  )
}
