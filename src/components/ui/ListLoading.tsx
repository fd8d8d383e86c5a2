import type { ReactNode } from 'react'

import { Skeleton } from '@/components/ui/primitives'

/** A list page while it loads: its real heading, the filter bar and six skeleton cards. */
export function ListLoading({ intro, label, card }: { intro: ReactNode; label: string; card?: ReactNode }) {
  return (
    <>
      {intro}
      <div className="mx-auto max-w-6xl space-y-6 px-4 sm:px-6" aria-busy="true" aria-label={label}>
        <Skeleton className="h-11 w-full" />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i}>{card ?? <Skeleton className="h-44" />}</div>
          ))}
        </div>
      </div>
    </>
  )
}
