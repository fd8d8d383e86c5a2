import { GlossaryListPage, glossaryListMetadata } from '@/components/glossary/GlossaryListPage'
import { paramsOf, glossaryState } from '@/lib/listFilterState'

export const metadata = glossaryListMetadata

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * /glossary with filters in the query (next.config.mjs rewrites it here; the address stays
 * /glossary?…): a shared link renders filtered at once, per request.
 */
export default async function FilteredGlossaryPage({ searchParams }: Props) {
  return <GlossaryListPage filters={glossaryState.fromParams(paramsOf(await searchParams))} />
}
