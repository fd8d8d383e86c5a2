'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useRouter } from 'next/navigation'
import { useForm } from 'react-hook-form'

import { failureText } from '@/components/auth/session'
import { toast } from '@/components/toast/store'
import { buttonClass } from '@/components/ui/button'
import { Field, fieldAria } from '@/components/ui/form'
import { inputClass } from '@/components/ui/primitives'
import { apiRequest } from '@/lib/api'
import { DISPLAY_NAME_MAX, displayNameSchema } from '@/schemas/auth'

type Values = { displayName: string }

/** "Name on your certificates" on /account: empty means the username. */
export function DisplayNameForm({ username, displayName }: { username: string; displayName: string | null }) {
  const router = useRouter()
  const form = useForm<Values>({ resolver: zodResolver(displayNameSchema), defaultValues: { displayName: displayName ?? '' } })
  const error = form.formState.errors.displayName?.message
  const mutation = useMutation({
    mutationFn: async (values: Values) => (await (await apiRequest('POST', '/api/account/name', values)).json()) as { nameShown: string },
  })
  const submit = form.handleSubmit(async (values) => {
    try {
      const { nameShown } = await mutation.mutateAsync(values)
      toast({ title: 'Name saved', description: `Your certificates now read "${nameShown}".`, variant: 'success' })
      form.reset({ displayName: values.displayName ? nameShown : '' })
      router.refresh()
    } catch (failure) {
      toast({ title: 'Name not saved', description: failureText(failure, 'Please try again.'), variant: 'destructive' })
    }
  })
  const id = 'account-display-name'
  const help = `Up to ${DISPLAY_NAME_MAX} characters. Leave it empty to show your username, ${username}.`
  return (
    <form onSubmit={submit} noValidate aria-label="Name on your certificates" className="grid gap-4">
      <fieldset disabled={mutation.isPending} className="grid gap-4">
        <Field id={id} label="Name on your certificates" error={error} help={help}>
          <input
            id={id}
            type="text"
            autoComplete="name"
            maxLength={DISPLAY_NAME_MAX + 20}
            className={inputClass}
            {...fieldAria(id, { error, help: true })}
            {...form.register('displayName')}
          />
        </Field>
        <div>
          <button type="submit" className={buttonClass({ variant: 'secondary' })}>
            {mutation.isPending ? 'Saving...' : 'Save name'}
          </button>
        </div>
      </fieldset>
    </form>
  )
}
