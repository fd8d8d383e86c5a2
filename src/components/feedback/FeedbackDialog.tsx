'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import * as Dialog from '@radix-ui/react-dialog'
import { useMutation } from '@tanstack/react-query'
import { CheckCircle2, MessageSquareHeart, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'

import { feedbackButtonClass } from '@/components/feedback/button'
import { toast } from '@/components/toast/store'
import { buttonClass } from '@/components/ui/button'
import { Field, fieldAria, textareaClass } from '@/components/ui/form'
import { Options } from '@/components/ui/OptionSelect'
import { inputClass, selectClass } from '@/components/ui/primitives'
import { useVideoPlayer } from '@/components/video/VideoPlayerProvider'
import { apiRequest, errorMessage } from '@/lib/api'
import { FEEDBACK_CATEGORY_OPTIONS, FEEDBACK_RATING_OPTIONS, SEVERITY_OPTIONS } from '@/lib/options'
import { FEEDBACK_TEXT, feedbackFormSchema, type FeedbackFormValues } from '@/schemas/feedback'

// (react-hook-form's reset skips undefined values: '' clears the rating; the schema refuses it
// with 'Please select a rating')
const EMPTY: FeedbackFormValues = { rating: '' as never, feedbackText: '', category: '', severity: '', email: '' }

type FeedbackBody = Record<string, string>

/** What the page adds to the person's answers (the feedback record's other fields): address, path, browser, window size. */
const pageContext = () => ({
  url: window.location.href,
  slug: window.location.pathname,
  userAgent: navigator.userAgent.slice(0, 500),
  viewport: `${window.innerWidth}x${window.innerHeight}`,
})

/** Drops empty answers; text, category and severity only belong to 'Needs improvement'. */
const bodyOf = (values: FeedbackFormValues): FeedbackBody => {
  const detailed = values.rating === 'needs_improvement'
  const answers: Record<string, string | undefined> = {
    rating: values.rating,
    feedbackText: detailed ? values.feedbackText?.trim() : undefined,
    category: detailed ? (values.category as string | undefined) : undefined,
    severity: detailed ? (values.severity as string | undefined) : undefined,
    email: values.email?.trim(),
  }
  const body: FeedbackBody = {}
  for (const [key, value] of Object.entries(answers)) if (value) body[key] = value
  return { ...body, ...pageContext() }
}

/** 'Improve this page': three ratings, details for 'Needs improvement', a thank-you that closes itself. */
export default function FeedbackDialog({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen)
  const [thanked, setThanked] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const { visible, minimized } = useVideoPlayer()
  const form = useForm<FeedbackFormValues>({ resolver: zodResolver(feedbackFormSchema), defaultValues: EMPTY })
  const { errors } = form.formState
  const rating = form.watch('rating')
  const mutation = useMutation({ mutationFn: (body: FeedbackBody) => apiRequest('POST', '/api/feedback', body) })
  const openRef = useRef(initiallyOpen)

  useEffect(() => () => clearTimeout(closeTimer.current), [])

  /** Closing, by hand or after the thank-you, always starts the next visit afresh. */
  const changeOpen = (next: boolean) => {
    setOpen(next)
    openRef.current = next
    if (!next) {
      clearTimeout(closeTimer.current)
      form.reset(EMPTY)
      mutation.reset()
      setThanked(false)
      setFailure(null)
    }
  }

  const submit = form.handleSubmit(async (values) => {
    setFailure(null)
    try {
      await mutation.mutateAsync(bodyOf(values))
      setThanked(true)
      closeTimer.current = setTimeout(() => changeOpen(false), FEEDBACK_TEXT.closeAfterMs)
    } catch (error) {
      const message = errorMessage(error, FEEDBACK_TEXT.errorText)
      // SPEC's 'Error' notice, said once: inside the dialog while it is open (a toast would sit
      // over its title, and the page behind a modal is hidden from screen readers), as a toast
      // only if the visitor closed the dialog before the answer came.
      if (openRef.current) setFailure(message)
      else toast({ title: FEEDBACK_TEXT.errorTitle, description: message, variant: 'destructive' })
    }
  })

  const pending = mutation.isPending
  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Trigger
        aria-label={FEEDBACK_TEXT.title}
        data-testid="feedback-button"
        className={feedbackButtonClass(visible && !minimized)}
      >
        <MessageSquareHeart aria-hidden className="size-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content
          data-testid="feedback-dialog"
          aria-describedby="feedback-description"
          className="fixed inset-x-3 bottom-3 z-50 max-h-[calc(100dvh-1.5rem)] overflow-y-auto sm:max-h-[calc(100dvh-8rem)] rounded-[var(--radius-card)] border border-sand-200 bg-sand-50 p-5 shadow-xl data-[state=open]:animate-[fade-in_150ms_ease-out] sm:inset-x-auto sm:right-6 sm:bottom-24 sm:w-[28rem] sm:p-6"
        >
          <Dialog.Close
            aria-label="Close"
            className="absolute top-3 right-3 rounded-lg p-2 text-ink-muted hover:bg-sand-100 hover:text-ink"
          >
            <X aria-hidden className="size-5" />
          </Dialog.Close>
          {thanked ? (
            <div className="grid justify-items-center gap-3 py-6 text-center" role="status">
              <CheckCircle2 aria-hidden className="size-12 text-success" />
              <Dialog.Title className="font-serif text-2xl font-semibold">{FEEDBACK_TEXT.thanksTitle}</Dialog.Title>
              <Dialog.Description id="feedback-description" className="text-ink-muted">
                {FEEDBACK_TEXT.thanksText}
              </Dialog.Description>
            </div>
          ) : (
            <form onSubmit={submit} noValidate className="grid gap-5">
              <div className="pr-8">
                <Dialog.Title className="font-serif text-2xl font-semibold">{FEEDBACK_TEXT.title}</Dialog.Title>
                <Dialog.Description id="feedback-description" className="mt-1 text-sm text-ink-muted">
                  How did this page work for you? A few words help us make it better.
                </Dialog.Description>
              </div>

              <fieldset className="grid gap-2" aria-describedby={errors.rating ? 'feedback-rating-error' : undefined}>
                <legend className="mb-2 text-sm font-medium">Your rating</legend>
                {FEEDBACK_RATING_OPTIONS.map((option) => (
                  <label
                    key={option.value}
                    className="flex cursor-pointer items-center gap-3 rounded-xl border border-sand-300 bg-white px-4 py-3 text-base transition-colors hover:border-sage-600 has-[:checked]:border-sage-600 has-[:checked]:bg-sage-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-sage-600"
                  >
                    <input
                      type="radio"
                      value={option.value}
                      className="size-4 accent-sage-700 focus-visible:outline-none"
                      aria-invalid={errors.rating ? true : undefined}
                      {...form.register('rating')}
                    />
                    {option.label}
                  </label>
                ))}
                {errors.rating ? (
                  <p id="feedback-rating-error" role="alert" className="text-sm font-medium text-danger">
                    {errors.rating.message}
                  </p>
                ) : null}
              </fieldset>

              {rating === 'needs_improvement' ? (
                <div className="grid gap-4 rounded-xl border border-sand-200 bg-white/60 p-4">
                  <Field id="feedback-text" label="What could be better?" error={errors.feedbackText?.message}>
                    <textarea
                      id="feedback-text"
                      rows={4}
                      className={textareaClass}
                      placeholder="Tell us what was missing, unclear or hard to use"
                      {...fieldAria('feedback-text', { error: errors.feedbackText?.message })}
                      {...form.register('feedbackText')}
                    />
                  </Field>
                  <div className="grid gap-4 sm:grid-cols-2">
                    <Field id="feedback-category" label="Category" error={errors.category?.message}>
                      <select
                        id="feedback-category"
                        className={selectClass}
                        {...fieldAria('feedback-category', { error: errors.category?.message })}
                        {...form.register('category')}
                      >
                        <option value="">Choose…</option>
                        <Options options={FEEDBACK_CATEGORY_OPTIONS} />
                      </select>
                    </Field>
                    <Field id="feedback-severity" label="Severity" error={errors.severity?.message}>
                      <select
                        id="feedback-severity"
                        className={selectClass}
                        {...fieldAria('feedback-severity', { error: errors.severity?.message })}
                        {...form.register('severity')}
                      >
                        <option value="">Choose…</option>
                        <Options options={SEVERITY_OPTIONS} />
                      </select>
                    </Field>
                  </div>
                </div>
              ) : null}

              <Field
                id="feedback-email"
                label={
                  <>
                    Email <span className="font-normal text-ink-muted">(optional)</span>
                  </>
                }
                help={FEEDBACK_TEXT.emailHelp}
                error={errors.email?.message}
              >
                <input
                  id="feedback-email"
                  type="email"
                  autoComplete="email"
                  className={inputClass}
                  {...fieldAria('feedback-email', { error: errors.email?.message, help: true })}
                  {...form.register('email')}
                />
              </Field>

              {failure ? (
                <div role="alert" data-testid="feedback-error" className="rounded-xl bg-terracotta-50 px-4 py-3 text-sm text-danger">
                  <p className="font-semibold">{FEEDBACK_TEXT.errorTitle}</p>
                  <p>{failure}</p>
                </div>
              ) : null}
              <button type="submit" disabled={pending} className={buttonClass({ size: 'md' }, 'w-full')}>
                {pending ? FEEDBACK_TEXT.pending : FEEDBACK_TEXT.button}
              </button>
              <p className="text-center text-xs text-ink-muted">
                This site is built with human direction and AI production. Your notes help us improve it for everyone.
              </p>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
