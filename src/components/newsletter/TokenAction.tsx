'use client'

import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef, useState, type ReactNode } from 'react'

import { NewsletterSignup } from '@/components/newsletter/NewsletterSignup'
import { forgetSubscription, rememberSubscription } from '@/components/newsletter/subscriptionMemory'
import { toast } from '@/components/toast/store'
import { buttonClass } from '@/components/ui/button'
import { MailedLinkCard } from '@/components/ui/MailedLinkCard'
import { ExploreLinks } from '@/components/ui/ComingSoon'
import { ApiError, apiRequest, errorMessage } from '@/lib/api'

type Copy = {
  title: string
  intro: ReactNode
  button: string
  pending: string
  doneTitle: string
  done: ReactNode
  /** A confirm link pressed again once the subscription is active */
  alreadyTitle?: string
  already?: ReactNode
  failedTitle: string
  failed: ReactNode
  /** Offer the signup form when the link no longer works */
  signUpAgain: boolean
}

const COPY: Record<'confirm' | 'unsubscribe', Copy> = {
  confirm: {
    title: 'Confirm your subscription',
    intro: 'One last step: press the button to start receiving weekly yoga wisdom, practice tips and updates.',
    button: 'Confirm my subscription',
    pending: 'Confirming...',
    doneTitle: "You're subscribed!",
    done: 'Welcome to the community. A welcome e-mail is on its way, and the first newsletter follows within the week.',
    alreadyTitle: "You're already subscribed",
    already: 'This link has done its work: your subscription is active and the newsletter keeps coming. There is nothing more to do.',
    failedTitle: 'This link no longer works',
    failed: 'Sign up again and we will send you a fresh confirmation link.',
    signUpAgain: true,
  },
  unsubscribe: {
    title: 'Unsubscribe from the newsletter',
    intro: 'Press the button and we will stop sending you the newsletter at once. No login needed.',
    button: 'Unsubscribe',
    pending: 'Unsubscribing...',
    doneTitle: 'You have been unsubscribed',
    done: 'You will not receive the newsletter any more. Changed your mind? You can sign up again at any time from any page.',
    failedTitle: 'We could not unsubscribe you',
    failed: 'Please use the link from your most recent newsletter, or write to us and we will remove your address by hand.',
    signUpAgain: false,
  },
}

/**
 * The button behind a newsletter link (confirm or unsubscribe). A link never acts on a GET, so
 * mail scanners that open links change nothing; the person presses the button.
 */
export function TokenAction({ kind, token }: { kind: 'confirm' | 'unsubscribe'; token: string | null }) {
  const copy = COPY[kind]
  const [state, setState] = useState<'idle' | 'done' | 'already' | 'failed'>(token ? 'idle' : 'failed')
  const [failure, setFailure] = useState<string | null>(token ? null : 'This link is incomplete. Please use the link from the e-mail.')
  const heading = useRef<HTMLHeadingElement>(null)
  const mutation = useMutation({
    mutationFn: async () =>
      (await (await apiRequest('POST', `/api/newsletter/${kind}`, { token })).json()) as { success: true; alreadySubscribed?: true },
  })

  useEffect(() => {
    if (state !== 'idle') heading.current?.focus()
  }, [state])

  const act = async () => {
    try {
      const answer = await mutation.mutateAsync()
      setState(answer.alreadySubscribed && copy.alreadyTitle ? 'already' : 'done')
      // This browser's signup blocks stop (or start again) asking.
      if (kind === 'confirm') rememberSubscription('subscribed')
      else forgetSubscription()
    } catch (error) {
      const message = errorMessage(error, 'Something went wrong. Please try again.')
      // 400/410: the link itself is the problem; anything else may pass, so the button stays.
      if (error instanceof ApiError && (error.status === 400 || error.status === 410)) {
        setFailure(message)
        setState('failed')
      } else {
        toast({ title: 'Error', description: message, variant: 'destructive' })
      }
    }
  }

  const title =
    state === 'done' ? copy.doneTitle : state === 'already' ? copy.alreadyTitle! : state === 'failed' ? copy.failedTitle : copy.title
  return (
    <MailedLinkCard title={title} headingRef={heading}>
      {state === 'idle' ? (
        <>
          <p className="mt-3 text-lg text-ink-muted">{copy.intro}</p>
          <button type="button" onClick={act} disabled={mutation.isPending} className={buttonClass({ size: 'lg' }, 'mt-6')}>
            {mutation.isPending ? copy.pending : copy.button}
          </button>
        </>
      ) : null}
      {state === 'done' || state === 'already' ? (
        <div role="status">
          <p className="mt-3 text-lg text-ink-muted">{state === 'done' ? copy.done : copy.already}</p>
          <ExploreLinks className="mt-6" />
        </div>
      ) : null}
      {state === 'failed' ? (
        <div role="alert">
          <p className="mt-3 text-lg" data-testid="link-problem">
            {failure}
          </p>
          <p className="mt-2 text-ink-muted">{copy.failed}</p>
        </div>
      ) : null}
      {state === 'failed' && copy.signUpAgain ? (
        <div className="mt-6">
          <NewsletterSignup look="inline" askAgain />
        </div>
      ) : null}
    </MailedLinkCard>
  )
}
