'use client'

import { SlidersHorizontal } from 'lucide-react'
import dynamic from 'next/dynamic'
import { useState } from 'react'

import type { PageFilters } from '@/components/events/filterState'
import { buttonClass } from '@/components/ui/button'

export type MoreFiltersProps = {
  filters: PageFilters
  advanced: number
  set: <K extends keyof PageFilters>(key: K, value: PageFilters[K]) => void
  toggle: (key: 'yogaStyles' | 'accessibility', value: string) => void
}

/** The button's text and its count of chosen advanced filters. */
export function MoreFiltersLabel({ advanced }: { advanced: number }) {
  return (
    <>
      <SlidersHorizontal aria-hidden className="size-4" />
      More Filters
      {advanced ? (
        <span data-testid="advanced-badge" className="ml-1 rounded-full bg-sage-700 px-2 py-0.5 text-xs text-white">
          <span className="sr-only">(</span>
          {advanced}
          <span className="sr-only"> selected)</span>
        </span>
      ) : null}
    </>
  )
}

const loadDialog = () => import('@/components/events/MoreFiltersDialog')

const MoreFiltersDialog = dynamic(loadDialog, {
  ssr: false,
  loading: () => (
    <button type="button" disabled aria-haspopup="dialog" className={buttonClass({ variant: 'secondary' })}>
      <SlidersHorizontal aria-hidden className="size-4" />
      More Filters
    </button>
  ),
})

/**
 * "More Filters": a plain button until someone reaches for it (hover or focus fetches the
 * dialog's code, a click opens it), so Radix Dialog stays out of /events' first load.
 */
export function MoreFilters(props: MoreFiltersProps) {
  const [opened, setOpened] = useState(false)
  if (opened) return <MoreFiltersDialog {...props} initiallyOpen />
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      className={buttonClass({ variant: 'secondary' })}
      onPointerEnter={() => void loadDialog()}
      onFocus={() => void loadDialog()}
      onClick={() => setOpened(true)}
    >
      <MoreFiltersLabel advanced={props.advanced} />
    </button>
  )
}
