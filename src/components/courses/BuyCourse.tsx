'use client'

import { useMutation } from '@tanstack/react-query'
import { Loader2 } from 'lucide-react'
import dynamic from 'next/dynamic'
import { useState } from 'react'

import { FORM_FAILED } from '@/components/donate/donationIntent'
import { buttonClass } from '@/components/ui/button'
import { apiRequest, errorMessage } from '@/lib/api'

/** Stripe's libraries load only once the buyer asked for the payment form. */
const BuyCourseCheckout = dynamic(() => import('@/components/courses/BuyCourseCheckout'), {
  ssr: false,
  loading: () => (
    <p role="status" className="flex items-center gap-2 text-ink-muted">
      <Loader2 aria-hidden className="size-4 animate-spin" />
      Opening the payment form...
    </p>
  ),
})

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
            {errorMessage(intent.error, FORM_FAILED)}
          </p>
        ) : null}
      </div>
    )
  }
  return (
    <BuyCourseCheckout
      key={clientSecret}
      slug={slug}
      label={label}
      clientSecret={clientSecret}
      publishableKey={publishableKey}
      onRetry={() => {
        intent.reset()
        setClientSecret(null)
      }}
    />
  )
}
