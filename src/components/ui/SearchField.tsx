'use client'

import { Search, X } from 'lucide-react'

import { inputClass } from '@/components/ui/primitives'
import { cn } from '@/lib/cn'

/** A labelled search box with a clear button, for the list filters. */
export function SearchField({
  id,
  label,
  value,
  onChange,
  placeholder,
  className,
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  placeholder?: string
  className?: string
}) {
  return (
    <div className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search aria-hidden className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-ink-muted" />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        maxLength={200}
        className={cn(inputClass, 'pr-10 pl-10 [&::-webkit-search-cancel-button]:hidden')}
      />
      {value ? (
        <button
          type="button"
          onClick={() => {
            onChange('')
            document.getElementById(id)?.focus()
          }}
          aria-label="Clear search"
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded-full p-1.5 text-ink-muted hover:bg-sand-100"
        >
          <X aria-hidden className="size-4" />
        </button>
      ) : null}
    </div>
  )
}
