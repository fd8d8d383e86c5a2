'use client'

import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import { Loader2, Lock } from 'lucide-react'
import { useState, type FormEvent } from 'react'

import { appearance, getStripe } from '@/components/donate/StripePayment'
import { toast } from '@/components/toast/store'
import { buttonClass } from '@/components/ui/button'

/** BuyCourse's payment step: Stripe's Payment Element for the intent the server made. */
export default function BuyCourseCheckout({
  slug,
  label,
  clientSecret,
  publishableKey,
}: {
  slug: string
  label: string
  clientSecret: string
  publishableKey: string
}) {
  return (
    <Elements stripe={getStripe(publishableKey)} options={{ clientSecret, appearance }}>
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
