import type { Metadata } from 'next'

import { SearchPage, searchMetadata } from '@/components/search/SearchPage'
import { decodeKey } from '@/lib/pageVariants'

export const generateStaticParams = async (): Promise<never[]> => []
/** Results include events, which pass with the clock: at most 5 minutes old, and expired by tag. */
export const revalidate = 300

type Props = { params: Promise<{ key: string }> }

const queryOf = async ({ params }: Props) => {
  const query = decodeKey((await params).key)
  return { raw: query.get('q') ?? undefined, tab: query.get('tab') ?? undefined }
}

export const generateMetadata = async (props: Props): Promise<Metadata> => searchMetadata((await queryOf(props)).raw)

/**
 * /search?q=…[&tab=…] (src/proxy.ts rewrites it here, keyed by the normalised query and tab; the
 * address stays): one cached page per query, the least recently used dropped first.
 */
export default async function SearchResultsPage(props: Props) {
  return <SearchPage {...await queryOf(props)} />
}
