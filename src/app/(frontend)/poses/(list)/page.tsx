import type { Metadata } from 'next'

import { PoseBrowser } from '@/components/poses/PoseBrowser'
import { PosesIntro } from '@/components/ui/intros'
import { loadPoses } from '@/lib/content'

export const metadata: Metadata = {
  title: 'Pose library',
  description: 'Yoga poses step by step: how to come in, what it helps, and who should take care.',
  alternates: { canonical: '/poses' },
  openGraph: { title: 'Pose library', url: '/poses' },
}

export default async function PosesPage() {
  const poses = await loadPoses()
  return (
    <>
      <PosesIntro />
      <PoseBrowser initialPoses={poses} />
    </>
  )
}
