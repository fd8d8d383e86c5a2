import { ExternalLink } from 'lucide-react'
import type { Metadata } from 'next'

import { buttonClass } from '@/components/ui/button'
import { BackLink } from '@/components/ui/BackLink'
import { Badge } from '@/components/ui/primitives'
import { YouTubeEmbed } from '@/components/video/YouTubeEmbed'
import { loadVideo } from '@/web/pageData'
import { formatCount, formatDate } from '@/lib/format'
import { metadataOrNotFound, orNotFound } from '@/web/notFound'
import { channelUrl, watchUrl } from '@/lib/youtube'

type Props = { params: Promise<{ videoId: string }> }

/** Rendered on the first visit and cached (ISR) until its tag expires: none is built ahead. */
export const generateStaticParams = async (): Promise<never[]> => []

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { videoId } = await params
  return metadataOrNotFound(loadVideo(videoId), 'Video not found', (video) => ({
    title: video.title,
    description: video.description.slice(0, 160) || `Watch ${video.title}`,
    alternates: { canonical: `/video/${video.videoId}` },
    openGraph: { title: video.title, url: `/video/${video.videoId}`, type: 'video.other' },
  }))
}

export default async function VideoPage({ params }: Props) {
  const { videoId } = await params
  const video = await orNotFound(loadVideo(videoId))
  return (
    <article className="mx-auto max-w-4xl px-4 pt-8 sm:px-6">
      <BackLink href="/videos">Video library</BackLink>
      <div className="mt-6 aspect-video overflow-hidden rounded-[var(--radius-card)] bg-ink">
        <YouTubeEmbed videoId={video.videoId} title={video.title} />
      </div>
      <h1 className="mt-6 text-3xl font-semibold">{video.title}</h1>
      <p className="mt-3 flex flex-wrap items-center gap-3 text-sm text-ink-muted">
        {video.channelName ? (
          video.channelId ? (
            <a href={channelUrl(video.channelId)} target="_blank" rel="noopener noreferrer">
              <Badge tone="sage">{video.channelName}</Badge>
            </a>
          ) : (
            <Badge tone="sage">{video.channelName}</Badge>
          )
        ) : null}
        <span>{formatCount(video.viewCount)} views</span>
        {video.publishedAt ? <span>Published {formatDate(video.publishedAt)}</span> : null}
      </p>
      {video.description ? <p className="mt-6 whitespace-pre-line text-ink/90">{video.description}</p> : null}
      <a href={watchUrl(video.videoId)} target="_blank" rel="noopener noreferrer" className={buttonClass({ variant: 'secondary' }, 'mt-8')}>
        Watch on YouTube <ExternalLink aria-hidden className="size-4" />
      </a>
    </article>
  )
}
