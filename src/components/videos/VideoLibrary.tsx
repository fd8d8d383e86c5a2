'use client'

import { useQuery } from '@tanstack/react-query'
import { Search } from 'lucide-react'
import Link from 'next/link'
import { useMemo, useState } from 'react'

import { buttonClass } from '@/components/ui/button'
import { EmptyState, Skeleton } from '@/components/ui/primitives'
import { SearchField } from '@/components/ui/SearchField'
import { ToggleChip } from '@/components/ui/ToggleChip'
import { VideoThumb } from '@/components/videos/VideoThumb'
import { ALL, filterVideos, groupByChannel, topChannels } from '@/lib/filters'
import { formatCount, formatDate } from '@/lib/format'
import { useServerData } from '@/lib/useServerData'
import type { VideoItem } from '@/services/content/videos'

export function VideoLibrary({ initialVideos }: { initialVideos?: VideoItem[] }) {
  useServerData('/api/videos', initialVideos ? { videos: initialVideos } : undefined)
  const { data, isPending, error } = useQuery<{ videos: VideoItem[] }>({
    queryKey: ['/api/videos'],
  })
  const [search, setSearch] = useState('')
  const [channel, setChannel] = useState(ALL)
  const videos = data?.videos ?? []
  const channels = useMemo(() => topChannels(videos), [videos])
  const groups = useMemo(() => groupByChannel(filterVideos(videos, { search, channel })), [videos, search, channel])
  const channelCount = useMemo(() => groupByChannel(videos).length, [videos])

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 sm:px-6">
      <p className="text-ink-muted" data-testid="video-counts">
        {videos.length} curated video{videos.length === 1 ? '' : 's'} from {channelCount} channel{channelCount === 1 ? '' : 's'}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <SearchField id="video-search" label="Search videos" placeholder="Search videos or channels" value={search} onChange={setSearch} className="flex-1" />
        <Link href="/search" className={buttonClass({ variant: 'secondary' })}>
          <Search aria-hidden className="size-4" /> Search the whole site
        </Link>
      </div>
      {channels.length ? (
        <div role="group" aria-label="Filter by channel" className="flex flex-wrap gap-1.5">
          {[{ channel: ALL, count: videos.length }, ...channels].map((item) => (
            <ToggleChip key={item.channel} pressed={channel === item.channel} onClick={() => setChannel(item.channel)}>
              {item.channel === ALL ? 'All Channels' : item.channel} ({item.count})
            </ToggleChip>
          ))}
        </div>
      ) : null}
      {error ? (
        <EmptyState title="The video library could not be loaded">{error.message}</EmptyState>
      ) : isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-64" />
          ))}
        </div>
      ) : groups.length === 0 ? (
        <EmptyState title="No videos found">
          {videos.length ? 'Try another search or channel.' : 'Videos appear here once editors curate them for terms, questions and poses.'}
        </EmptyState>
      ) : (
        groups.map((group) => (
          <section key={group.channel} aria-label={group.channel}>
            <h2 className="mb-3 text-xl font-semibold">
              {group.channel} <span className="text-base font-normal text-ink-muted">({group.videos.length})</span>
            </h2>
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {group.videos.map((video) => (
                <li key={video.videoId}>
                  <Link prefetch={false} href={`/video/${video.videoId}`} className="group block">
                    <VideoThumb video={video} />
                    <span className="mt-2 block font-medium group-hover:underline">{video.title}</span>
                    {video.description ? <span className="mt-1 line-clamp-2 block text-sm text-ink-muted">{video.description}</span> : null}
                    <span className="mt-1 block text-xs text-ink-muted">
                      {formatCount(video.viewCount)} views
                      {video.publishedAt ? ` · ${formatDate(video.publishedAt)}` : ''}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  )
}
