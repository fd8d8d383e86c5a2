'use client'

import type { ReactNode } from 'react'

import { useVideoPlayer, type VideoContext } from '@/components/video/VideoPlayerProvider'
import { VideoThumb } from '@/components/videos/VideoThumb'
import type { VideoItem } from '@/services/content/videos'

/** Videos attached to a term, FAQ or pose; each opens in the floating player with that context. */
export function ContextVideos({
  videos,
  context,
  emptyText,
}: {
  videos: VideoItem[]
  context: VideoContext
  emptyText: ReactNode
}) {
  const player = useVideoPlayer()
  if (videos.length === 0) return <p className="text-ink-muted">{emptyText}</p>
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {videos.map((video) => (
        <li key={video.videoId}>
          <button
            type="button"
            onClick={() => player.play({ videoId: video.videoId, title: video.title, context })}
            className="group block w-full text-left"
          >
            <VideoThumb video={video} />
            <span className="mt-2 block font-medium group-hover:underline">{video.title}</span>
            {video.channelName ? <span className="block text-sm text-ink-muted">{video.channelName}</span> : null}
            <span className="sr-only">Play in the video player</span>
          </button>
        </li>
      ))}
    </ul>
  )
}
