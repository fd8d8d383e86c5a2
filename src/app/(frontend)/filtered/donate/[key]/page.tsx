import { DonatePage, donateMetadata } from '@/components/donate/DonatePage'
import { decodeKey } from '@/lib/pageVariants'

export const metadata = donateMetadata

export const generateStaticParams = async (): Promise<never[]> => []

type Props = { params: Promise<{ key: string }> }

/** /donate?amount=…&frequency=… (src/proxy.ts rewrites it here, keyed by the normalised pair): one cached page per pair. */
export default async function FilteredDonate({ params }: Props) {
  return <DonatePage query={decodeKey((await params).key)} />
}
