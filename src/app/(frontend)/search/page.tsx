import { SearchPage, searchMetadata } from '@/components/search/SearchPage'

export const metadata = searchMetadata(undefined)

/** /search with no query: what to search for (cached); with one it is /filtered/search/{key}. */
export default function EmptySearchPage() {
  return <SearchPage />
}
