import { ContextVideos } from '@/components/videos/ContextVideos'
import { CuratingSection } from '@/components/videos/CuratingSection'
import type { VideoContext } from '@/components/video/VideoPlayerProvider'
import type { VideoItem } from '@/services/content/videos'

/**
 * A detail page's titled videos section; each video plays in the floating player with this
 * context. With no videos it is not rendered, except while the page's video curation runs (its
 * SPEC loading text in the section's place until the videos arrive).
 */
export function VideosSection({
  id = 'videos',
  title = 'Videos',
  videos,
  context,
  className,
}: {
  id?: string
  title?: string
  videos: VideoItem[]
  context: VideoContext
  className?: string
}) {
  if (videos.length === 0) return <CuratingSection id={id} title={title} className={className} />
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      <div className="mt-4">
        <ContextVideos videos={videos} context={context} emptyText={null} />
      </div>
    </section>
  )
}
