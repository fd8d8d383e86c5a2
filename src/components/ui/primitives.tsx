import type { ComponentProps, ReactNode } from 'react'

import { cn } from '@/lib/cn'

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('rounded-[var(--radius-card)] border border-sand-200 bg-white shadow-[var(--shadow-soft)]', className)}
      {...props}
    />
  )
}

const badgeTones = {
  neutral: 'bg-sand-100 text-ink-muted',
  sage: 'bg-sage-100 text-sage-800',
  accent: 'bg-terracotta-100 text-terracotta-700',
  /** a status that is not a category: "Example event" */
  outline: 'border border-sand-300 bg-white text-ink',
} as const

export function Badge({
  tone = 'neutral',
  className,
  children,
}: {
  tone?: keyof typeof badgeTones
  className?: string
  children: ReactNode
}) {
  return (
    <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium', badgeTones[tone], className)}>
      {children}
    </span>
  )
}

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cn('animate-pulse rounded-lg bg-sand-200/70', className)} />
}

export function PageIntro({
  eyebrow,
  title,
  children,
  actions,
}: {
  eyebrow?: string
  title: string
  children?: ReactNode
  actions?: ReactNode
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 pt-10 pb-6 sm:px-6 sm:pt-14">
      {eyebrow ? <p className="text-sm font-semibold tracking-wide text-sage-700 uppercase">{eyebrow}</p> : null}
      <div className="mt-1 flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-semibold sm:text-4xl">{title}</h1>
        {actions}
      </div>
      {children ? <div className="mt-3 max-w-2xl text-lg text-ink-muted">{children}</div> : null}
    </div>
  )
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div role="status" className="rounded-[var(--radius-card)] border border-dashed border-sand-300 px-6 py-12 text-center">
      <p className="font-serif text-xl">{title}</p>
      {children ? <div className="mt-2 text-ink-muted">{children}</div> : null}
    </div>
  )
}

export const inputClass =
  'h-11 w-full rounded-full border border-sand-300 bg-white px-4 text-base text-ink placeholder:text-ink-muted/80 focus-visible:border-sage-600 aria-[invalid=true]:border-danger'

export const selectClass =
  'h-11 rounded-full border border-sand-300 bg-white px-4 pr-8 text-base text-ink focus-visible:border-sage-600'
