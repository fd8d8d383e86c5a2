import { PosesListPage, posesListMetadata } from '@/components/poses/PosesListPage'
import { poseState } from '@/lib/listFilterState'

export const metadata = posesListMetadata

/**
 * The list as everyone first sees it: cached (ISR), expired by tag. A link with filters in its
 * query (src/proxy.ts rewrites it to /filtered/poses/{key}) is its own cached page.
 */
export default async function PosesPage() {
  return <PosesListPage filters={poseState.fromParams(new URLSearchParams())} />
}
