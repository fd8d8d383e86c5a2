import type { ReactNode } from 'react'

import { ContextVideos } from '@/components/videos/ContextVideos'
import type { VideoContext } from '@/components/video/VideoPlayerProvider'
import type { VideoItem } from '@/services/videos'

/** A detail page's titled videos section; each video plays in the floating player with this context. */
export function VideosSection({
  id = 'videos',
  title = 'Videos',
  videos,
  context,
  emptyText,
  className,
}: {
  id?: string
  title?: string
  videos: VideoItem[]
  context: VideoContext
  emptyText: ReactNode
  className?: string
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      <div className="mt-4">
        <ContextVideos videos={videos} context={context} emptyText={emptyText} />
      </div>
    </section>
  )
}
