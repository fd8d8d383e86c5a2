import { PosesListPage, posesListMetadata } from '@/components/poses/PosesListPage'
import { poseState } from '@/lib/listFilterState'

export const metadata = posesListMetadata

/**
 * The list as everyone first sees it: cached (ISR), expired by tag. A link with filters in its
 * query (next.config.mjs rewrites it to /list-filtered/poses) renders them on the server instead.
 */
export default async function PosesPage() {
  return <PosesListPage filters={poseState.fromParams(new URLSearchParams())} />
}
