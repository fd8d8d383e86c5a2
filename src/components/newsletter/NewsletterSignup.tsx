'use client'

import { useMutation } from '@tanstack/react-query'
import { MailCheck } from 'lucide-react'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'

import { rememberSubscription, useRememberedSubscription } from '@/components/newsletter/subscriptionMemory'
import { toast } from '@/components/toast/store'
import { buttonClass } from '@/components/ui/button'
import { inputClass } from '@/components/ui/primitives'
import { apiRequest, errorMessage } from '@/lib/api'
import { cn } from '@/lib/cn'
import type { NewsletterInput } from '@/schemas/newsletter'
import { NEWSLETTER_TEXT, newsletterNoticeTitle } from '@/schemas/newsletterCopy'

export type NewsletterLook = 'inline' | 'footer' | 'default'

const frames: Record<NewsletterLook, string> = {
  inline: '',
  footer: 'rounded-2xl bg-sage-50 p-5 ring-1 ring-sage-100',
  default:
    'rounded-[var(--radius-card)] border border-sand-200 bg-white p-6 shadow-[var(--shadow-soft)] sm:p-8 bg-gradient-to-br from-white to-sage-50/60',
}

/** A visitor who confirmed in this browser (the confirm page remembers it). */
const SUBSCRIBED_TITLE = "You're subscribed"
const SUBSCRIBED_TEXT = 'Weekly yoga wisdom, practice tips and updates arrive in your inbox. Every issue has a one-click unsubscribe link.'

/**
 * The newsletter signup in its three looks. Checks before sending (no request when a field
 * is blank or the address has no @), 'Subscribing...' while sending, then the 'Almost there!'
 * card; a failure keeps what was typed. A subscription made in this browser is remembered
 * (subscriptionMemory.ts): every block then shows its card instead of asking again, unless
 * `askAgain` (the "sign up again" offer of a link that no longer works).
 *
 * One block per page: the page's own block (default or inline look) carries
 * data-newsletter-page, and the footer's hides wherever one is present (globals.css).
 */
export function NewsletterSignup({
  look = 'default',
  title = NEWSLETTER_TEXT.title,
  description = NEWSLETTER_TEXT.description,
  askAgain = false,
}: {
  look?: NewsletterLook
  title?: string
  description?: string
  askAgain?: boolean
}) {
  const remembered = useRememberedSubscription()
  const id = useId()
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [subscribed, setSubscribed] = useState(false)
  const [checking, setChecking] = useState(false)
  const [invalid, setInvalid] = useState<'name' | 'email' | null>(null)
  const busy = useRef(false)
  const doneHeading = useRef<HTMLHeadingElement>(null)
  const mutation = useMutation({ mutationFn: (body: NewsletterInput) => apiRequest('POST', '/api/newsletter', body) })

  useEffect(() => {
    if (subscribed) doneHeading.current?.focus()
  }, [subscribed])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    // One submission at a time (a double click would mail twice and void the first link).
    if (busy.current) return
    busy.current = true
    setChecking(true)
    try {
      // The rules load on first use, keeping zod out of every page's first load.
      const { newsletterSchema } = await import('@/schemas/newsletter')
      const parsed = newsletterSchema.safeParse({ name, email })
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!
        setInvalid(issue.path[0] === 'name' ? 'name' : 'email')
        toast({ title: newsletterNoticeTitle(issue.message), description: issue.message, variant: 'destructive' })
        return
      }
      setInvalid(null)
      await mutation.mutateAsync(parsed.data)
      toast({ title: NEWSLETTER_TEXT.successTitle, description: NEWSLETTER_TEXT.successText, variant: 'success' })
      setName('')
      setEmail('')
      setSubscribed(true)
      rememberSubscription('pending')
    } catch (error) {
      // A failed request, or the rules' code could not load (offline): the form stays as typed.
      toast({ title: NEWSLETTER_TEXT.errorTitle, description: errorMessage(error, NEWSLETTER_TEXT.errorText), variant: 'destructive' })
    } finally {
      busy.current = false
      setChecking(false)
    }
  }

  const pageBlock = look === 'footer' ? { 'data-newsletter-footer': '' } : { 'data-newsletter-page': '' }
  const known = askAgain ? null : remembered
  if (subscribed || known) {
    const confirmed = !subscribed && known?.status === 'subscribed'
    return (
      <div data-testid="newsletter-done" {...pageBlock} className={cn(frames[look], look === 'inline' && 'rounded-2xl bg-sage-50 p-5')}>
        <div className="flex items-start gap-3">
          <MailCheck aria-hidden className="mt-1 size-6 shrink-0 text-sage-700" />
          <div>
            <h2 ref={doneHeading} tabIndex={-1} className="font-serif text-xl font-semibold outline-none">
              {confirmed ? SUBSCRIBED_TITLE : NEWSLETTER_TEXT.doneTitle}
            </h2>
            <p className="mt-1 text-ink-muted">{confirmed ? SUBSCRIBED_TEXT : NEWSLETTER_TEXT.doneText}</p>
          </div>
        </div>
      </div>
    )
  }

  const pending = mutation.isPending
  const stacked = look === 'footer'
  return (
    // A div, not a section: the block appears twice on some pages (page and footer), and two
    // landmarks of one name would confuse landmark navigation.
    <div data-testid={`newsletter-${look}`} {...pageBlock} className={frames[look]}>
      {look === 'inline' ? null : (
        <div className={cn(look === 'default' && 'max-w-2xl')}>
          <h2 className={cn('font-serif font-semibold', look === 'footer' ? 'text-lg' : 'text-2xl sm:text-3xl')}>
            {title}
          </h2>
          <p className={cn('mt-1 text-ink-muted', look === 'footer' ? 'text-sm' : 'text-base sm:text-lg')}>{description}</p>
        </div>
      )}
      <form
        onSubmit={submit}
        noValidate
        className={cn('flex gap-3', stacked ? 'mt-4 flex-col' : 'flex-col sm:flex-row sm:items-end', look === 'default' && 'mt-5')}
      >
        <div className={cn('grid gap-1', !stacked && 'sm:flex-1')}>
          <label htmlFor={`${id}-name`} className={cn('text-sm font-medium', look !== 'default' && 'sr-only')}>
            Name
          </label>
          <input
            id={`${id}-name`}
            name="name"
            autoComplete="name"
            placeholder="Your name"
            value={name}
            aria-invalid={invalid === 'name' ? true : undefined}
            onChange={(event) => {
              setName(event.target.value)
              if (invalid === 'name') setInvalid(null)
            }}
            maxLength={100}
            className={inputClass}
          />
        </div>
        <div className={cn('grid gap-1', !stacked && 'sm:flex-[1.4]')}>
          <label htmlFor={`${id}-email`} className={cn('text-sm font-medium', look !== 'default' && 'sr-only')}>
            Email
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            placeholder="you@example.org"
            value={email}
            aria-invalid={invalid === 'email' ? true : undefined}
            onChange={(event) => {
              setEmail(event.target.value)
              if (invalid === 'email') setInvalid(null)
            }}
            maxLength={254}
            className={inputClass}
          />
        </div>
        <button type="submit" disabled={pending || checking} className={buttonClass({ size: 'md' }, stacked ? 'w-full' : 'sm:w-auto')}>
          {pending ? NEWSLETTER_TEXT.pending : NEWSLETTER_TEXT.button}
        </button>
      </form>
      {look === 'inline' ? null : (
        <p className="mt-3 text-xs text-ink-muted">We send a confirmation e-mail first. Unsubscribe with one click at any time.</p>
      )}
    </div>
  )
}
