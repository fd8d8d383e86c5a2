'use client'

import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import { useMutation } from '@tanstack/react-query'
import { Loader2, Lock } from 'lucide-react'
import { useState, type FormEvent } from 'react'

import { appearance, getStripe } from '@/components/donate/StripePayment'
import { toast } from '@/components/toast/store'
import { buttonClass } from '@/components/ui/button'
import { apiRequest, errorMessage } from '@/lib/api'

/**
 * 'Buy for $N, yours for life': asks the server for a one-time PaymentIntent, then shows Stripe's
 * Payment Element; Stripe brings the buyer back to the course page, which asks Stripe how it went.
 */
export function BuyCourse({ slug, priceUsd, publishableKey }: { slug: string; priceUsd: number; publishableKey: string | null }) {
  const [clientSecret, setClientSecret] = useState<string | null>(null)
  const intent = useMutation({
    mutationFn: async () => (await (await apiRequest('POST', `/api/courses/${slug}/purchase-intent`)).json()) as { clientSecret: string },
    onSuccess: (answer) => setClientSecret(answer.clientSecret),
  })
  const label = `Buy for $${priceUsd}, yours for life`
  if (!publishableKey) {
    return <p className="rounded-2xl bg-sand-100 p-4 text-ink-muted">Course purchases are not set up yet. Please check back soon.</p>
  }
  if (!clientSecret) {
    return (
      <div className="grid gap-3">
        <button type="button" className={buttonClass({ variant: 'accent', size: 'lg' })} disabled={intent.isPending} onClick={() => intent.mutate()}>
          {intent.isPending ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null}
          {intent.isPending ? 'Opening the payment form...' : label}
        </button>
        {intent.isError ? (
          <p role="alert" className="text-danger">
            {errorMessage(intent.error, 'The payment form could not load. Please try again.')}
          </p>
        ) : null}
      </div>
    )
  }
  return (
    <Elements key={clientSecret} stripe={getStripe(publishableKey)} options={{ clientSecret, appearance }}>
      <PaymentForm slug={slug} label={label} />
    </Elements>
  )
}

function PaymentForm({ slug, label }: { slug: string; label: string }) {
  const stripe = useStripe()
  const elements = useElements()
  const [processing, setProcessing] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!stripe || !elements || processing) return
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
      <PaymentElement options={{ layout: 'tabs' }} />
      <button type="submit" className={buttonClass({ variant: 'accent', size: 'lg' })} disabled={!stripe || processing}>
        {processing ? <Loader2 aria-hidden className="size-4 animate-spin" /> : <Lock aria-hidden className="size-4" />}
        {processing ? 'Processing...' : label}
      </button>
      <p className="text-sm text-ink-muted">Paid securely through Stripe. One payment; the course stays yours for life.</p>
    </form>
  )
}
