/* eslint-disable @next/next/no-img-element -- YouTube thumbnails: fixed size, lazy, no optimiser round trip */
import { PlayCircle } from 'lucide-react'

import { periodAsClock } from '@/lib/format'
import type { VideoItem } from '@/services/content/videos'

/** A 16:9 thumbnail with its duration badge; space is reserved so nothing shifts as it loads. */
export function VideoThumb({ video }: { video: Pick<VideoItem, 'thumbnailUrl' | 'duration' | 'title'> }) {
  const clock = video.duration ? periodAsClock(video.duration) : ''
  return (
    <span className="relative block aspect-video overflow-hidden rounded-xl bg-sage-100">
      {video.thumbnailUrl ? (
        <img src={video.thumbnailUrl} alt="" width={480} height={270} loading="lazy" decoding="async" className="size-full object-cover" />
      ) : null}
      <PlayCircle aria-hidden className="absolute top-1/2 left-1/2 size-12 -translate-1/2 text-white drop-shadow" />
      {clock ? (
        <span className="absolute right-2 bottom-2 rounded bg-ink/80 px-1.5 py-0.5 text-xs font-medium text-white">{clock}</span>
      ) : null}
    </span>
  )
}
