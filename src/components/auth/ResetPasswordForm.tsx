'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import Link from 'next/link'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'

import { authRequest, failureText, useSetSession } from '@/components/auth/session'
import { toast } from '@/components/toast/store'
import { buttonClass } from '@/components/ui/button'
import { Field, fieldAria } from '@/components/ui/form'
import { inputClass } from '@/components/ui/primitives'
import { ApiError } from '@/lib/api'
import { PASSWORD_LIMITS } from '@/schemas/authCopy'
import { resetPasswordFormSchema, type ResetPasswordFormValues } from '@/schemas/passwordReset'
import { loadAfterSessionChange } from '@/components/auth/sessionChange'

/**
 * /reset-password?token=…: the new password twice. On success the member is signed in (every
 * other session has ended) and goes to /account; a used or expired link says so and offers a
 * new one.
 */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const setSession = useSetSession()
  const [problem, setProblem] = useState<string | null>(token ? null : 'This reset link is incomplete. Please use the link from the e-mail.')
  const heading = useRef<HTMLHeadingElement>(null)
  const form = useForm<ResetPasswordFormValues>({ resolver: zodResolver(resetPasswordFormSchema), defaultValues: { password: '', confirmPassword: '' } })
  const { errors } = form.formState
  const mutation = useMutation({
    mutationFn: (values: ResetPasswordFormValues) => authRequest('/api/auth/reset-password', 'Please try again.', { token, password: values.password }),
  })

  useEffect(() => {
    if (problem) heading.current?.focus()
  }, [problem])

  const submit = form.handleSubmit(async (values) => {
    try {
      const { user } = await mutation.mutateAsync(values)
      if (user) setSession(user)
      loadAfterSessionChange('/account', {
        title: 'Password changed',
        description: `You're logged in as ${user?.username ?? 'yourself'} with your new password.`,
        variant: 'success',
      })
    } catch (failure) {
      const message = failureText(failure, 'Please try again.')
      if (failure instanceof ApiError && failure.status === 410) setProblem(message)
      else if (failure instanceof ApiError && failure.status === 400) form.setError('password', { message })
      else toast({ title: 'Password not changed', description: message, variant: 'destructive' })
    }
  })

  if (problem) {
    return (
      <div role="alert" className="grid gap-3">
        <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
          This link no longer works
        </h2>
        <p data-testid="link-problem">{problem}</p>
        <Link href="/forgot-password" className={buttonClass({}, 'mt-2 w-full')}>
          Send me a new link
        </Link>
      </div>
    )
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Choose a new password" className="grid gap-5">
      <fieldset disabled={mutation.isPending} className="grid gap-5">
        <Field id="reset-password" label="New password" error={errors.password?.message} help={`At least ${PASSWORD_LIMITS.min} characters. A few unusual words make a strong one.`}>
          <input
            id="reset-password"
            type="password"
            autoComplete="new-password"
            maxLength={PASSWORD_LIMITS.max}
            className={inputClass}
            {...fieldAria('reset-password', { error: errors.password?.message, help: true })}
            {...form.register('password')}
          />
        </Field>
        <Field id="reset-confirm" label="Confirm new password" error={errors.confirmPassword?.message}>
          <input
            id="reset-confirm"
            type="password"
            autoComplete="new-password"
            maxLength={PASSWORD_LIMITS.max}
            className={inputClass}
            {...fieldAria('reset-confirm', { error: errors.confirmPassword?.message })}
            {...form.register('confirmPassword')}
          />
        </Field>
        <button type="submit" className={buttonClass({ size: 'lg' }, 'w-full')}>
          {mutation.isPending ? 'Saving...' : 'Save new password'}
        </button>
      </fieldset>
    </form>
  )
}
