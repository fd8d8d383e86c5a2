import { GlossaryListPage, glossaryListMetadata } from '@/components/glossary/GlossaryListPage'
import { glossaryState } from '@/lib/listFilterState'

export const metadata = glossaryListMetadata

/**
 * The list as everyone first sees it: cached (ISR), expired by tag. A link with filters in its
 * query (next.config.mjs rewrites it to /list-filtered/glossary) renders them on the server instead.
 */
export default async function GlossaryPage() {
  return <GlossaryListPage filters={glossaryState.fromParams(new URLSearchParams())} />
}
