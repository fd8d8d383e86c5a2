'use client'

import { useMutation } from '@tanstack/react-query'
import Link from 'next/link'
import { useEffect, useRef, useState } from 'react'

import { toast } from '@/components/toast/store'
import { buttonClass } from '@/components/ui/button'
import { MailedLinkCard } from '@/components/ui/MailedLinkCard'
import { ApiError, apiRequest, errorMessage } from '@/lib/api'

/**
 * The button behind the link of an address confirmation mail. A link never acts on a GET, so
 * mail scanners that open links confirm nothing; the person presses the button.
 */
export function ConfirmEmail({ token }: { token: string | null }) {
  const [state, setState] = useState<'idle' | 'done' | 'failed'>(token ? 'idle' : 'failed')
  const [detail, setDetail] = useState<string | null>(token ? null : 'This link is incomplete. Please use the link from the e-mail.')
  const heading = useRef<HTMLHeadingElement>(null)
  const mutation = useMutation({
    mutationFn: async () => (await (await apiRequest('POST', '/api/account/email/confirm', { token })).json()) as { email: string },
  })

  useEffect(() => {
    if (state !== 'idle') heading.current?.focus()
  }, [state])

  const confirm = async () => {
    try {
      const { email } = await mutation.mutateAsync()
      setDetail(`From now on, reset links and course receipts go to ${email}.`)
      setState('done')
    } catch (error) {
      const message = errorMessage(error, 'Something went wrong. Please try again.')
      // 400/410: the link itself is the problem; anything else may pass, so the button stays.
      if (error instanceof ApiError && (error.status === 400 || error.status === 410)) {
        setDetail(message)
        setState('failed')
      } else toast({ title: 'Error', description: message, variant: 'destructive' })
    }
  }

  const title = state === 'done' ? 'Your address is confirmed' : state === 'failed' ? 'This link no longer works' : 'Confirm your e-mail address'
  return (
    <MailedLinkCard title={title} headingRef={heading}>
      {state === 'idle' ? (
        <>
          <p className="mt-3 text-lg text-ink-muted">
            Press the button to use this address for your account: to reset a forgotten password and to receive course receipts.
          </p>
          <button type="button" onClick={confirm} disabled={mutation.isPending} className={buttonClass({ size: 'lg' }, 'mt-6')}>
            {mutation.isPending ? 'Confirming...' : 'Confirm my address'}
          </button>
        </>
      ) : (
        <div role={state === 'done' ? 'status' : 'alert'}>
          <p className="mt-3 text-lg" data-testid={state === 'done' ? 'email-confirmed' : 'link-problem'}>
            {detail}
          </p>
          <Link href="/account" className={buttonClass({ variant: state === 'done' ? 'primary' : 'secondary' }, 'mt-6')}>
            Go to your account
          </Link>
        </div>
      )}
    </MailedLinkCard>
  )
}
