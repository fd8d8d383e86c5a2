'use client'

import { Maximize2, Minimize2, X } from 'lucide-react'
import Link from 'next/link'

import { useVideoPlayer } from '@/components/video/VideoPlayerProvider'
import { YouTubeEmbed } from '@/components/video/YouTubeEmbed'
import { cn } from '@/lib/cn'

/** The floating player: bottom left, minimised or expanded, kept across navigation. */
export function FloatingVideoPlayer() {
  const { current, visible, minimized, toggle, close } = useVideoPlayer()
  if (!current || !visible) return null
  const { context } = current
  const contextLabel = context ? ('question' in context ? context.question : context.term) : null
  return (
    <aside
      aria-label="Video player"
      data-testid="floating-player"
      data-state={minimized ? 'minimized' : 'expanded'}
      className={cn(
        'fixed bottom-4 left-4 z-40 overflow-hidden rounded-xl border border-sand-300 bg-white shadow-[var(--shadow-soft)]',
        minimized ? 'w-64' : 'w-[calc(100vw-2rem)] max-w-[480px] md:w-[480px]',
      )}
    >
      <div className="flex items-start gap-2 p-2 pl-3">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold" title={current.title}>
            {current.title}
          </p>
          {context && contextLabel ? (
            <Link
              href={`/${context.type}/${context.slug}`}
              className="block truncate text-xs text-sage-700 underline underline-offset-2"
            >
              {contextLabel}
            </Link>
          ) : null}
        </div>
        <button
          type="button"
          onClick={toggle}
          aria-label={minimized ? 'Expand video player' : 'Minimise video player'}
          className="rounded-md p-1.5 text-ink-muted hover:bg-sand-100 hover:text-ink"
        >
          {minimized ? <Maximize2 aria-hidden className="size-4" /> : <Minimize2 aria-hidden className="size-4" />}
        </button>
        <button
          type="button"
          onClick={close}
          aria-label="Close video player"
          className="rounded-md p-1.5 text-ink-muted hover:bg-sand-100 hover:text-ink"
        >
          <X aria-hidden className="size-4" />
        </button>
      </div>
      <div className="aspect-video w-full bg-ink">
        <YouTubeEmbed videoId={current.videoId} title={current.title} />
      </div>
    </aside>
  )
}
