import { GlossaryListPage, glossaryListMetadata } from '@/components/glossary/GlossaryListPage'
import { glossaryState } from '@/lib/listFilterState'

export const metadata = glossaryListMetadata

/**
 * The list as everyone first sees it: cached (ISR), expired by tag. A link with filters in its
 * query (src/proxy.ts rewrites it to /filtered/glossary/{key}) is its own cached page.
 */
export default async function GlossaryPage() {
  return <GlossaryListPage filters={glossaryState.fromParams(new URLSearchParams())} />
}
