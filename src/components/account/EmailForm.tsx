'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'

import { failureText } from '@/components/auth/session'
import { toast } from '@/components/toast/store'
import { buttonClass } from '@/components/ui/button'
import { Field, fieldAria } from '@/components/ui/form'
import { inputClass } from '@/components/ui/primitives'
import { apiRequest } from '@/lib/api'
import { MAX_EMAIL_LENGTH } from '@/lib/emailCheck'
import { memberEmailSchema, type MemberEmailInput } from '@/schemas/memberEmail'

type Status = { email: string | null; pendingEmail: string | null }

/** What a change says when it worked, and when it did not. */
type Outcome = { done: { title: string; description: string }; failed: string }

/**
 * "E-mail (optional)" on /account: add or change an address (a confirmation link is mailed to
 * it; it is used only once opened), resend a waiting link, or remove the address. After each
 * change the page reloads its data and focus moves to the new status line.
 */
export function EmailForm({ email, pendingEmail }: Status) {
  const router = useRouter()
  const status = useRef<HTMLParagraphElement>(null)
  const [editing, setEditing] = useState(false)
  const [changes, setChanges] = useState(0)
  const form = useForm<MemberEmailInput>({ resolver: zodResolver(memberEmailSchema), defaultValues: { email: '' } })
  const error = form.formState.errors.email?.message
  const send = useMutation({ mutationFn: (values: MemberEmailInput) => apiRequest('POST', '/api/account/email', values) })
  const remove = useMutation({ mutationFn: () => apiRequest('DELETE', '/api/account/email') })
  const pending = send.isPending || remove.isPending

  useEffect(() => {
    if (changes) status.current?.focus()
  }, [changes, email, pendingEmail])

  const change = async (work: () => Promise<unknown>, outcome: Outcome) => {
    try {
      await work()
      toast({ ...outcome.done, variant: 'success' })
      form.reset({ email: '' })
      setEditing(false)
      setChanges((n) => n + 1)
      router.refresh()
    } catch (failure) {
      toast({ title: outcome.failed, description: failureText(failure, 'Please try again.'), variant: 'destructive' })
    }
  }
  const sendTo = (address: string) =>
    change(() => send.mutateAsync({ email: address }), {
      done: { title: 'Check your inbox', description: `We've sent a confirmation link to ${address.trim().toLowerCase()}.` },
      failed: 'Link not sent',
    })
  const removeAddress = () =>
    change(() => remove.mutateAsync(), {
      done: { title: 'Address removed', description: 'We will not send you reset links or receipts any more.' },
      failed: 'Address not removed',
    })
  const submit = form.handleSubmit((values) => sendTo(values.email))

  const showForm = editing || (!email && !pendingEmail)
  const id = 'account-email'
  return (
    <div className="grid gap-4">
      <p ref={status} tabIndex={-1} role="status" className="rounded-2xl bg-sand-100 p-4 outline-none" data-testid="email-status">
        {email ? (
          <>
            Confirmed: <strong className="text-ink [overflow-wrap:anywhere]">{email}</strong>
          </>
        ) : (
          'No address yet.'
        )}
        {pendingEmail ? (
          <span className="mt-1 block">
            Waiting for confirmation: check your inbox at <strong className="text-ink [overflow-wrap:anywhere]">{pendingEmail}</strong>. The link works for 24
            hours.
          </span>
        ) : null}
      </p>
      {email || pendingEmail ? (
        <fieldset disabled={pending} className="flex flex-wrap gap-3">
          <legend className="sr-only">Your address</legend>
          {pendingEmail ? (
            <button type="button" className={buttonClass({ variant: 'secondary', size: 'sm' })} onClick={() => sendTo(pendingEmail)}>
              {send.isPending ? 'Sending...' : 'Resend link'}
            </button>
          ) : null}
          {email && !editing ? (
            <button type="button" className={buttonClass({ variant: 'secondary', size: 'sm' })} onClick={() => setEditing(true)}>
              Change address
            </button>
          ) : null}
          <button type="button" className={buttonClass({ variant: 'ghost', size: 'sm' })} onClick={removeAddress}>
            {remove.isPending ? 'Removing...' : 'Remove address'}
          </button>
        </fieldset>
      ) : null}
      {showForm ? (
        <form onSubmit={submit} noValidate aria-label="Add an e-mail address" className="grid gap-4">
          <fieldset disabled={pending} className="grid gap-4">
            <Field id={id} label={email ? 'New e-mail address' : 'E-mail address'} error={error} help="We'll e-mail you a link: the address is used once you open it.">
              <input
                id={id}
                type="email"
                autoComplete="email"
                inputMode="email"
                maxLength={MAX_EMAIL_LENGTH + 20}
                autoFocus={editing}
                className={inputClass}
                {...fieldAria(id, { error, help: true })}
                {...form.register('email')}
              />
            </Field>
            <div className="flex flex-wrap gap-3">
              <button type="submit" className={buttonClass({ variant: 'secondary' })}>
                {send.isPending ? 'Sending...' : 'Send confirmation link'}
              </button>
              {editing ? (
                <button type="button" className={buttonClass({ variant: 'ghost' })} onClick={() => setEditing(false)}>
                  Cancel
                </button>
              ) : null}
            </div>
          </fieldset>
        </form>
      ) : null}
    </div>
  )
}
