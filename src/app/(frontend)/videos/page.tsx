import type { Metadata } from 'next'

import { VideosIntro } from '@/components/ui/intros'
import { VideoLibrary } from '@/components/videos/VideoLibrary'
import { loadVideos } from '@/web/pageData'

export const metadata: Metadata = {
  title: 'Video Library',
  description: 'Curated yoga videos from teachers around the world, grouped by channel.',
  alternates: { canonical: '/videos' },
  openGraph: { title: 'Video Library', url: '/videos' },
}

export default async function VideosPage() {
  const videos = await loadVideos()
  return (
    <>
      <VideosIntro />
      <VideoLibrary initialVideos={videos} />
    </>
  )
}
