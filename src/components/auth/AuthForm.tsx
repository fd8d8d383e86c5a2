'use client'

import { useMutation } from '@tanstack/react-query'
import Link from 'next/link'
import type { Resolver } from 'react-hook-form'

import { authRequest, failureText, useSetSession } from '@/components/auth/session'
import { toast } from '@/components/toast/store'
import { buttonClass } from '@/components/ui/button'
import { Field, fieldAria } from '@/components/ui/form'
import { inputClass } from '@/components/ui/primitives'
import { lazyZodResolver } from '@/lib/lazyResolver'
import { useForm } from '@/lib/smallForm'
import { withReturnTo } from '@/lib/returnTo'
import type { LoginInput, RegisterFormValues } from '@/schemas/auth'
import { AUTH_TEXT, PASSWORD_LIMITS, USERNAME_LIMITS } from '@/schemas/authCopy'
import { loadAfterSessionChange } from '@/components/auth/sessionChange'

type Mode = 'login' | 'register'
type Values = LoginInput & Partial<Pick<RegisterFormValues, 'confirmPassword'>>

const COPY = {
  login: {
    form: 'Log in',
    button: 'Log in',
    pending: 'Logging in...',
    url: '/api/auth/login',
    fallback: AUTH_TEXT.loginFallback,
    failedTitle: AUTH_TEXT.loginFailedTitle,
    failedText: AUTH_TEXT.loginFailedText,
    switchText: 'New here?',
    switchLink: 'Create an account',
  },
  register: {
    form: 'Create an account',
    button: 'Create account',
    pending: 'Creating account...',
    url: '/api/auth/register',
    fallback: AUTH_TEXT.registerFallback,
    failedTitle: AUTH_TEXT.registerFailedTitle,
    failedText: AUTH_TEXT.registerFailedText,
    switchText: 'Already have an account?',
    switchLink: 'Log in',
  },
} as const

/** The rules (zod, and the common-password list for register) load on the first submit. */
const resolvers: Record<Mode, Resolver<Values>> = {
  login: lazyZodResolver(async () => {
    const [{ zodResolver }, { loginSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('@/schemas/auth')])
    return zodResolver(loginSchema) as never
  }),
  register: lazyZodResolver(async () => {
    const [{ zodResolver }, { registerFormSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('@/schemas/auth')])
    return zodResolver(registerFormSchema) as never
  }),
}

/**
 * The /login and /register forms: disabled while submitting; on success the session
 * is set, a toast greets the member by name and the browser goes to `returnTo` (already checked
 * by safeReturnTo on the page); on failure the toast carries the server's error. Register sends
 * only username and password.
 */
export function AuthForm({ mode, returnTo }: { mode: Mode; returnTo: string }) {
  const copy = COPY[mode]
  const setSession = useSetSession()
  const form = useForm<Values>({
    resolver: resolvers[mode],
    defaultValues: mode === 'login' ? { username: '', password: '' } : { username: '', password: '', confirmPassword: '' },
  })
  const mutation = useMutation({
    mutationFn: ({ username, password }: Values) => authRequest(copy.url, copy.fallback, { username, password }),
  })
  const { errors } = form.formState
  const pending = mutation.isPending || form.formState.isSubmitting

  const submit = form.handleSubmit(async (values) => {
    try {
      const { user } = await mutation.mutateAsync(values)
      const username = user?.username ?? values.username
      setSession({ username })
      loadAfterSessionChange(
        returnTo,
        mode === 'login'
          ? { title: AUTH_TEXT.loginTitle, description: AUTH_TEXT.loginDescription(username), variant: 'success' }
          : { title: AUTH_TEXT.registerTitle, description: AUTH_TEXT.registerDescription(username), variant: 'success' },
      )
    } catch (error) {
      toast({ title: copy.failedTitle, description: failureText(error, copy.failedText), variant: 'destructive' })
    }
  })

  const id = (field: string) => `${mode}-${field}`
  return (
    <form onSubmit={submit} noValidate aria-label={copy.form} className="grid gap-5">
      <fieldset disabled={pending} className="grid gap-5">
        <Field
          id={id('username')}
          label="Username"
          error={errors.username?.message}
          help={mode === 'register' ? `${USERNAME_LIMITS.min} to ${USERNAME_LIMITS.max} letters, numbers or underscores.` : undefined}
        >
          <input
            id={id('username')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={mode === 'register' ? 40 : 254}
            className={inputClass}
            {...fieldAria(id('username'), { error: errors.username?.message, help: mode === 'register' })}
            {...form.register('username')}
          />
        </Field>
        <Field
          id={id('password')}
          label="Password"
          error={errors.password?.message}
          help={mode === 'register' ? `At least ${PASSWORD_LIMITS.min} characters. A few unusual words make a strong one.` : undefined}
        >
          <input
            id={id('password')}
            type="password"
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
            maxLength={PASSWORD_LIMITS.max}
            className={inputClass}
            {...fieldAria(id('password'), { error: errors.password?.message, help: mode === 'register' })}
            {...form.register('password')}
          />
        </Field>
        {mode === 'register' ? (
          <Field id={id('confirm')} label="Confirm password" error={errors.confirmPassword?.message}>
            <input
              id={id('confirm')}
              type="password"
              autoComplete="new-password"
              maxLength={PASSWORD_LIMITS.max}
              className={inputClass}
              {...fieldAria(id('confirm'), { error: errors.confirmPassword?.message })}
              {...form.register('confirmPassword')}
            />
          </Field>
        ) : (
          <p className="-mt-2 text-right text-sm">
            <Link href="/forgot-password" className="font-medium text-sage-700 underline underline-offset-2 hover:text-sage-800">
              Forgot password?
            </Link>
          </p>
        )}
        <button type="submit" className={buttonClass({ size: 'lg' }, 'w-full')}>
          {pending ? copy.pending : copy.button}
        </button>
      </fieldset>
      <p className="text-center text-sm text-ink-muted">
        {copy.switchText}{' '}
        <Link
          href={withReturnTo(mode === 'login' ? '/register' : '/login', returnTo)}
          className="font-medium text-sage-700 underline underline-offset-2 hover:text-sage-800"
        >
          {copy.switchLink}
        </Link>
      </p>
    </form>
  )
}
