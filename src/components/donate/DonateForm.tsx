'use client'

import { AlertCircle, HeartHandshake, Mail } from 'lucide-react'
import dynamic from 'next/dynamic'
import Link from 'next/link'
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'

import { FORM_FAILED } from '@/components/donate/donationIntent'
import type { SubmittedGift } from '@/components/donate/StripePayment'
import { buttonClass } from '@/components/ui/button'
import { Field, fieldAria } from '@/components/ui/form'
import { Badge, Card, Skeleton, inputClass } from '@/components/ui/primitives'
import { cn } from '@/lib/cn'
import {
  impactText,
  donationFromQuery,
  initialAmountChoice,
  isMonthly,
  payLine,
  readCustomAmount,
  summaryText,
  type DonationChoice,
  type Frequency,
} from '@/lib/donationForm'
import { chargeCents, DONATION_AMOUNTS, formatUsd, MAX_DONATION, processingFeeCents } from '@/lib/donations'
import { EMAIL_MESSAGE, optionalEmailIsValid } from '@/lib/emailCheck'

/** Stripe's libraries load only when a payment form is about to show. */
const StripePayment = dynamic(() => import('@/components/donate/StripePayment'), {
  ssr: false,
  loading: () => <FormSkeleton />,
})

export type DonateFormProps = {
  /** The `?amount=` of the address, parsed (default 50) */
  initialAmount: number
  /** from the link (/donate?frequency=one-time); monthly otherwise */
  initialFrequency?: Frequency
  /** Stripe is set up: a secret key on the server and a publishable key for the browser */
  publishableKey: string | null
  supportEmail?: string
  /** What Site settings let the page say about tax status (src/lib/taxStatus.ts); null: nothing */
  taxLine?: string | null
}

/** The receipt address as the intent's schema takes it, checked as it is typed without zod. */
const emailIsValid = optionalEmailIsValid

/**
 * The /donate form: how often, how much (four amounts with their impact or any whole
 * amount), an optional receipt address, the optional processing fee, a summary, and the payment
 * form for exactly that choice.
 */
