'use client'

import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import Link from 'next/link'
import { useEffect, useState } from 'react'

import type { SearchKind } from '@/collections/Search/kinds'
import { GROUPS, hitsOf, pageLoad, searchUrl, tabOf, type AnyHit, type Tab } from '@/components/search/groups'
import { ResultItem } from '@/components/search/ResultItem'
import { buttonClass } from '@/components/ui/button'
import { DelegatedLinks } from '@/components/ui/DelegatedLinks'
import { EmptyState, Skeleton } from '@/components/ui/primitives'
import { Tabs } from '@/components/ui/Tabs'
import { apiRequest } from '@/lib/api'
import { MAX_LIMIT } from '@/lib/searchQuery'
import { useUrlFilters, type UrlFilterCodec } from '@/lib/urlFilters'
import type { SearchResults as Results } from '@/services/content/search'

const tabState = (q: string): UrlFilterCodec<{ tab: Tab }> => ({
  fromParams: (params) => ({ tab: tabOf(params.get('tab')) }),
  toQuery: ({ tab }) => new URLSearchParams({ q, ...(tab === 'all' ? {} : { tab }) }).toString(),
})

/**
 * A count as shown: past the search's count cap (totalCountCapped) it is a lower bound and says
 * so ("5,000+"), never a made-up exact figure.
 */
export const countText = (count: number, capped: boolean) => (capped ? `${count.toLocaleString('en-US')}+` : String(count))

const plural = (count: number, [one, many]: [string, string], capped = false) =>
  `${countText(count, capped)} ${count === 1 && !capped ? one : many}`

/** The rest of one group past the first page, fetched a page (of up to 100) at a time on demand. */
const useRestOf = (q: string, kind: SearchKind, first: number, total: number, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: [`${searchUrl(q)}&type=${kind}`, 'rest'],
    enabled: enabled && total > first,
    initialPageParam: first,
    queryFn: async ({ pageParam }) => {
      const url = `${searchUrl(q)}&type=${kind}&offset=${pageParam}&limit=${MAX_LIMIT}`
      return ((await (await apiRequest('GET', url)).json()) as { results: Results }).results
    },
    getNextPageParam: (last, pages) => {
      const loaded = first + pages.reduce((sum, page) => sum + hitsOf(page, kind).length, 0)
      return hitsOf(last, kind).length && loaded < total ? loaded : undefined
    },
  })

/**
 * A group's results with its heading. When it holds only the best of many it says so at its
 * top, with a button that lists them all (on the group's own tab).
 */
function Group({
  q,
  kind,
  results,
  showHeading,
  expanded,
  onShowAll,
}: {
  q: string
  kind: SearchKind
  results: Results
  showHeading: boolean
  expanded: boolean
  onShowAll: () => void
}) {
  const group = GROUPS.find((g) => g.kind === kind)!
  const first = hitsOf(results, kind)
  const total = results.counts[kind]
  const capped = results.totalCountCapped
  const rest = useRestOf(q, kind, first.length, total, expanded)
  const more = rest.data?.pages.flatMap((page) => hitsOf(page, kind)) ?? []
  const hits: AnyHit[] = [...first, ...more]
  if (!first.length) {
    return showHeading ? null : <EmptyState title={`No ${group.noun[1]} match this search`} />
  }
  const partial = hits.length < total
  const loading = rest.isFetching
  const showAll = () => {
    onShowAll()
    if (expanded && rest.hasNextPage) void rest.fetchNextPage()
  }
  return (
    <section aria-labelledby={`results-${kind}`} className="space-y-3" data-testid={`group-${kind}`}>
      <h2 id={`results-${kind}`} className={showHeading ? 'text-xl font-semibold text-sage-700' : 'sr-only'}>
        {group.label} <span className="text-base font-normal text-ink-muted">({plural(total, group.noun, capped)})</span>
      </h2>
      {partial ? (
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-xl bg-sand-100 px-4 py-2.5 text-sm">
          <p className="text-ink-muted" data-testid={`shown-${kind}`}>
            Showing the best {hits.length} of {plural(total, group.noun, capped)}.
          </p>
          <button
            type="button"
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
            onClick={showAll}
            disabled={loading}
            aria-busy={loading}
          >
            {loading ? 'Loading…' : `Show all ${plural(total, group.noun, capped)}`}
          </button>
        </div>
      ) : null}
      <ul className="space-y-3">
        {hits.map((hit) => (
          <li key={`${kind}-${hit.id}`}>
            <ResultItem kind={kind} hit={hit} />
          </li>
        ))}
      </ul>
      {rest.error ? (
        <p role="alert" className="text-sm text-terracotta-700">
          {rest.error.message}
        </p>
      ) : null}
    </section>
  )
}

function ResultsSkeleton() {
  return (
    <div role="status" aria-busy="true" className="space-y-3">
      <span className="sr-only">Loading results…</span>
      <Skeleton className="h-10 w-full max-w-2xl" />
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-28 w-full" />
      ))}
    </div>
  )
}

