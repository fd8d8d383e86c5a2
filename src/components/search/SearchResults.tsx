'use client'

import * as Tabs from '@radix-ui/react-tabs'
import { useQuery } from '@tanstack/react-query'
import Link from 'next/link'
import { useState } from 'react'

import type { SearchKind } from '@/collections/Search/kinds'
import { GROUPS, hitsOf, searchUrl } from '@/components/search/groups'
import { ResultItem } from '@/components/search/ResultItem'
import { DelegatedLinks } from '@/components/ui/DelegatedLinks'
import { EmptyState, Skeleton } from '@/components/ui/primitives'
import type { SearchResults as Results } from '@/services/search'

type Tab = 'all' | SearchKind

const plural = (count: number, [one, many]: [string, string]) => `${count} ${count === 1 ? one : many}`

/** A group's results with its heading; says so when only the best of many are shown. */
function Group({ kind, results, showHeading }: { kind: SearchKind; results: Results; showHeading: boolean }) {
  const group = GROUPS.find((g) => g.kind === kind)!
  const hits = hitsOf(results, kind)
  const total = results.counts[kind]
  if (!hits.length) {
    return showHeading ? null : <EmptyState title={`No ${group.noun[1]} match this search`} />
  }
  return (
    <section aria-labelledby={`results-${kind}`} className="space-y-3">
      <h2 id={`results-${kind}`} className={showHeading ? 'text-xl font-semibold text-sage-700' : 'sr-only'}>
        {group.label} <span className="text-base font-normal text-ink-muted">({plural(total, group.noun)})</span>
      </h2>
      <ul className="space-y-3">
        {hits.map((hit) => (
          <li key={`${kind}-${hit.id}`}>
            <ResultItem kind={kind} hit={hit} />
          </li>
        ))}
      </ul>
      {total > hits.length ? (
        <p className="text-sm text-ink-muted">
          Showing the best {hits.length} of {total}. Add a word to narrow the search.
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
 * SPEC §2 /search: the results are asked for from the browser (SPEC §7's search call), so a
 * failure shows SPEC's generic error form; the suggestions of the search box have often
 * fetched the same query already, and then the results appear at once.
 */
export function SearchResults({ q }: { q: string }) {
  const { data, isPending, error } = useQuery<{ results: Results }>({ queryKey: [searchUrl(q)] })
  const [tab, setTab] = useState<Tab>('all')

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
  return (
    <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)} className="space-y-6">
      <p role="status" className="text-sm font-medium text-ink-muted" data-testid="count-line">
        {results.totalCount} {results.totalCount === 1 ? 'result' : 'results'} for &ldquo;{q}&rdquo;
      </p>
      <Tabs.List aria-label="Filter results" className="-mx-4 flex gap-1.5 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
        {tabs.map(({ value, label, count }) => (
          <Tabs.Trigger
            key={value}
            value={value}
            className="inline-flex shrink-0 items-center gap-1.5 rounded-full border border-sand-300 bg-white px-4 py-1.5 text-sm font-medium text-ink-muted transition-colors hover:bg-sand-100 data-[state=active]:border-sage-700 data-[state=active]:bg-sage-700 data-[state=active]:text-white"
          >
            {label}
            <span className="tabular-nums opacity-80">{count}</span>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <DelegatedLinks>
        {tabs.map(({ value }) => (
          <Tabs.Content key={value} value={value} className="space-y-8 focus-visible:outline-none">
            {value === 'all'
              ? results.order.map((kind) => <Group key={kind} kind={kind} results={results} showHeading />)
              : <Group kind={value} results={results} showHeading={false} />}
          </Tabs.Content>
        ))}
      </DelegatedLinks>
    </Tabs.Root>
  )
}
