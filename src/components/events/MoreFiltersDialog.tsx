'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import { useState } from 'react'

import { MoreFiltersLabel, type MoreFiltersProps } from '@/components/events/MoreFiltersLabel'
import { buttonClass } from '@/components/ui/button'
import { OptionSelect } from '@/components/ui/OptionSelect'
import { ACCESSIBILITY_OPTIONS, DURATION_TYPE_OPTIONS, EXPERIENCE_LEVEL_OPTIONS, YOGA_STYLE_OPTIONS } from '@/lib/options'

/** The events' "More Filters" dialog (Radix Dialog), loaded the first time someone reaches for it. */
export default function MoreFiltersDialog({ filters, advanced, set, toggle, initiallyOpen = false }: MoreFiltersProps & { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen)
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttonClass({ variant: 'secondary' })}>
        <MoreFiltersLabel advanced={advanced} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-lg -translate-1/2 overflow-y-auto rounded-[var(--radius-card)] bg-sand-50 p-6 shadow-xl">
          <div className="flex items-center justify-between">
            <Dialog.Title className="font-serif text-xl font-semibold">Advanced Filters</Dialog.Title>
            <Dialog.Close aria-label="Close" className="rounded-lg p-2 hover:bg-sand-100">
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-ink-muted">Changes apply as you choose them.</Dialog.Description>
          <div className="mt-5 grid gap-5">
            <OptionSelect label="Experience level" allLabel="All Levels" options={EXPERIENCE_LEVEL_OPTIONS} value={filters.experienceLevel} onChange={(v) => set('experienceLevel', v)} />
            <OptionSelect label="Duration" allLabel="Any Duration" options={DURATION_TYPE_OPTIONS} value={filters.durationType} onChange={(v) => set('durationType', v)} />
            <Checkboxes legend="Yoga styles" options={YOGA_STYLE_OPTIONS} chosen={filters.yogaStyles} onToggle={(v) => toggle('yogaStyles', v)} />
            <Checkboxes legend="Accessibility" options={ACCESSIBILITY_OPTIONS} chosen={filters.accessibility} onToggle={(v) => toggle('accessibility', v)} />
          </div>
          <Dialog.Close className={buttonClass({}, 'mt-6 w-full')}>Show events</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function Checkboxes({
  legend,
  options,
  chosen,
  onToggle,
}: {
  legend: string
  options: readonly { value: string; label: string }[]
  chosen: string[]
  onToggle: (value: string) => void
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="mt-2 grid grid-cols-2 gap-2">
        {options.map((o) => (
          <label key={o.value} className="flex items-center gap-2">
            <input type="checkbox" className="size-4 accent-sage-700" checked={chosen.includes(o.value)} onChange={() => onToggle(o.value)} />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
