import type { ReactNode } from 'react'

import { cn } from '@/lib/cn'

/**
 * A labelled form field: the label, the control (given as a child), an optional help line and
 * the field's error. The control gets its ids from `fieldAria` so screen readers read the help
 * and the error with it.
 */
export function Field({
  id,
  label,
  help,
  error,
  hideLabel = false,
  className,
  children,
}: {
  id: string
  label: ReactNode
  help?: ReactNode
  error?: string
  hideLabel?: boolean
  className?: string
  children: ReactNode
}) {
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={id} className={cn('text-sm font-medium text-ink', hideLabel && 'sr-only')}>
        {label}
      </label>
      {children}
      {help ? (
        <p id={`${id}-help`} className="text-sm text-ink-muted">
          {help}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** aria-invalid and aria-describedby for the control of a Field with the same id. */
export const fieldAria = (id: string, { error, help }: { error?: string; help?: boolean }) => {
  const describedBy = [help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(' ')
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined } as const
}

export const textareaClass =
  'w-full rounded-2xl border border-sand-300 bg-white px-4 py-3 text-base text-ink placeholder:text-ink-muted/80 focus-visible:border-sage-600 aria-[invalid=true]:border-danger'
