import { PosesListPage, posesListMetadata } from '@/components/poses/PosesListPage'
import { paramsOf, poseState } from '@/lib/listFilterState'

export const metadata = posesListMetadata

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * /poses with filters in the query (next.config.mjs rewrites it here; the address stays
 * /poses?…): a shared link renders filtered at once, per request.
 */
export default async function FilteredPosesPage({ searchParams }: Props) {
  return <PosesListPage filters={poseState.fromParams(paramsOf(await searchParams))} />
}
