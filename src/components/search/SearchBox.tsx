'use client'

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Search } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react'

import type { SearchKind } from '@/collections/Search/kinds'
import { GROUPS, hitsOf, hrefOf, pageLoad, searchUrl, titleOf } from '@/components/search/groups'
import { buttonClass } from '@/components/ui/button'
import { inputClass } from '@/components/ui/primitives'
import { cn } from '@/lib/cn'
import { MAX_QUERY_LENGTH, normalizeQuery } from '@/lib/searchQuery'
import type { SearchResults } from '@/services/content/search'

const DEBOUNCE_MS = 200
const MIN_SUGGEST_LENGTH = 2
const MAX_SUGGESTIONS = 8
/** Suggestions lead to pages on this site, so videos (which open elsewhere) are left to the results. */
const SUGGESTED: SearchKind[] = ['glossary', 'poses', 'faq', 'events']

type Suggestion = { id: string; label: string; group: string; href: string }

const useDebounced = (value: string, delay: number) => {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return debounced
}

/**
 * The best few results, taken round-robin from the groups (the group with the best match first)
 * so that one group cannot fill the list.
 */
const suggestionsFrom = (results: SearchResults | undefined): Suggestion[] => {
  if (!results) return []
  const rank = (kind: SearchKind) => (results.order.includes(kind) ? results.order.indexOf(kind) : SUGGESTED.length)
  const lists = [...SUGGESTED].sort((a, b) => rank(a) - rank(b)).map((kind) =>
    hitsOf(results, kind).map((hit) => ({
      id: `${kind}-${hit.id}`,
      label: titleOf(kind, hit),
      group: GROUPS.find((g) => g.kind === kind)!.label,
      href: hrefOf(kind, hit),
    })),
  )
  const picked: Suggestion[] = []
  for (let round = 0; picked.length < MAX_SUGGESTIONS && lists.some((list) => list.length > round); round++) {
    for (const list of lists) if (list[round] && picked.length < MAX_SUGGESTIONS) picked.push(list[round]!)
  }
  return picked
}

/**
 * A site search box: submitting a non-blank query goes to /search?q=…, a blank one
 * does nothing. While typing it suggests matching pages (debounced), as an ARIA combobox: arrow
 * keys move through the suggestions, Enter opens one, Escape closes the list.
 */
export function SearchBox({
  id,
  label,
  defaultValue = '',
  placeholder,
  size = 'md',
  className,
}: {
  id: string
  label: string
  defaultValue?: string
  placeholder?: string
  size?: 'md' | 'lg'
  className?: string
}) {
  const router = useRouter()
  const listId = useId()
  const [value, setValue] = useState(defaultValue)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const debounced = normalizeQuery(useDebounced(value, DEBOUNCE_MS))
  const enabled = open && debounced.length >= MIN_SUGGEST_LENGTH && debounced.length <= MAX_QUERY_LENGTH
  // The previous suggestions stay on screen while the next ones load, so the list does not
  // flicker; but a list belongs to the query it answered, and only the list for what is typed
  // now can be chosen (with the pointer resting on a stale list, Enter would open a stale pick).
  const { data, isPlaceholderData } = useQuery<{ results: SearchResults }>({
    queryKey: [searchUrl(debounced)],
    enabled,
    placeholderData: keepPreviousData,
  })
  const suggestions = useMemo(() => (enabled ? suggestionsFrom(data?.results) : []), [enabled, data])
  const current = !isPlaceholderData && debounced === normalizeQuery(value)
  const expanded = open && suggestions.length > 0
  const choosable = expanded && current

  useEffect(() => setValue(defaultValue), [defaultValue])
  // a later search on /search is the browser's (SearchResults)
  useEffect(() => {
    pageLoad.done = true
  }, [])
  // A new list starts with nothing chosen, so Enter searches rather than opening a stale pick.
  useEffect(() => setActive(-1), [data, current])
  const close = () => {
    setOpen(false)
    setActive(-1)
  }

  const go = (href: string) => {
    close()
    router.push(href)
  }
  const submit = () => {
    const q = normalizeQuery(value)
    if (q) go(`/search?q=${encodeURIComponent(q)}`)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (!expanded) {
        setOpen(true)
        return
      }
      if (!choosable) return
      const last = suggestions.length - 1
      setActive((index) =>
        event.key === 'ArrowDown' ? (index < last ? index + 1 : 0) : index > 0 ? index - 1 : last,
      )
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault()
        close()
      }
    } else if (event.key === 'Enter' && choosable && suggestions[active]) {
      event.preventDefault()
      go(suggestions[active].href)
    }
  }

  return (
    <form
      role="search"
      className={cn('flex w-full gap-2', className)}
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative flex-1">
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-ink-muted" />
        <input
          id={id}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={choosable && active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          maxLength={MAX_QUERY_LENGTH}
          value={value}
          placeholder={placeholder}
          onChange={(event) => {
            setValue(event.target.value)
            setActive(-1)
            setOpen(true)
          }}
          onFocus={() => setOpen(true)}
          onBlur={close}
          onKeyDown={onKeyDown}
          className={cn(inputClass, 'pl-10', size === 'lg' && 'h-12')}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label="Suggestions"
          aria-busy={!current}
          hidden={!expanded}
          data-stale={current ? undefined : ''}
          className="absolute top-full right-0 left-0 z-40 mt-2 overflow-hidden rounded-2xl border border-sand-200 bg-white py-1 shadow-[var(--shadow-soft)]"
        >
          {suggestions.map((suggestion, index) => (
            <li
              key={suggestion.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={choosable && index === active}
              aria-disabled={current ? undefined : true}
              // mousedown, not click: the input must not lose focus (and close the list) first
              onMouseDown={(event) => {
                event.preventDefault()
                if (current) go(suggestion.href)
              }}
              // The pointer only highlights (CSS): Enter opens what the arrow keys chose, never
              // whatever a list that appeared under a resting pointer happens to show there.
              className={cn(
                'flex items-baseline justify-between gap-3 px-4 py-2.5',
                current ? 'cursor-pointer text-ink hover:bg-sand-100' : 'text-ink-muted',
                choosable && index === active && 'bg-sage-100 text-sage-800 hover:bg-sage-100',
              )}
            >
              <span className="truncate">{suggestion.label}</span>
              <span className="shrink-0 text-xs text-ink-muted">{suggestion.group}</span>
            </li>
          ))}
        </ul>
        <span aria-live="polite" className="sr-only">
          {choosable ? `${suggestions.length} suggestion${suggestions.length === 1 ? '' : 's'}; use the arrow keys to choose` : ''}
        </span>
      </div>
      <button type="submit" className={buttonClass({ size: size === 'lg' ? 'lg' : 'md' })}>
        Search
      </button>
    </form>
  )
}
