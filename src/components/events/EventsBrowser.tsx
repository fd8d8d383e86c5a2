'use client'

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { X } from 'lucide-react'
import { useMemo, useRef } from 'react'

import { EventGrid } from '@/components/events/EventGrid'
import { MoreFilters } from '@/components/events/MoreFilters'
import {
  activeChips,
  advancedCount,
  EMPTY_FILTERS,
  filtersFromParams,
  filtersToQuery,
  type PageFilters,
} from '@/lib/eventFilterState'
import { buttonClass } from '@/components/ui/button'
import { EmptyState, selectClass, Skeleton } from '@/components/ui/primitives'
import { OptionSelect } from '@/components/ui/OptionSelect'
import { SearchField } from '@/components/ui/SearchField'
import { EVENT_TYPE_OPTIONS, LOCATION_TYPE_OPTIONS } from '@/lib/options'
import { useServerData } from '@/lib/useServerData'
import { useUrlFilters, type UrlFilterCodec } from '@/lib/urlFilters'
import type { EventItem } from '@/services/content/events'

const apiKey = (query: string) => `/api/events${query ? `?${query}` : ''}`

const eventFilters: UrlFilterCodec<PageFilters> = { fromParams: filtersFromParams, toQuery: filtersToQuery }

/**
 * The event list with its filters. `initialQuery` is the page's normalised query (its cached
 * page's key, src/lib/pageVariants.ts) and `initialEvents` that query's events, so the first
 * render needs no /api call; afterwards the list follows the URL's filters.
 */
export function EventsBrowser({ initialQuery, initialEvents }: { initialQuery: string; initialEvents: EventItem[] }) {
  const initialFilters = useMemo(() => filtersFromParams(new URLSearchParams(initialQuery)), [initialQuery])
  const [filters, updateUrl, urlFilters] = useUrlFilters(eventFilters, initialFilters)
  const query = filtersToQuery(urlFilters)
  // quick successive changes build on each other, not on the last render
  const latest = useRef(filters)
  latest.current = filters
  const update = (next: PageFilters, when: 'now' | 'typing' = 'now') => {
    latest.current = next
    updateUrl(next, when)
  }

  useServerData(apiKey(initialQuery), { events: initialEvents })
  const { data, isFetching, isPlaceholderData, error } = useQuery<{ events: EventItem[] }>({
    queryKey: [apiKey(query)],
    placeholderData: keepPreviousData,
  })

  const set = <K extends keyof PageFilters>(key: K, value: PageFilters[K]) => update({ ...latest.current, [key]: value })
  const toggle = (key: 'yogaStyles' | 'accessibility', value: string) => {
    const current = latest.current[key]
    set(key, current.includes(value) ? current.filter((v) => v !== value) : [...current, value])
  }
  const search = filters.search
  const setSearch = (value: string) => update({ ...latest.current, search: value }, 'typing')

  const chips = activeChips(filters)
  const advanced = advancedCount(filters)
  const events = data?.events ?? []
  const loading = (isFetching && isPlaceholderData) || (!data && !error)
  const clearAll = () => update(EMPTY_FILTERS)

  return (
    <div className="mx-auto max-w-6xl space-y-5 px-4 sm:px-6">
      <div className="sticky top-16 z-20 -mx-4 bg-sand-50/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6">
        <SearchField
          id="event-search"
          label="Search events"
          placeholder="Title, details or teacher"
          value={search}
          onChange={setSearch}
        />
      </div>

      <div className="flex flex-wrap items-end gap-3">
        <OptionSelect label="Location" allLabel="All Locations" options={LOCATION_TYPE_OPTIONS} value={filters.locationType} onChange={(v) => set('locationType', v)} />
        <OptionSelect label="Type" allLabel="All Types" options={EVENT_TYPE_OPTIONS} value={filters.eventType} onChange={(v) => set('eventType', v)} />
        <label className="grid gap-1 text-sm font-medium">
          Price
          <select className={selectClass} value={filters.price} onChange={(e) => set('price', e.target.value as PageFilters['price'])}>
            <option value="all">All Prices</option>
            <option value="free">Free Only</option>
            <option value="paid">Paid Only</option>
          </select>
        </label>

        <MoreFilters filters={filters} advanced={advanced} set={set} toggle={toggle} />
      </div>

      {chips.length ? (
        <div className="flex flex-wrap items-center gap-2" aria-label="Active filters" role="group">
          {chips.map((chip) => (
            <button
              key={chip.key}
              type="button"
              onClick={() => update({ ...chip.without })}
              className="inline-flex items-center gap-1 rounded-full border border-sage-600/40 bg-sage-50 px-3 py-1 text-sm text-sage-800 hover:bg-sage-100"
              aria-label={`Remove filter: ${chip.label}`}
            >
              {chip.label}
              <X aria-hidden className="size-3.5" />
            </button>
          ))}
          <button type="button" onClick={clearAll} className="text-sm font-medium text-sage-700 underline underline-offset-2">
            Clear All
          </button>
        </div>
      ) : null}

      <p role="status" className="text-sm font-medium text-ink-muted" data-testid="count-line">
        {loading ? 'Loading events…' : error ? 'Failed to fetch events' : `Showing ${events.length} event${events.length === 1 ? '' : 's'}`}
      </p>

      {error ? (
        <EmptyState title="Failed to fetch events">Please check your connection and try again.</EmptyState>
      ) : loading ? (
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-hidden>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-64 sm:h-96" />
          ))}
        </div>
      ) : events.length === 0 ? (
        chips.length ? (
          <EmptyState title="No events match your filters">
            <button type="button" onClick={clearAll} className={buttonClass({ variant: 'secondary', size: 'sm' }, 'mt-4')}>
              Clear filters
            </button>
          </EmptyState>
        ) : (
          <EmptyState title="No upcoming events">New classes and gatherings are added often. Please check back soon.</EmptyState>
        )
      ) : (
        <EventGrid events={events} />
      )}
    </div>
  )
}
