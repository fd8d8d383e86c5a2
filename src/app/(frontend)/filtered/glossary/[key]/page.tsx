import { GlossaryListPage, glossaryListMetadata } from '@/components/glossary/GlossaryListPage'
import { glossaryState } from '@/lib/listFilterState'
import { decodeKey } from '@/lib/pageVariants'

export const metadata = glossaryListMetadata

/** Rendered on a visitor's first request for this key (none at build), then cached like /glossary. */
export const generateStaticParams = async (): Promise<never[]> => []

type Props = { params: Promise<{ key: string }> }

/**
 * /glossary with filters in its query: src/proxy.ts rewrites it here, keyed by the normalised query
 * (src/lib/pageVariants.ts); the address in the browser stays /glossary?…. One cached page per key.
 */
export default async function FilteredGlossaryPage({ params }: Props) {
  return <GlossaryListPage filters={glossaryState.fromParams(decodeKey((await params).key))} />
}
