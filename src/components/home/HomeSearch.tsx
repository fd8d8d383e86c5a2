'use client'

import { Search } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { buttonClass } from '@/components/ui/button'
import { inputClass } from '@/components/ui/primitives'
import { cn } from '@/lib/cn'

/** SPEC §2: a non-blank trimmed query goes to /search?q=…; a blank one does nothing. */
export function HomeSearch() {
  const router = useRouter()
  const [query, setQuery] = useState('')
  return (
    <form
      role="search"
      className="flex w-full max-w-xl gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        const q = query.trim()
        if (q) router.push(`/search?q=${encodeURIComponent(q)}`)
      }}
    >
      <label htmlFor="home-search" className="sr-only">
        Search terms, questions, poses, videos and events
      </label>
      <div className="relative flex-1">
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-ink-muted" />
        <input
          id="home-search"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Search asana, pranayama, first class…"
          className={cn(inputClass, 'h-12 pl-10')}
        />
      </div>
      <button type="submit" className={buttonClass({ size: 'lg' })}>
        Search
      </button>
    </form>
  )
}
