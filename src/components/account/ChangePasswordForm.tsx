'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useForm } from 'react-hook-form'

import { failureText } from '@/components/auth/session'
import { toast } from '@/components/toast/store'
import { buttonClass } from '@/components/ui/button'
import { Field, fieldAria } from '@/components/ui/form'
import { inputClass } from '@/components/ui/primitives'
import { apiRequest } from '@/lib/api'
import { changePasswordFormSchema, PASSWORD_LIMITS, type ChangePasswordFormValues } from '@/schemas/auth'

const EMPTY: ChangePasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' }

/** Change password on /account: the current one, then the new one twice (the register rules). */
export function ChangePasswordForm({ username }: { username: string }) {
  const schema = useMemo(() => changePasswordFormSchema(username), [username])
  const form = useForm<ChangePasswordFormValues>({ resolver: zodResolver(schema), defaultValues: EMPTY })
  const { errors } = form.formState
  const mutation = useMutation({
    mutationFn: ({ currentPassword, newPassword }: ChangePasswordFormValues) =>
      apiRequest('POST', '/api/account/password', { currentPassword, newPassword }),
  })
  const submit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values)
      toast({ title: 'Password changed', description: 'Other browsers signed in to your account have been logged out.', variant: 'success' })
      form.reset(EMPTY)
    } catch (error) {
      toast({ title: 'Password not changed', description: failureText(error, 'Please try again.'), variant: 'destructive' })
    }
  })
  const fields = [
    { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
    { name: 'newPassword', label: 'New password', autoComplete: 'new-password', help: `At least ${PASSWORD_LIMITS.min} characters, not a common password.` },
    { name: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
  ] as const
  return (
    <form onSubmit={submit} noValidate aria-label="Change password" className="grid gap-4">
      {/* Lets password managers pair the new password with the account. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <fieldset disabled={mutation.isPending} className="grid gap-4">
        {fields.map((field) => {
          const id = `account-${field.name}`
          const error = errors[field.name]?.message
          const help = 'help' in field ? field.help : undefined
          return (
            <Field key={field.name} id={id} label={field.label} error={error} help={help}>
              <input
                id={id}
                type="password"
                autoComplete={field.autoComplete}
                maxLength={PASSWORD_LIMITS.max}
                className={inputClass}
                {...fieldAria(id, { error, help: Boolean(help) })}
                {...form.register(field.name)}
              />
            </Field>
          )
        })}
        <div>
          <button type="submit" className={buttonClass()}>
            {mutation.isPending ? 'Changing...' : 'Change password'}
          </button>
        </div>
      </fieldset>
    </form>
  )
}
