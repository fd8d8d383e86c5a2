import { FaqListPage, faqListMetadata } from '@/components/faq/FaqListPage'
import { faqState } from '@/lib/listFilterState'
import { decodeKey } from '@/lib/pageVariants'

export const metadata = faqListMetadata

/** Rendered on a visitor's first request for this key (none at build), then cached like /faq. */
export const generateStaticParams = async (): Promise<never[]> => []

type Props = { params: Promise<{ key: string }> }

/**
 * /faq with filters in its query: src/proxy.ts rewrites it here, keyed by the normalised query
 * (src/lib/pageVariants.ts); the address in the browser stays /faq?…. One cached page per key.
 */
export default async function FilteredFaqPage({ params }: Props) {
  return <FaqListPage filters={faqState.fromParams(decodeKey((await params).key))} />
}
