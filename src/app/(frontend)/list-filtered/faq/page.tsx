import { FaqListPage, faqListMetadata } from '@/components/faq/FaqListPage'
import { paramsOf, faqState } from '@/lib/listFilterState'

export const metadata = faqListMetadata

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * /faq with filters in the query (next.config.mjs rewrites it here; the address stays
 * /faq?…): a shared link renders filtered at once, per request.
 */
export default async function FilteredFaqPage({ searchParams }: Props) {
  return <FaqListPage filters={faqState.fromParams(paramsOf(await searchParams))} />
}
