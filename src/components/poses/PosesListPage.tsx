import type { Metadata } from 'next'

import { CurateAllStepVideos } from '@/components/poses/CurateAllStepVideos'
import { PoseBrowser } from '@/components/poses/PoseBrowser'
import { PosesIntro } from '@/components/ui/intros'
import { loadPoses } from '@/web/pageData'
import type { PoseState } from '@/lib/listFilterState'
import { generationFeatures } from '@/services/ai/generationFeatures'

export const posesListMetadata: Metadata = {
  title: 'Pose library',
  description: 'Yoga poses step by step: how to come in, what it helps, and who should take care.',
  alternates: { canonical: '/poses' },
  openGraph: { title: 'Pose library', url: '/poses' },
}

/** The poses list with these filters applied on the server (the page, or a filtered link). */
export async function PosesListPage({ filters }: { filters: PoseState }) {
  const poses = await loadPoses()
  return (
    <>
      <PosesIntro />
      {generationFeatures().videos ? <CurateAllStepVideos total={poses.length} /> : null}
      <PoseBrowser initialPoses={poses} initialFilters={filters} />
    </>
  )
}
