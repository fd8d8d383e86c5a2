import type { Metadata } from 'next'

import { PoseBrowser } from '@/components/poses/PoseBrowser'
import { PageIntro } from '@/components/ui/primitives'
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
      <PageIntro eyebrow="Poses" title="Pose library">
        Step-by-step instructions for each pose, with what to avoid. Move gently and stop if anything hurts.
      </PageIntro>
      <PoseBrowser initialPoses={poses} />
    </>
  )
}
