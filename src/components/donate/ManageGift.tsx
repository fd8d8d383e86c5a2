'use client'

import { ExternalLink } from 'lucide-react'
import Link from 'next/link'
import { useEffect, useRef, useState, type FormEvent } from 'react'

import { toast } from '@/components/toast/store'
import { buttonClass } from '@/components/ui/button'
import { Field, fieldAria } from '@/components/ui/form'
import { inputClass } from '@/components/ui/primitives'
import { ApiError, apiRequest, errorMessage } from '@/lib/api'
import { checkEmail, EMAIL_MESSAGE } from '@/lib/emailCheck'

const SOMETHING_WRONG = 'Something went wrong. Please try again.'

/** /donate/manage: open the donor portal from a receipt's link, or ask for a fresh link. */
export function ManageGift({ token }: { token: string | null }) {
  const [linkProblem, setLinkProblem] = useState<string | null>(null)
  const [opening, setOpening] = useState(false)
  const problem = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (linkProblem) problem.current?.focus()
  }, [linkProblem])

  const openPortal = async () => {
    setOpening(true)
    try {
      const response = await apiRequest('POST', '/api/donations/portal', { token })
      const { url } = (await response.json()) as { url?: unknown }
      if (typeof url !== 'string') throw new Error('No portal address')
      window.location.assign(url)
    } catch (error) {
      const message = errorMessage(error, SOMETHING_WRONG)
      if (error instanceof ApiError && (error.status === 400 || error.status === 410)) setLinkProblem(message)
      else toast({ title: 'Error', description: message, variant: 'destructive' })
      setOpening(false)
    }
  }

  const showPortal = token !== null && linkProblem === null
  return (
    <div className="mx-auto max-w-2xl px-4 pt-12 sm:px-6 sm:pt-16">
      <div className="rounded-[var(--radius-card)] border border-sand-200 bg-white p-6 shadow-[var(--shadow-soft)] sm:p-10">
        <p className="text-sm font-semibold tracking-wide text-sage-700 uppercase">Donate</p>
        <h1 className="mt-1 text-3xl font-semibold sm:text-4xl">Manage your monthly gift</h1>
        {showPortal ? (
          <>
            <p className="mt-3 text-lg text-ink-muted">
              Your donor portal is run by Stripe, our payment provider. There you can change your card, see past
              payments, or cancel your monthly gift. Thank you for giving every month.
            </p>
            <button
              type="button"
              onClick={openPortal}
              disabled={opening}
              className={buttonClass({ size: 'lg' }, 'mt-6')}
            >
              <ExternalLink aria-hidden className="size-4" />
              {opening ? 'Opening...' : 'Open my donor portal'}
            </button>
          </>
        ) : (
          <>
            {linkProblem ? (
              <div ref={problem} tabIndex={-1} role="alert" className="mt-4 rounded-xl bg-sand-100 p-4 outline-none">
                <p className="font-medium text-ink" data-testid="link-problem">
                  {linkProblem}
                </p>
              </div>
            ) : null}
            <p className="mt-3 text-lg text-ink-muted">
              Each receipt for a monthly gift carries a link to manage it. Lost it? Enter the address you gave with
              your gift and we&apos;ll e-mail you a fresh link.
            </p>
            <ResendForm />
          </>
        )}
        <p className="mt-8 text-sm text-ink-muted">
          Want to give once instead?{' '}
          <Link href="/donate" className="font-medium text-sage-700 underline underline-offset-2">
            Make a donation
          </Link>
        </p>
      </div>
    </div>
  )
}

function ResendForm() {
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [answer, setAnswer] = useState('')
  const [sending, setSending] = useState(false)
  const field = useRef<HTMLInputElement>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const address = checkEmail(email)
    if (address === null) {
      setError(EMAIL_MESSAGE)
      field.current?.focus()
      return
    }
    setError(undefined)
    setAnswer('')
    setSending(true)
    try {
      const response = await apiRequest('POST', '/api/donations/manage-link', { email: address })
      const body = (await response.json()) as { message?: unknown }
      setAnswer(typeof body.message === 'string' ? body.message : "If that address has a monthly gift with us, we've e-mailed a link to manage it.")
    } catch (failure) {
      const message = errorMessage(failure, SOMETHING_WRONG)
      if (failure instanceof ApiError && failure.status === 400) {
        setError(message)
        field.current?.focus()
      } else toast({ title: 'Error', description: message, variant: 'destructive' })
    } finally {
      setSending(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="E-mail me a link" className="mt-6 grid gap-4">
      <Field id="manage-email" label="E-mail address" error={error}>
        <input
          ref={field}
          id="manage-email"
          type="email"
          autoComplete="email"
          maxLength={254}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className={inputClass}
          {...fieldAria('manage-email', { error })}
        />
      </Field>
      <button type="submit" disabled={sending} className={buttonClass({}, 'justify-self-start')}>
        {sending ? 'Sending...' : 'E-mail me a link'}
      </button>
      <p role="status" aria-live="polite" className="min-h-6 text-ink" data-testid="manage-answer">
        {answer}
      </p>
    </form>
  )
}
