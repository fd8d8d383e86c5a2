'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import Link from 'next/link'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'

import { authRequest, failureText } from '@/components/auth/session'
import { toast } from '@/components/toast/store'
import { buttonClass } from '@/components/ui/button'
import { Field, fieldAria } from '@/components/ui/form'
import { inputClass } from '@/components/ui/primitives'
import { forgotPasswordFormSchema } from '@/schemas/passwordReset'

type Values = { username: string }

const linkClass = 'font-medium text-sage-700 underline underline-offset-2 hover:text-sage-800'

/**
 * /forgot-password: the username, then the same answer whatever it was (the server's message:
 * a link goes only to a confirmed address). Focus moves to the answer.
 */
export function ForgotPasswordForm() {
  const [answer, setAnswer] = useState<string | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const form = useForm<Values>({ resolver: zodResolver(forgotPasswordFormSchema), defaultValues: { username: '' } })
  const error = form.formState.errors.username?.message
  const mutation = useMutation({
    mutationFn: (values: Values) => authRequest('/api/auth/forgot-password', 'Please try again.', values) as Promise<{ message?: string }>,
  })

  useEffect(() => {
    if (answer) heading.current?.focus()
  }, [answer])

  const submit = form.handleSubmit(async (values) => {
    try {
      const { message } = await mutation.mutateAsync(values)
      setAnswer(message ?? "If that account has a confirmed e-mail address, we've sent a link to it.")
    } catch (failure) {
      toast({ title: 'Link not sent', description: failureText(failure, 'Please try again.'), variant: 'destructive' })
    }
  })

  if (answer) {
    return (
      <div role="status" className="grid gap-3">
        <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
          Check your inbox
        </h2>
        <p className="text-ink-muted" data-testid="forgot-answer">
          {answer}
        </p>
        <p className="text-sm text-ink-muted">Nothing after a few minutes? Look in your spam folder, or try again in a while.</p>
        <Link href="/login" className={buttonClass({ variant: 'secondary' }, 'mt-2 w-full')}>
          Back to log in
        </Link>
      </div>
    )
  }
  const id = 'forgot-username'
  return (
    <form onSubmit={submit} noValidate aria-label="Forgot password" className="grid gap-5">
      <fieldset disabled={mutation.isPending} className="grid gap-5">
        <Field id={id} label="Username" error={error}>
          <input
            id={id}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={254}
            className={inputClass}
            {...fieldAria(id, { error })}
            {...form.register('username')}
          />
        </Field>
        <button type="submit" className={buttonClass({ size: 'lg' }, 'w-full')}>
          {mutation.isPending ? 'Sending...' : 'Send reset link'}
        </button>
      </fieldset>
      <p className="text-center text-sm text-ink-muted">
        Links go only to an address confirmed on your account page. Remembered it?{' '}
        <Link href="/login" className={linkClass}>
          Log in
        </Link>
      </p>
    </form>
  )
}
