'use client'

import { useMutation } from '@tanstack/react-query'
import { CheckCircle2 } from 'lucide-react'
import { useState } from 'react'
import type { Resolver } from 'react-hook-form'

import { toast } from '@/components/toast/store'
import { buttonClass } from '@/components/ui/button'
import { Field, fieldAria, textareaClass } from '@/components/ui/form'
import { inputClass } from '@/components/ui/primitives'
import { apiRequest } from '@/lib/api'
import { lazyZodResolver } from '@/lib/lazyResolver'
import { useForm } from '@/lib/smallForm'
import type { ContactFormValues } from '@/schemas/contact'
import { CONTACT_LIMITS, CONTACT_TEXT } from '@/schemas/contactCopy'

const EMPTY: ContactFormValues = { name: '', email: '', subject: '', message: '', website: '' }

/** The rules (zod) load on the first submit. */
const resolver = lazyZodResolver<ContactFormValues>(async () => {
  const [{ zodResolver }, { contactSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('@/schemas/contact')])
  return zodResolver(contactSchema) as Resolver<ContactFormValues>
})

/** The /contact form: name, email, subject and message; 'Sending...'; reset on success; the error toast. */
export function ContactForm() {
  const form = useForm<ContactFormValues>({ resolver, defaultValues: EMPTY })
  const { errors } = form.formState
  const [sentTo, setSentTo] = useState<string | null>(null)
  const mutation = useMutation({ mutationFn: (body: ContactFormValues) => apiRequest('POST', '/api/contact', body) })

  const submit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values)
      toast({ title: CONTACT_TEXT.successTitle, description: CONTACT_TEXT.successText, variant: 'success' })
      setSentTo(values.email)
      form.reset(EMPTY)
    } catch {
      toast({ title: CONTACT_TEXT.errorTitle, description: CONTACT_TEXT.errorText, variant: 'destructive' })
    }
  })

  const error = (field: keyof ContactFormValues) => errors[field]?.message
  const pending = mutation.isPending
  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-label="Contact form">
      {sentTo ? (
        <p role="status" className="flex items-start gap-2 rounded-xl bg-sage-50 p-4 text-sm text-ink">
          <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
          <span>
            Your message is on its way. We sent a confirmation to <strong>{sentTo}</strong> and will answer within 48
            hours.
          </span>
        </p>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contact-name" label="Name" error={error('name')}>
          <input
            id="contact-name"
            autoComplete="name"
            maxLength={CONTACT_LIMITS.name}
            className={inputClass}
            {...fieldAria('contact-name', { error: error('name') })}
            {...form.register('name')}
          />
        </Field>
        <Field id="contact-email" label="Email" error={error('email')}>
          <input
            id="contact-email"
            type="email"
            autoComplete="email"
            maxLength={CONTACT_LIMITS.email}
            className={inputClass}
            {...fieldAria('contact-email', { error: error('email') })}
            {...form.register('email')}
          />
        </Field>
      </div>
      <Field id="contact-subject" label="Subject" error={error('subject')}>
        <input
          id="contact-subject"
          maxLength={CONTACT_LIMITS.subject}
          className={inputClass}
          {...fieldAria('contact-subject', { error: error('subject') })}
          {...form.register('subject')}
        />
      </Field>
      <Field id="contact-message" label="Message" error={error('message')}>
        <textarea
          id="contact-message"
          rows={7}
          maxLength={CONTACT_LIMITS.message}
          className={textareaClass}
          {...fieldAria('contact-message', { error: error('message') })}
          {...form.register('message')}
        />
      </Field>
      {/* The honeypot: hidden from people and assistive technology; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input id="contact-website" tabIndex={-1} autoComplete="off" {...form.register('website')} />
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={pending} className={buttonClass({ size: 'lg' })}>
          {pending ? CONTACT_TEXT.pending : CONTACT_TEXT.button}
        </button>
        <p className="text-sm text-ink-muted">We answer within 48 hours.</p>
      </div>
    </form>
  )
}
