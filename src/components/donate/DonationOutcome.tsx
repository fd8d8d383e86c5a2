import { CheckCircle2, Clock, HeartHandshake, RotateCcw, SearchX, XCircle } from 'lucide-react'
import Link from 'next/link'
import type { ReactNode } from 'react'

import { buttonClass } from '@/components/ui/button'
import { formatUsd } from '@/lib/donations'
import type { DonationStatus } from '@/services/donations/donationStatus'

const link = 'font-medium text-sage-700 underline underline-offset-2'

function Mailto({ address }: { address: string }) {
  return (
    <a href={`mailto:${address}`} className={`${link} break-words`}>
      {address}
    </a>
  )
}

function Panel({ icon, title, children, actions }: { icon: ReactNode; title: string; children: ReactNode; actions: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl px-4 pt-12 sm:px-6 sm:pt-16">
      <div className="rounded-[var(--radius-card)] border border-sand-200 bg-white p-6 shadow-[var(--shadow-soft)] sm:p-10">
        <div aria-hidden className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-sage-50">
          {icon}
        </div>
        <h1 className="text-3xl font-semibold sm:text-4xl">{title}</h1>
        <div className="mt-4 grid gap-3 text-lg text-ink-muted">{children}</div>
        <div className="mt-8 flex flex-wrap gap-3">{actions}</div>
      </div>
    </div>
  )
}

const homeAndGlossary = (
  <>
    <Link href="/" className={buttonClass()}>
      Back to Home
    </Link>
    <Link href="/glossary" className={buttonClass({ variant: 'secondary' })}>
      Explore the Glossary
    </Link>
  </>
)

/** The page's heading for each state, also its document title: the two always agree. */
export const OUTCOME_TITLES: Record<DonationStatus['state'], string> = {
  succeeded: 'Thank you for your gift',
  processing: 'Your payment is processing',
  failed: 'Your payment did not go through',
  refunded: 'This gift was refunded',
  unknown: "We couldn't look up this donation",
}

/** What /donate/success says for each state the server found at Stripe. */
export function DonationOutcome({ status, supportEmail }: { status: DonationStatus; supportEmail?: string }) {
  if (status.state === 'refunded') {
    return (
      <Panel
        icon={<RotateCcw className="size-6 text-sage-700" />}
        title={OUTCOME_TITLES.refunded}
        actions={
          <>
            <Link href="/" className={buttonClass()}>
              Back to Home
            </Link>
            <Link href="/donate" className={buttonClass({ variant: 'secondary' })}>
              <HeartHandshake aria-hidden className="size-4" />
              Donate
            </Link>
          </>
        }
      >
        <p className="text-ink">
          This {status.monthly ? 'monthly ' : ''}gift of <strong>{formatUsd(status.totalCents)}</strong> was refunded in full:
          nothing of it was kept.
        </p>
        {supportEmail ? (
          <p>
            Questions about it? Write to us at <Mailto address={supportEmail} />.
          </p>
        ) : null}
      </Panel>
    )
  }
  if (status.state === 'succeeded') {
    const gift = `${formatUsd(status.totalCents)}${status.monthly ? ' each month' : ''}`
    return (
      <Panel icon={<CheckCircle2 className="size-6 text-success" />} title={OUTCOME_TITLES.succeeded} actions={homeAndGlossary}>
        <p className="text-ink">
          Your gift of <strong>{gift}</strong> keeps yoga education free for everyone who comes to learn.
        </p>
        {status.email ? (
          <p>
            A receipt will be e-mailed to <strong className="break-words text-ink">{status.email}</strong>.
            {status.monthly ? ' Each month after that, another follows, with a link to change or cancel your gift.' : ''}
          </p>
        ) : (
          <p>
            You did not give an e-mail address, so we cannot send a receipt.
            {supportEmail ? (
              <>
                {' '}If you would like one, write to us at <Mailto address={supportEmail} /> and we will send it.
              </>
            ) : null}
          </p>
        )}
      </Panel>
    )
  }
  if (status.state === 'processing') {
    return (
      <Panel icon={<Clock className="size-6 text-sage-700" />} title={OUTCOME_TITLES.processing} actions={homeAndGlossary}>
        <p className="text-ink">
          Thank you. Your bank is still confirming your {status.monthly ? 'monthly ' : ''}gift of{' '}
          {formatUsd(status.totalCents)}. There is nothing more you need to do.
        </p>
        {status.email ? (
          <p>
            We&apos;ll e-mail you at <strong className="break-words text-ink">{status.email}</strong> when it completes,
            with your receipt.
          </p>
        ) : (
          <p>
            It can take a few days.
            {supportEmail ? (
              <>
                {' '}Questions? Write to us at <Mailto address={supportEmail} />.
              </>
            ) : null}
          </p>
        )}
      </Panel>
    )
  }
  if (status.state === 'failed') {
    return (
      <Panel
        icon={<XCircle className="size-6 text-danger" />}
        title={OUTCOME_TITLES.failed}
        actions={
          <>
            <Link href="/donate" className={buttonClass({ variant: 'accent' })}>
              Try again
            </Link>
            <Link href="/" className={buttonClass({ variant: 'secondary' })}>
              Back to Home
            </Link>
          </>
        }
      >
        <p className="text-ink">Nothing was charged. Your bank or card provider declined the payment.</p>
        <p>You can try again with another card or payment method. Thank you for wanting to help.</p>
      </Panel>
    )
  }
  return (
    <Panel
      icon={<SearchX className="size-6 text-sage-700" />}
      title={OUTCOME_TITLES.unknown}
      actions={
        <>
          <Link href="/" className={buttonClass()}>
            Back to Home
          </Link>
          <Link href="/glossary" className={buttonClass({ variant: 'secondary' })}>
            Explore the Glossary
          </Link>
          <Link href="/donate" className={buttonClass({ variant: 'ghost' })}>
            <HeartHandshake aria-hidden className="size-4" />
            Donate
          </Link>
        </>
      }
    >
      <p className="text-ink">We could not find the gift this page belongs to just now.</p>
      <p>
        If you completed a payment, there is nothing more to do: when you gave an e-mail address, your receipt is on
        its way.
        {supportEmail ? (
          <>
            {' '}Questions? Write to us at <Mailto address={supportEmail} />.
          </>
        ) : null}
      </p>
    </Panel>
  )
}
