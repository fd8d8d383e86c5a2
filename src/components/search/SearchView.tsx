'use client'

import type { ReactNode } from 'react'

import { tabOf, type Tab } from '@/components/search/groups'
import { SearchResults } from '@/components/search/SearchResults'
import { MAX_QUERY_LENGTH, normalizeQuery } from '@/lib/searchQuery'
import { useLocationSearch } from '@/lib/urlFilters'
import type { SearchResults as Results } from '@/services/content/search'

type Props = {
  /** the query the server rendered (normalised), or null: none, or one it refused */
  q: string | null
  initialTab: Tab
  /** the server's results for `q` */
  initial?: Results
  /** what shows without a query */
  prompt: ReactNode
  /** what shows for a query over the limit */
  tooLong: ReactNode
}

/**
 * What /search shows below the box: the results of the address's query, else `prompt` or
 * `tooLong`. The server rendered it for its own query; a link followed inside the site may show
 * the copy of another /search address the browser's router already holds (it does not know that
 * the query makes another page, src/lib/pageVariants.ts), so the address is read here and wins.
 */
export function SearchView({ q, initialTab, initial, prompt, tooLong }: Props) {
  const search = useLocationSearch()
  const params = search === null ? null : new URLSearchParams(search)
  const asked = params ? normalizeQuery(params.get('q') ?? '') : (q ?? '')
  const tab = params ? tabOf(params.get('tab')) : initialTab
  if (!asked) return prompt
  if (asked.length > MAX_QUERY_LENGTH) return tooLong
  return <SearchResults key={asked} q={asked} initialTab={tab} initial={asked === q ? initial : undefined} />
}