export function DonateForm({ initialAmount, initialFrequency = 'monthly', publishableKey, supportEmail, taxLine = null }: DonateFormProps) {
  const start = initialAmountChoice(initialAmount)
  const [frequency, setFrequency] = useState<Frequency>(initialFrequency)
  const [preset, setPreset] = useState<number | null>(start.preset)
  const [custom, setCustom] = useState(start.custom)
  const [email, setEmail] = useState('')
  // The address the gift carries: the last valid one typed.
  const [committedEmail, setCommittedEmail] = useState('')
  const [emailBlurred, setEmailBlurred] = useState(false)
  const [coverFee, setCoverFee] = useState(false)
  const [stripeFailed, setStripeFailed] = useState(false)
  // The server said donations are not set up (503 on submit)
  const [serverNotSetUp, setServerNotSetUp] = useState(false)
  // While the gift is submitted and Stripe confirms, the choices hold still.
  const [confirming, setConfirming] = useState(false)
  // A link followed inside the site (/donate?amount=100 from the home page) may show the copy of
  // /donate the browser's router already holds (it does not know the query makes another page):
  // the address is the truth.
  useEffect(() => {
    const asked = donationFromQuery(new URLSearchParams(window.location.search))
    if (asked.amount !== initialAmount) {
      const choice = initialAmountChoice(asked.amount)
      setPreset(choice.preset)
      setCustom(choice.custom)
    }
    if (asked.frequency !== initialFrequency) setFrequency(asked.frequency)
  }, [initialAmount, initialFrequency])

  const customAmount = preset === null ? readCustomAmount(custom) : { amount: null }
  const amount = preset ?? customAmount.amount
  const amountError = preset === null ? customAmount.error : undefined
  const emailError = emailBlurred && !emailIsValid(email) ? EMAIL_MESSAGE : undefined
  const choice: DonationChoice | null =
    amount !== null && !emailError ? { amount, frequency, email: committedEmail || undefined, coverFee } : null

  // Stripe's deferred-intent flow: the payment form shows from the choice alone; the
  // intent is created only when the donor submits (src/components/donate/StripePayment.tsx).
  const notSetUp = publishableKey === null || serverNotSetUp
  // Stripe.js failing to load, then "Try again", mounts a fresh form.
  const [formAttempt, setFormAttempt] = useState(0)

  const onStripeLoadError = useCallback(() => setStripeFailed(true), [])
  const onNotSetUp = useCallback(() => setServerNotSetUp(true), [])
  const paymentHeading = useRef<HTMLHeadingElement>(null)
  // the last gift submitted: kept while the payment form is gone (no amount, an e-mail being fixed)
  const submittedGift = useRef<SubmittedGift | null>(null)
  const tryAgain = () => {
    setStripeFailed(false)
    setFormAttempt((value) => value + 1)
    // The button goes away: keep the keyboard in the payment panel.
    paymentHeading.current?.focus()
  }

  const monthly = isMonthly(frequency)
  const feeLabel =
    amount !== null
      ? `Add ${formatUsd(processingFeeCents(amount))} to cover processing fees so all of my gift arrives`
      : 'Cover the processing fees so all of my gift arrives'

  return (
    <div className="mx-auto grid max-w-6xl items-start gap-8 px-4 sm:px-6 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)]">
      <Card className="p-6 sm:p-8">
        <h2 className="text-2xl font-semibold">Your gift</h2>
        <form className="mt-6 grid gap-7" aria-label="Your gift" onSubmit={(event) => event.preventDefault()} noValidate>
          <fieldset disabled={confirming}>
            <legend className="text-sm font-medium text-ink">How often</legend>
            <div className="mt-2 grid grid-cols-[3fr_2fr] gap-1 rounded-full bg-sand-100 p-1 sm:grid-cols-2">
              {(
                [
                  ['monthly', 'Monthly', <Badge key="badge" tone="accent">Recommended</Badge>],
                  ['one-time', 'One-time', null],
                ] as const
              ).map(([value, label, badge]) => (
                <label
                  key={value}
                  className={cn(
                    'relative flex h-11 items-center justify-center gap-1.5 rounded-full px-2 text-sm font-medium transition-colors sm:gap-2 sm:px-3',
                    'text-ink-muted hover:text-ink has-[:checked]:bg-white has-[:checked]:text-ink has-[:checked]:shadow-[var(--shadow-soft)]',
                  )}
                >
                  <input
                    type="radio"
                    name="frequency"
                    value={value}
                    checked={frequency === value}
                    onChange={() => setFrequency(value)}
                    className="absolute inset-0 cursor-pointer appearance-none rounded-full focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sage-600"
                  />
                  <span className="pointer-events-none">{label}</span>
                  {badge ? <span className="pointer-events-none">{badge}</span> : null}
                </label>
              ))}
            </div>
          </fieldset>

          <fieldset disabled={confirming}>
            <legend className="text-sm font-medium text-ink">Amount (US dollars)</legend>
            <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
              {DONATION_AMOUNTS.map((value) => (
                <label
                  key={value}
                  className={cn(
                    'relative flex flex-col items-center rounded-xl border border-sand-300 bg-white px-2 py-3 text-center transition-colors hover:border-sage-600 sm:px-3',
                    'has-[:checked]:border-sage-700 has-[:checked]:bg-sage-50 has-[:checked]:ring-1 has-[:checked]:ring-sage-700',
                  )}
                >
                  <input
                    type="radio"
                    name="amount"
                    value={value}
                    checked={preset === value}
                    onChange={() => {
                      setPreset(value)
                      setCustom('')
                    }}
                    className="absolute inset-0 cursor-pointer appearance-none rounded-xl focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sage-600"
                  />
                  <span className="pointer-events-none font-serif text-2xl font-semibold text-ink">${value}</span>
                  <span className="pointer-events-none text-xs text-ink-muted sm:text-sm">{impactText(value)}</span>
                </label>
              ))}
            </div>
            <Field
              id="donate-custom"
              label="Or another amount"
              error={amountError}
              help={`Whole dollars, up to $${MAX_DONATION.toLocaleString('en-US')}.`}
              className="mt-4"
            >
              <div className="relative max-w-56">
                <span aria-hidden className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-ink-muted">
                  $
                </span>
                <input
                  id="donate-custom"
                  inputMode="numeric"
                  autoComplete="off"
                  value={custom}
                  maxLength={8}
                  onChange={(event) => {
                    setCustom(event.target.value)
                    setPreset(null)
                  }}
                  className={cn(inputClass, 'pl-8')}
                  {...fieldAria('donate-custom', { error: amountError, help: true })}
                />
              </div>
            </Field>
          </fieldset>

          <Field
            id="donate-email"
            label="E-mail for your receipt (optional)"
            error={emailError}
            help={
              monthly
                ? 'We e-mail a receipt for each monthly gift, with a link to change or cancel it whenever you like.'
                : 'We e-mail your receipt here. We never share your address.'
            }
          >
            <input
              id="donate-email"
              type="email"
              autoComplete="email"
              maxLength={254}
              disabled={confirming}
              value={email}
              onChange={(event) => {
                const text = event.target.value
                setEmail(text)
                if (emailIsValid(text)) setCommittedEmail(text.trim())
              }}
              onBlur={() => setEmailBlurred(true)}
              className={inputClass}
              {...fieldAria('donate-email', { error: emailError, help: true })}
            />
          </Field>

          <label className="flex cursor-pointer items-start gap-3 rounded-xl bg-sand-50 p-4 text-sm">
            <input
              type="checkbox"
              disabled={confirming}
              checked={coverFee}
              onChange={(event) => setCoverFee(event.target.checked)}
              className="mt-0.5 size-5 shrink-0 cursor-pointer accent-sage-700"
            />
            <span>{feeLabel}</span>
          </label>
        </form>
      </Card>

      <section aria-labelledby="payment-heading" className="lg:sticky lg:top-24">
        <Card className="p-6 sm:p-8">
          <h2 id="payment-heading" ref={paymentHeading} tabIndex={-1} className="text-2xl font-semibold outline-none">
            Payment
          </h2>
          <p role="status" className="mt-3 flex items-start gap-2 rounded-xl bg-sage-50 p-4 text-ink" data-testid="donation-summary">
            <HeartHandshake aria-hidden className="mt-0.5 size-5 shrink-0 text-sage-700" />
            <span>
              {amount !== null ? summaryText(amount, frequency, coverFee) : 'Choose an amount to see your gift.'}
            </span>
          </p>
          <div className="mt-6">
            {notSetUp ? (
              <NotSetUp supportEmail={supportEmail} />
            ) : amount === null ? (
              <Note>Choose one of the amounts, or enter a whole amount between $1 and $10,000, to continue.</Note>
            ) : emailError ? (
              <Note>Please check the e-mail address, or leave it empty, to continue.</Note>
            ) : stripeFailed ? (
              <LoadError message={FORM_FAILED} onRetry={tryAgain} />
            ) : choice ? (
              <StripePayment
                key={formAttempt}
                submittedRef={submittedGift}
                publishableKey={publishableKey!}
                choice={choice}
                amountLine={payLine(chargeCents(choice.amount, choice.coverFee), choice.amount, frequency)}
                onLoadError={onStripeLoadError}
                onNotSetUp={onNotSetUp}
                onConfirming={setConfirming}
              />
            ) : (
              <FormSkeleton />
            )}
          </div>
        </Card>
      </section>

      <div className="grid gap-2 text-ink-muted lg:col-span-2">
        <p>
          Already giving monthly?{' '}
          <Link href="/donate/manage" className="font-medium text-sage-700 underline underline-offset-2">
            Manage your gift
          </Link>
        </p>
        {taxLine ? (
          <p className="text-sm" data-testid="tax-status">
            {taxLine}
          </p>
        ) : null}
      </div>
    </div>
  )
}

