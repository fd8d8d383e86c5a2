'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { choiceKey, intentBody, intentPath, newClientKey, type DonationChoice } from '@/lib/donationForm'

/** The server's words for a failed intent (src/services/donations.ts), also used when the request never arrives. */
export const INTENT_FAILED = 'The payment form could not load. Please try again.'
/** How long the page waits after a change before asking for a new intent. */
export const INTENT_DEBOUNCE_MS = 400

export type IntentState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; clientSecret: string; reference?: string; totalCents?: number }
  | { status: 'error'; message: string }
  | { status: 'not-set-up' }

type IntentAnswer = { clientSecret?: unknown; donation?: unknown; totalCents?: unknown; error?: unknown }

/**
 * The payment intent for the donor's current choice (issue 14). Every change makes a new one,
 * after a short pause (typing "250" asks once, not three times); a newer change aborts the
 * request in flight and a late answer is ignored. Each request names the previous gift's
 * reference as `replaces`, so the server cancels the abandoned intent or subscription, and
 * carries a key of its own, so a repeated request answers the same intent.
 */
export function useDonationIntent(choice: DonationChoice | null, enabled: boolean) {
  const key = choiceKey(choice)
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<IntentState>({ status: 'idle' })
  const previousReference = useRef<string | undefined>(undefined)
  const clientKey = useRef<{ for: string; key: string } | null>(null)
  const first = useRef(true)
  const latest = useRef(choice)
  latest.current = choice

  useEffect(() => {
    const current = latest.current
    if (!enabled || !current) {
      setState({ status: 'idle' })
      return
    }
    // One key per change (and per retry); React's double effect in development reuses it.
    const keyFor = `${key}#${attempt}`
    if (clientKey.current?.for !== keyFor) clientKey.current = { for: keyFor, key: newClientKey() }
    const requestKey = clientKey.current.key
    setState({ status: 'loading' })
    const controller = new AbortController()
    const delay = first.current ? 0 : INTENT_DEBOUNCE_MS
    first.current = false
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(intentPath(current.frequency), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(intentBody(current, requestKey, previousReference.current)),
          credentials: 'include',
          signal: controller.signal,
        })
        const answer = (await response.json().catch(() => ({}))) as IntentAnswer
        if (controller.signal.aborted) return
        if (response.ok && typeof answer.clientSecret === 'string') {
          const reference = typeof answer.donation === 'string' ? answer.donation : undefined
          if (reference) previousReference.current = reference
          setState({
            status: 'ready',
            clientSecret: answer.clientSecret,
            reference,
            totalCents: typeof answer.totalCents === 'number' ? answer.totalCents : undefined,
          })
          return
        }
        if (response.status === 503) {
          setState({ status: 'not-set-up' })
          return
        }
        // SPEC §8: an intent failure is logged only; the visitor reads a calm sentence (the
        // server's own for a bad amount or too many tries, ours for anything else).
        console.warn(`Donation form: the payment intent failed (${response.status}).`)
        const own = typeof answer.error === 'string' && (response.status === 400 || response.status === 429)
        setState({ status: 'error', message: own ? (answer.error as string) : INTENT_FAILED })
      } catch {
        if (controller.signal.aborted) return
        console.warn('Donation form: the payment intent request did not reach the server.')
        setState({ status: 'error', message: INTENT_FAILED })
      }
    }, delay)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [key, attempt, enabled])

  const retry = useCallback(() => setAttempt((value) => value + 1), [])
  return { state, retry }
}
