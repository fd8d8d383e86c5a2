'use client'

import { SlidersHorizontal } from 'lucide-react'
import dynamic from 'next/dynamic'
import { useState } from 'react'

import { MoreFiltersLabel, type MoreFiltersProps } from '@/components/events/MoreFiltersLabel'
import { buttonClass } from '@/components/ui/button'

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