/**
 * /search: a page load brings the results of its query from the server render
 * (`initial`, the answer of GET /api/search for it); a later search is asked for from the
 * browser (GET /api/search), so a failure shows the generic error form, and the
 * suggestions of the search box have often fetched the same query already, and then the
 * results appear at once.
 */
export function SearchResults({ q, initialTab = 'all', initial }: { q: string; initialTab?: Tab; initial?: Results }) {
  // The server's answer serves the page load only: after a later search from the box (a client
  // navigation) the browser asks /api/search itself.
  const [seed] = useState(() => (pageLoad.done ? undefined : initial))
  useEffect(() => {
    pageLoad.done = true
  }, [])
  const { data, isPending, error } = useQuery<{ results: Results }>({
    queryKey: [searchUrl(q)],
    initialData: seed ? { results: seed } : undefined,
  })
  const [{ tab }, update] = useUrlFilters(tabState(q), { tab: initialTab })
  const setTab = (next: Tab) => update({ tab: next })
  // The tabs wrap onto a second line on a phone (sideways scrolling would hide some of them).
  // the groups whose "Show all" was chosen: they load the rest of their results
  const [expanded, setExpanded] = useState<SearchKind[]>([])
  const showAll = (kind: SearchKind) => {
    setExpanded((list) => (list.includes(kind) ? list : [...list, kind]))
    if (tab !== kind) {
      setTab(kind)
      // The button pressed in the All tab is gone: keep keyboard focus on the results it opened,
      // and bring the count line and tabs back into view (below the sticky header).
      requestAnimationFrame(() => {
        document.querySelector<HTMLElement>('[role="tabpanel"][data-state="active"]')?.focus({ preventScroll: true })
        const tabs = document.querySelector('[role="tablist"]')
        if (tabs) window.scrollTo({ top: tabs.getBoundingClientRect().top + window.scrollY - 140 })
      })
    }
  }

  if (error) {
    return (
      <div role="alert" className="rounded-[var(--radius-card)] border border-dashed border-terracotta-600/40 px-6 py-12 text-center">
        <p className="font-serif text-xl">Search failed</p>
        <p className="mt-2 text-ink-muted" data-testid="search-error">
          {error.message}
        </p>
      </div>
    )
  }
  if (isPending) return <ResultsSkeleton />

  const { results } = data
  if (results.totalCount === 0) {
    return (
      <EmptyState title={`No results found for "${q}"`}>
        Check the spelling, try fewer words, or browse the{' '}
        <Link href="/glossary" className="font-medium text-sage-700 underline">
          glossary
        </Link>{' '}
        and the{' '}
        <Link href="/faq" className="font-medium text-sage-700 underline">
          FAQ
        </Link>
        .
      </EmptyState>
    )
  }

  const tabs: { value: Tab; label: string; count: number }[] = [
    { value: 'all', label: 'All', count: results.totalCount },
    ...GROUPS.map((group) => ({ value: group.kind, label: group.label, count: results.counts[group.kind] })),
  ]
  // a word that matched nothing was searched as the nearest word of the library ("breathng")
  const corrected = results.correctedQuery
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        {corrected ? (
          <p className="text-sm text-ink-muted" data-testid="corrected-query">
            Showing results for &ldquo;<strong className="font-semibold text-ink">{corrected}</strong>&rdquo; instead of &ldquo;{q}&rdquo;.
          </p>
        ) : null}
        {/* every match; the tabs count each group's matches, which its "Show all" lists */}
        <p role="status" className="text-sm font-medium text-ink-muted" data-testid="count-line">
          {plural(results.totalCount, ['result', 'results'], results.totalCountCapped)} for &ldquo;{corrected ?? q}&rdquo;
        </p>
      </div>
      <Tabs
        value={tab}
        onValueChange={setTab}
        label="Filter results"
        tabs={tabs.map(({ value, label, count }) => ({
          value,
          label: (
            <>
              {label}
              <span className="tabular-nums font-normal">{countText(count, results.totalCountCapped)}</span>
            </>
          ),
        }))}
        listClassName="flex flex-wrap gap-1.5 pb-1"
        tabClassName="inline-flex shrink-0 items-center gap-1.5 rounded-full border border-sand-300 bg-white px-4 py-1.5 text-sm font-medium text-ink-muted transition-colors hover:bg-sand-100 data-[state=active]:border-sage-700 data-[state=active]:bg-sage-700 data-[state=active]:text-white"
        panelClassName="focus-visible:outline-none"
      >
        <DelegatedLinks className="space-y-8">
          {tab === 'all'
            ? results.order.map((kind) => (
                <Group key={kind} q={q} kind={kind} results={results} showHeading expanded={false} onShowAll={() => showAll(kind)} />
              ))
            : (
                <Group key={tab} q={q} kind={tab} results={results} showHeading={false} expanded={expanded.includes(tab)} onShowAll={() => showAll(tab)} />
              )}
        </DelegatedLinks>
      </Tabs>
    </div>
  )
}
