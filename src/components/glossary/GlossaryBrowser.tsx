'use client'

import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'

import { TermCard, TermCardSkeleton } from '@/components/glossary/TermCard'
import { buttonClass } from '@/components/ui/button'
import { DelegatedLinks } from '@/components/ui/DelegatedLinks'
import { EmptyState, selectClass } from '@/components/ui/primitives'
import { SearchField } from '@/components/ui/SearchField'
import { ToggleChip } from '@/components/ui/ToggleChip'
import { ALL, filterTerms, glossaryCountLine, groupByLetter, initialOf, uniqueSorted } from '@/lib/filters'
import { glossaryState, type GlossaryState } from '@/lib/listFilterState'
import { tagLabel } from '@/lib/tagLabel'
import { useUrlFilters } from '@/lib/urlFilters'
import { useServerData } from '@/lib/useServerData'
import type { GlossaryListItem } from '@/services/content/glossary'

export function GlossaryBrowser({
  initialTerms,
  initialFilters,
}: {
  initialTerms?: GlossaryListItem[]
  initialFilters: GlossaryState
}) {
  useServerData('/api/glossary', initialTerms ? { terms: initialTerms } : undefined)
  const { data, isPending, error } = useQuery<{ terms: GlossaryListItem[] }>({
    queryKey: ['/api/glossary'],
  })
  const [filters, update] = useUrlFilters(glossaryState, initialFilters)
  const { search, tag, letter } = filters
  const setSearch = (value: string) => update({ ...filters, search: value }, 'typing')
  const setTag = (value: string) => update({ ...filters, tag: value })
  const setLetter = (value: string) => update({ ...filters, letter: value })

  const terms = data?.terms ?? []
  const tags = useMemo(() => uniqueSorted(terms.flatMap((t) => t.tags)), [terms])
  const letters = useMemo(() => uniqueSorted(terms.map((t) => initialOf(t.term))), [terms])
  const visible = useMemo(() => filterTerms(terms, { search, tag, letter }), [terms, search, tag, letter])
  const groups = useMemo(() => groupByLetter(visible), [visible])
  const filtered = Boolean(search.trim()) || tag !== ALL || letter !== ALL

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 sm:px-6">
      <div className="flex flex-col gap-3 sm:flex-row">
        <SearchField
          id="glossary-search"
          label="Search the glossary"
          placeholder="Search terms or tags"
          value={search}
          onChange={setSearch}
          className="flex-1"
        />
        <label className="sr-only" htmlFor="glossary-tag">
          Filter by tag
        </label>
        <select id="glossary-tag" value={tag} onChange={(e) => setTag(e.target.value)} className={selectClass}>
          <option value={ALL}>All tags</option>
          {tags.map((t) => (
            <option key={t} value={t}>
              {tagLabel(t)}
            </option>
          ))}
        </select>
      </div>

      <div role="group" aria-label="Filter by first letter" className="flex flex-wrap gap-1.5">
        {[ALL, ...letters].map((l) => (
          <ToggleChip key={l} pressed={letter === l} onClick={() => setLetter(l)}>
            {l === ALL ? 'All' : l}
          </ToggleChip>
        ))}
      </div>

      <p role="status" className="text-sm font-medium text-ink-muted" data-testid="count-line">
        {isPending ? 'Loading terms…' : glossaryCountLine(visible.length, { tag, letter })}
      </p>

      {error ? (
        <EmptyState title="The glossary could not be loaded">{error.message}</EmptyState>
      ) : isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            <TermCardSkeleton key={i} />
          ))}
        </div>
      ) : visible.length === 0 ? (
        <EmptyState title={terms.length === 0 ? 'No terms yet' : 'No terms found matching your search'}>
          {filtered ? (
            <button
              type="button"
              className={buttonClass({ variant: 'secondary', size: 'sm' }, 'mt-4')}
              onClick={() => update({ search: '', tag: ALL, letter: ALL })}
            >
              Clear filters
            </button>
          ) : null}
        </EmptyState>
      ) : (
        <DelegatedLinks className="space-y-6">
          {groups.map((group, index) => (
          <section
            key={group.letter}
            aria-labelledby={`letter-${group.letter}`}
            // Letters below the fold skip layout and paint until they scroll near the viewport.
            className={index > 1 ? '[content-visibility:auto] [contain-intrinsic-size:auto_900px]' : undefined}
          >
            <h2 id={`letter-${group.letter}`} className="mb-3 border-b border-sand-200 pb-1 text-2xl font-semibold text-sage-700">
              {group.letter}
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {group.terms.map((term) => (
                <li key={term.slug}>
                  <TermCard term={term} />
                </li>
              ))}
            </ul>
          </section>
          ))}
        </DelegatedLinks>
      )}
    </div>
  )
}
