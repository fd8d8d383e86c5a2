'use client'

import type { ReactNode } from 'react'

import { cn } from '@/lib/cn'

/** A filter choice shown as a round chip; aria-pressed tells which one is on. */
export function ToggleChip({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'h-9 min-w-9 rounded-full border px-3 text-sm font-medium',
        pressed ? 'border-sage-700 bg-sage-700 text-white' : 'border-sand-300 bg-white text-ink hover:bg-sand-100',
      )}
    >
      {children}
    </button>
  )
}
