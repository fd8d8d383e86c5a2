import { FaqListPage, faqListMetadata } from '@/components/faq/FaqListPage'
import { faqState } from '@/lib/listFilterState'

export const metadata = faqListMetadata

/**
 * The list as everyone first sees it: cached (ISR), expired by tag. A link with filters in its
 * query (next.config.mjs rewrites it to /list-filtered/faq) renders them on the server instead.
 */
export default async function FaqPage() {
  return <FaqListPage filters={faqState.fromParams(new URLSearchParams())} />
}
