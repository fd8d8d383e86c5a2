'use client'

import { useQuery } from '@tanstack/react-query'
import { ChevronRight } from 'lucide-react'
import { useMemo } from 'react'

import { buttonClass } from '@/components/ui/button'
import { DelegatedLinks } from '@/components/ui/DelegatedLinks'
import { Badge, EmptyState, Skeleton } from '@/components/ui/primitives'
import { SearchField } from '@/components/ui/SearchField'
import { ToggleChip } from '@/components/ui/ToggleChip'
import { ALL, faqCountLine, filterFaqs, uniqueSorted } from '@/lib/filters'
import { faqState, type FaqState } from '@/lib/listFilterState'
import { tagLabel } from '@/lib/tagLabel'
import { useUrlFilters } from '@/lib/urlFilters'
import { useServerData } from '@/lib/useServerData'
import type { FaqCard, FaqSummary } from '@/services/content/faq'

/**
 * The FAQ list. The page hands in either the cards (`initialCards`: what a card shows) or, when
 * the URL holds a search, every FAQ with its long answer (`initialFaqs`). The search looks in the
 * long answers too: once a visitor types, they come from /api/faq (one call, then
 * cached), and until they are in the list narrows on what the cards hold.
 */
export function FaqBrowser({
  initialFaqs,
  initialCards,
  initialFilters,
}: {
  initialFaqs?: FaqSummary[]
  initialCards?: FaqCard[]
  initialFilters: FaqState
}) {
  useServerData('/api/faq', initialFaqs ? { faqs: initialFaqs } : undefined)
  const [filters, update] = useUrlFilters(faqState, initialFilters)
  const { search, topic: tag } = filters
  const searching = search.trim() !== ''
  const full = useQuery<{ faqs: FaqSummary[] }>({
    queryKey: ['/api/faq'],
    enabled: !initialCards || searching,
  })
  const cardsOnly = !full.data && initialCards !== undefined
  const { isPending, error } = cardsOnly ? { isPending: false, error: searching ? full.error : null } : full
  const setSearch = (value: string) => update({ ...filters, search: value }, 'typing')
  const setTag = (value: string) => update({ ...filters, topic: value })
  const faqs: FaqCard[] = full.data?.faqs ?? initialCards ?? []
  const tags = useMemo(() => uniqueSorted(faqs.flatMap((f) => f.tags)), [faqs])
  const visible = useMemo(() => filterFaqs(faqs, { search, tag }), [faqs, search, tag])

  return (
    // The list lines up with the page heading above it (same container), at a readable width.
    <div className="mx-auto max-w-6xl px-4 sm:px-6">
    <div className="max-w-4xl space-y-6">
      <SearchField id="faq-search" label="Search the FAQ" placeholder="Search questions" value={search} onChange={setSearch} />
      <div role="group" aria-label="Filter by topic" className="flex flex-wrap gap-1.5">
        {[ALL, ...tags].map((t) => (
          <ToggleChip key={t} pressed={tag === t} onClick={() => setTag(t)}>
            {t === ALL ? 'All topics' : tagLabel(t)}
          </ToggleChip>
        ))}
      </div>
      <p role="status" className="text-sm font-medium text-ink-muted" data-testid="count-line">
        {isPending ? 'Loading questions…' : faqCountLine(visible.length, { tag })}
      </p>
      {error ? (
        <EmptyState title="The FAQ could not be loaded">{error.message}</EmptyState>
      ) : isPending ? (
        <div className="space-y-3">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-24" />
          ))}
        </div>
      ) : faqs.length === 0 ? (
        <EmptyState title="No FAQs available yet" />
      ) : visible.length === 0 ? (
        <EmptyState title="No FAQs found matching your search">
          <button
            type="button"
            className={buttonClass({ variant: 'secondary', size: 'sm' }, 'mt-4')}
            onClick={() => update({ search: '', topic: ALL })}
          >
            Clear filters
          </button>
        </EmptyState>
      ) : (
        <DelegatedLinks>
        <ul className="space-y-3">
          {visible.map((faq) => (
            <li key={faq.slug}>
              <a
                href={`/faq/${faq.slug}`}
                className="group flex items-start gap-4 rounded-[var(--radius-card)] border border-sand-200 bg-white p-5 shadow-[var(--shadow-soft)] hover:border-sage-600/40"
              >
                <span className="flex-1 space-y-1.5">
                  <span className="block font-serif text-lg font-semibold group-hover:underline">{faq.question}</span>
                  <span className="block text-ink-muted">{faq.shortAnswer}</span>
                  <span className="flex flex-wrap gap-1.5 pt-1">
                    {faq.tags.slice(0, 3).map((t) => (
                      <Badge key={t}>{tagLabel(t)}</Badge>
                    ))}
                  </span>
                </span>
                <ChevronRight aria-hidden className="mt-1 size-5 shrink-0 text-ink-muted" />
              </a>
            </li>
          ))}
        </ul>
        </DelegatedLinks>
      )}
    </div>
    </div>
  )
}
