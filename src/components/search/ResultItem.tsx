import { CalendarDays, ExternalLink, Globe, MapPin } from 'lucide-react'

import type { SearchKind } from '@/collections/Search/kinds'
import { Highlighted } from '@/components/search/Highlighted'
import { hrefOf, titleOf, type AnyHit } from '@/components/search/groups'
import { Badge } from '@/components/ui/primitives'
import { EXAMPLE_EVENT_LABEL, isExample } from '@/lib/examples'
import { DIFFICULTY_OPTIONS, labelOf, LOCATION_TYPE_OPTIONS } from '@/lib/options'
import { tagLabel } from '@/lib/tagLabel'
import type { EventHit, GlossaryHit, PoseHit, VideoHit } from '@/services/content/search'

/** At most 3 tags per result. */
const Tags = ({ tags }: { tags?: string[] }) =>
  tags?.length ? (
    <span className="flex flex-wrap gap-1.5" data-testid="result-tags">
      {tags.slice(0, 3).map((tag) => (
        <Badge key={tag}>{tagLabel(tag)}</Badge>
      ))}
    </span>
  ) : null

/** The line under a result's title that says what it is. */
function Subtitle({ kind, hit }: { kind: SearchKind; hit: AnyHit }) {
  switch (kind) {
    case 'glossary': {
      const term = hit as GlossaryHit
      return term.sanskrit ? (
        <span lang="sa" className="devanagari text-base text-sage-700">
          {term.sanskrit}
        </span>
      ) : null
    }
    case 'poses': {
      const pose = hit as PoseHit
      return (
        <span className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
          {pose.sanskritName ? (
            <span lang="sa-Latn" className="italic">
              {pose.sanskritName}
            </span>
          ) : null}
          <Badge tone="sage">{labelOf(DIFFICULTY_OPTIONS, pose.difficulty)}</Badge>
        </span>
      )
    }
    case 'events': {
      const event = hit as EventHit
      return (
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
          {isExample(event) ? <Badge tone="outline">{EXAMPLE_EVENT_LABEL}</Badge> : null}
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden className="size-4 text-sage-700" />
            {event.when.date}
          </span>
          <span className="inline-flex items-center gap-1.5">
            {event.locationType === 'online' ? (
              <Globe aria-hidden className="size-4 text-sage-700" />
            ) : (
              <MapPin aria-hidden className="size-4 text-sage-700" />
            )}
            {labelOf(LOCATION_TYPE_OPTIONS, event.locationType)}
            {event.city ? ` · ${event.city}` : ''}
          </span>
        </span>
      )
    }
    case 'videos': {
      const video = hit as VideoHit
      return video.channelName ? <span className="text-sm text-ink-muted">{video.channelName}</span> : null
    }
    default:
      return null
  }
}

/** One search result: a link to the item with its title, what it is, the marked snippet and tags. */
export function ResultItem({ kind, hit }: { kind: SearchKind; hit: AnyHit }) {
  const external = kind === 'videos'
  const title = titleOf(kind, hit)
  return (
    <a
      href={hrefOf(kind, hit)}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      className="group flex gap-4 rounded-[var(--radius-card)] border border-sand-200 bg-white p-4 shadow-[var(--shadow-soft)] transition-colors hover:border-sage-600/40 sm:p-5"
    >
      {kind === 'videos' ? (
        // eslint-disable-next-line @next/next/no-img-element -- the video site's thumbnail, fixed box
        <img
          src={(hit as VideoHit).thumbnailUrl}
          alt=""
          width={160}
          height={90}
          loading="lazy"
          className="hidden aspect-video w-32 shrink-0 rounded-lg object-cover sm:block"
        />
      ) : null}
      <span className="flex min-w-0 flex-1 flex-col gap-1.5">
        <span className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <Highlighted snippet={{ text: title, marks: hit.titleMarks ?? [] }} className="font-serif text-lg font-semibold group-hover:underline" />
          {external ? (
            <span className="inline-flex items-center gap-1 text-xs text-ink-muted">
              <ExternalLink aria-hidden className="size-3.5" />
              <span>YouTube, opens in a new tab</span>
            </span>
          ) : null}
        </span>
        <Subtitle kind={kind} hit={hit} />
        {hit.snippet.text ? <Highlighted snippet={hit.snippet} className="text-ink-muted" /> : null}
        {'tags' in hit ? <Tags tags={hit.tags} /> : null}
      </span>
    </a>
  )
}
