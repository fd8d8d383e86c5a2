'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'

import { failureText, useSetSession } from '@/components/auth/session'
import { toast } from '@/components/toast/store'
import { buttonClass } from '@/components/ui/button'
import { Field, fieldAria } from '@/components/ui/form'
import { inputClass } from '@/components/ui/primitives'
import { apiRequest } from '@/lib/api'
import { deleteAccountSchema, PASSWORD_LIMITS, type DeleteAccountInput } from '@/schemas/auth'
import { loadAfterSessionChange } from '@/components/auth/sessionChange'

/** Delete my account: the password confirms it; then the visitor is signed out and sent home. */
export function DeleteAccountForm() {
  const setSession = useSetSession()
  const form = useForm<DeleteAccountInput>({ resolver: zodResolver(deleteAccountSchema), defaultValues: { password: '' } })
  const error = form.formState.errors.password?.message
  const mutation = useMutation({ mutationFn: (values: DeleteAccountInput) => apiRequest('DELETE', '/api/account', values) })
  const submit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values)
      setSession(null)
      loadAfterSessionChange('/', { title: 'Account deleted', description: 'Your account and everything it held have been removed.', variant: 'success' })
    } catch (caught) {
      toast({ title: 'Account not deleted', description: failureText(caught, 'Please try again.'), variant: 'destructive' })
    }
  })
  return (
    <form onSubmit={submit} noValidate aria-label="Delete my account" className="grid gap-4">
      <fieldset disabled={mutation.isPending} className="grid gap-4">
        <Field id="delete-password" label="Your password, to confirm" error={error}>
          <input
            id="delete-password"
            type="password"
            autoComplete="current-password"
            maxLength={PASSWORD_LIMITS.max}
            className={inputClass}
            {...fieldAria('delete-password', { error })}
            {...form.register('password')}
          />
        </Field>
        <div>
          <button type="submit" className={buttonClass({ variant: 'danger' })}>
            {mutation.isPending ? 'Deleting...' : 'Delete my account'}
          </button>
        </div>
      </fieldset>
    </form>
  )
}
