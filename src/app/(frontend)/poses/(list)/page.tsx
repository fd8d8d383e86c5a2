import type { Metadata } from 'next'

import { CurateAllStepVideos } from '@/components/poses/CurateAllStepVideos'
import { PoseBrowser } from '@/components/poses/PoseBrowser'
import { PosesIntro } from '@/components/ui/intros'
import { loadPoses } from '@/lib/content'
import { paramsOf, poseState } from '@/lib/listFilterState'
import { generationFeatures } from '@/services/generation'

export const metadata: Metadata = {
  title: 'Pose library',
  description: 'Yoga poses step by step: how to come in, what it helps, and who should take care.',
  alternates: { canonical: '/poses' },
  openGraph: { title: 'Pose library', url: '/poses' },
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function PosesPage({ searchParams }: Props) {
  const poses = await loadPoses()
  // The filters of the URL apply on the server too: a shared link renders filtered at once.
  const filters = poseState.fromParams(paramsOf(await searchParams))
  return (
    <>
      <PosesIntro />
      <CurateAllStepVideos enabled={generationFeatures().videos} total={poses.length} />
      <PoseBrowser initialPoses={poses} initialFilters={filters} />
    </>
  )
}
