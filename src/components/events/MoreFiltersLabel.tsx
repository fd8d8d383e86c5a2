import { SlidersHorizontal } from 'lucide-react'

import type { PageFilters } from '@/lib/eventFilterState'

/** What the "More Filters" button and its lazily loaded dialog share. */
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
