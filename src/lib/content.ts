/**
 * The public pages' data: the services, cached in Next's data cache and expired by tag when an
 * editor saves (src/lib/revalidate.ts), so pages are fast without going stale.
 */
import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'
import { cache } from 'react'

import { getPayloadClient } from '@/lib/payload'
import { TAGS } from '@/lib/revalidate'
import { getEvent } from '@/services/events'
import { getFaq, listFaqs, listFaqVideos } from '@/services/faq'
import { getGlossaryTerm, listGlossaryTerms, listGlossaryTermVideos } from '@/services/glossary'
import { getPose, listPoses, listPoseVideos } from '@/services/poses'
import { getSiteSettings } from '@/services/siteSettings'
import { countContent } from '@/services/stats'
import { getTeam } from '@/services/team'
import { getStoredVideo, listVideos } from '@/services/videos'

const REVALIDATE_SECONDS = 3600

/** Cached across requests (Next's data cache) and deduplicated within one request (React cache). */
const cached = <A extends unknown[], R>(
  load: (payload: Payload, ...args: A) => Promise<R>,
  key: string,
  tags: string[],
) =>
  cache(
    unstable_cache(async (...args: A) => load(await getPayloadClient(), ...args), [key], {
      tags,
      revalidate: REVALIDATE_SECONDS,
    }),
  )

export const loadSiteSettings = cached(getSiteSettings, 'site-settings', [TAGS.settings])
export const loadTeam = cached(getTeam, 'team', [TAGS.team])
export const loadCounts = cache(
  unstable_cache(async () => countContent(await getPayloadClient()), ['content-counts'], {
    tags: [TAGS.glossary, TAGS.videos, TAGS.events, TAGS.poses, TAGS.faq],
    revalidate: 300,
  }),
)

export const loadGlossaryTerms = cached(listGlossaryTerms, 'glossary-list', [TAGS.glossary])
export const loadGlossaryTerm = cached(getGlossaryTerm, 'glossary-term', [TAGS.glossary])
export const loadGlossaryTermVideos = cached(listGlossaryTermVideos, 'glossary-videos', [TAGS.glossary, TAGS.videos])

export const loadFaqs = cached(listFaqs, 'faq-list', [TAGS.faq])
export const loadFaq = cached(getFaq, 'faq', [TAGS.faq])
export const loadFaqVideos = cached(listFaqVideos, 'faq-videos', [TAGS.faq, TAGS.videos])

export const loadPoses = cached(listPoses, 'pose-list', [TAGS.poses])
export const loadPose = cached(getPose, 'pose', [TAGS.poses])
export const loadPoseVideos = cached(listPoseVideos, 'pose-videos', [TAGS.poses, TAGS.videos])

export const loadVideos = cached(listVideos, 'video-list', [TAGS.videos])
export const loadVideo = cached(getStoredVideo, 'video', [TAGS.videos])

export const loadEvent = cached(getEvent, 'event', [TAGS.events])
