import { PosesListPage, posesListMetadata } from '@/components/poses/PosesListPage'
import { poseState } from '@/lib/listFilterState'
import { decodeKey } from '@/lib/pageVariants'

export const metadata = posesListMetadata

/** Rendered on a visitor's first request for this key (none at build), then cached like /poses. */
export const generateStaticParams = async (): Promise<never[]> => []

type Props = { params: Promise<{ key: string }> }

/**
 * /poses with filters in its query: src/proxy.ts rewrites it here, keyed by the normalised query
 * (src/lib/pageVariants.ts); the address in the browser stays /poses?…. One cached page per key.
 */
export default async function FilteredPosesPage({ params }: Props) {
  return <PosesListPage filters={poseState.fromParams(decodeKey((await params).key))} />
}
