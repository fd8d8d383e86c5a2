import { FaqListPage, faqListMetadata } from '@/components/faq/FaqListPage'
import { faqState } from '@/lib/listFilterState'

export const metadata = faqListMetadata

/**
 * The list as everyone first sees it: cached (ISR), expired by tag. A link with filters in its
 * query (src/proxy.ts rewrites it to /filtered/faq/{key}) is its own cached page.
 */
export default async function FaqPage() {
  return <FaqListPage filters={faqState.fromParams(new URLSearchParams())} />
}