function Note({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-dashed border-sand-300 p-4 text-ink-muted">{children}</p>
}

/** A calm placeholder the size of the payment form while it loads. */
function FormSkeleton() {
  return (
    <div aria-busy="true" data-testid="payment-loading" className="grid gap-4">
      <p className="sr-only" role="status">
        Loading the secure payment form…
      </p>
      <Skeleton className="h-11 w-full" />
      <div className="grid grid-cols-2 gap-4">
        <Skeleton className="h-11" />
        <Skeleton className="h-11" />
      </div>
      <Skeleton className="h-11 w-2/3" />
      <Skeleton className="mt-2 h-12 w-full rounded-full" />
    </div>
  )
}

function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    // Move the keyboard here only when it was not busy elsewhere (e.g. typing an amount).
    const active = document.activeElement
    if (!active || active === document.body || active.id === 'payment-heading') box.current?.focus()
  }, [message])
  return (
    <div ref={box} tabIndex={-1} role="alert" className="grid gap-4 rounded-xl border border-sand-300 bg-sand-50 p-4 outline-none">
      <p className="flex items-start gap-2 text-ink">
        <AlertCircle aria-hidden className="mt-0.5 size-5 shrink-0 text-warning" />
        <span data-testid="payment-error">{message}</span>
      </p>
      <button type="button" onClick={onRetry} className={buttonClass({ variant: 'secondary' }, 'justify-self-start')}>
        Try again
      </button>
    </div>
  )
}

function NotSetUp({ supportEmail }: { supportEmail?: string }) {
  return (
    <div className="grid gap-3 rounded-xl border border-sand-300 bg-sand-50 p-5" data-testid="not-set-up">
      <p className="font-serif text-lg text-ink">Online donations are not set up yet</p>
      <p className="text-ink-muted">
        Thank you for wanting to help. Until card payments open here, we are glad to hear from you another way.
      </p>
      {supportEmail ? (
        <p className="flex items-center gap-2">
          <Mail aria-hidden className="size-4 shrink-0 text-sage-700" />
          <span>
            Write to us at{' '}
            <a href={`mailto:${supportEmail}`} className="break-all font-medium text-sage-700 underline underline-offset-2">
              {supportEmail}
            </a>
          </span>
        </p>
      ) : null}
    </div>
  )
}
