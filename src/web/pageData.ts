/**
 * The public pages' data: the services, cached in Next's data cache (in memory,
 * server/pageCacheHandler.mjs) and expired by tag when an editor saves or a job writes
 * (src/services/platform/revalidate.ts), so pages are fast without going stale.
 *
 * `next build` runs without a database: there every loader answers an empty stand-in (no terms,
 * no poses, the default site name; a single item is "not found"), so the cacheable pages build
 * as ISR routes. Nothing the build renders is ever served: the cache handler reads nothing from
 * the build, and the first request after a start renders from the live database.
 */
import { PHASE_PRODUCTION_BUILD } from 'next/constants'
import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'
import { cache } from 'react'

import { DEFAULT_SITE_NAME, DEFAULT_TAGLINE } from '@/globals/SiteSettings'
import { env } from '@/lib/env'
import { getPayloadClient } from '@/services/platform/payload'
import { TAGS } from '@/services/platform/revalidate'
import { NotFoundError } from '@/services/platform/errors'
import type { EventFilters } from '@/schemas/eventFilters'
import { getEvent, listEvents } from '@/services/content/events'
import { search } from '@/services/content/search'
import { getCertificate } from '@/services/courses/certificates'
import { listCourses } from '@/services/courses/courses'
import { getCourseOverview, getLessonView } from '@/services/courses/courseViews'
import type { SearchParams } from '@/schemas/search'
import { getFaq, latestFaq, listFaqs, listFaqVideos } from '@/services/content/faq'
import { getGlossaryTerm, latestGlossaryTerm, listGlossaryTerms, listGlossaryTermVideos } from '@/services/content/glossary'
import { getPose, latestPose, listPoses, listPoseVideos } from '@/services/content/poses'
import { getSiteSettings } from '@/services/content/siteSettings'
import { countContent } from '@/services/content/stats'
import { getTeam } from '@/services/content/team'
import { getStoredVideo, listVideos } from '@/services/content/videos'
import { previewing } from '@/web/preview'

const REVALIDATE_SECONDS = 3600

/** True while `next build` prerenders (no database there). */
export const isBuildPhase = (): boolean => process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD

/** Outside a Next server (the tests calling route handlers, scripts) there is no data cache. */
const inNextServer = (): boolean => Boolean(process.env.NEXT_RUNTIME)

const none = (): never => {
  throw new NotFoundError('Not available while building')
}

/** Cached across requests (Next's data cache) and deduplicated within one request (React cache). */
const cached = <A extends unknown[], R>(
  load: (payload: Payload, ...args: A) => Promise<R>,
  key: string,
  tags: string[],
  standIn: () => R,
  revalidate = REVALIDATE_SECONDS,
) => {
  const read = async (...args: A) => load(await getPayloadClient(), ...args)
  const live = unstable_cache(read, [key], { tags, revalidate })
  return cache(async (...args: A): Promise<R> => (isBuildPhase() ? standIn() : inNextServer() ? live(...args) : read(...args)))
}

/**
 * In an editor's draft preview (src/web/preview.ts) the latest version, draft or published, read
 * afresh from the database and never cached; for everyone else `published`, the cached loader.
 */
const previewable = <A extends unknown[], R>(published: (...args: A) => Promise<R>, latest: (payload: Payload, ...args: A) => Promise<R>) =>
  cache(async (...args: A): Promise<R> => ((await previewing()) ? latest(await getPayloadClient(), ...args) : published(...args)))

export const loadSiteSettings = cached(getSiteSettings, 'site-settings', [TAGS.settings], () => ({
  siteName: env.siteName || DEFAULT_SITE_NAME,
  tagline: DEFAULT_TAGLINE,
  supportEmail: env.supportEmail,
  // the database unreachable: no tax claim rather than a guessed one
  taxStatus: { kind: 'none' as const },
}))
export const loadTeam = previewable(
  cached((payload: Payload) => getTeam(payload), 'team', [TAGS.team], () => ({ mission: '', members: [] })),
  (payload) => getTeam(payload, { latest: true }),
)
export const loadCounts = cached(
  (payload: Payload) => countContent(payload),
  'content-counts',
  [TAGS.glossary, TAGS.videos, TAGS.events, TAGS.poses, TAGS.faq],
  () => ({ terms: 0, videos: 0, events: 0, poses: 0, faqs: 0 }),
  300,
)

export const loadGlossaryTerms = cached(listGlossaryTerms, 'glossary-list', [TAGS.glossary], () => [])
export const loadGlossaryTerm = previewable(cached(getGlossaryTerm, 'glossary-term', [TAGS.glossary], none), latestGlossaryTerm.get)
export const loadGlossaryTermVideos = previewable(
  cached(listGlossaryTermVideos, 'glossary-videos', [TAGS.glossary, TAGS.videos], () => []),
  latestGlossaryTerm.videos,
)

export const loadFaqs = cached(listFaqs, 'faq-list', [TAGS.faq], () => [])
export const loadFaq = previewable(cached(getFaq, 'faq', [TAGS.faq], none), latestFaq.get)
export const loadFaqVideos = previewable(cached(listFaqVideos, 'faq-videos', [TAGS.faq, TAGS.videos], () => []), latestFaq.videos)

export const loadPoses = cached(listPoses, 'pose-list', [TAGS.poses], () => [])
export const loadPose = previewable(cached(getPose, 'pose', [TAGS.poses], none), latestPose.get)
export const loadPoseVideos = previewable(cached(listPoseVideos, 'pose-videos', [TAGS.poses, TAGS.videos], () => []), latestPose.videos)

export const loadVideos = cached(listVideos, 'video-list', [TAGS.videos], () => [])
export const loadVideo = cached(getStoredVideo, 'video', [TAGS.videos], none)

export const loadEvent = previewable(
  cached((payload: Payload, slug: string) => getEvent(payload, slug), 'event', [TAGS.events], none),
  (payload, slug) => getEvent(payload, slug, { latest: true }),
)

/** Events change with the clock too (one that started drops off the list): at most 5 minutes old. */
const EVENT_LIST_SECONDS = 300

/** The upcoming events matching these filters (plain values: they are the cache key). */
export const loadEvents = cached(
  (payload: Payload, filters: EventFilters) => listEvents(payload, filters),
  'event-list',
  [TAGS.events],
  () => [],
  EVENT_LIST_SECONDS,
)

/** A search's first results: every kind of content, events too (so at most 5 minutes old). */
export const loadSearch = cached(
  (payload: Payload, query: SearchParams) => search(payload, query),
  'search',
  [TAGS.glossary, TAGS.faq, TAGS.poses, TAGS.videos, TAGS.events],
  () => undefined,
  EVENT_LIST_SECONDS,
)

/** The published courses (/courses). */
export const loadCourses = cached((payload: Payload) => listCourses(payload), 'course-list', [TAGS.courses], () => [])
/** A course's page as a visitor sees it: nobody's enrolment or progress, no locked body. */
export const loadCourseForVisitor = cached(
  (payload: Payload, slug: string) => getCourseOverview(payload, slug, null, { withBodies: false }),
  'course-visitor',
  [TAGS.courses],
  none,
)
/** A lesson as a visitor sees it (the body only of a free preview), with its linked poses, terms and questions. */
export const loadLessonForVisitor = previewable(
  cached(
    (payload: Payload, slug: string, lesson: string) => getLessonView(payload, slug, lesson, null),
    'lesson-visitor',
    [TAGS.courses, TAGS.poses, TAGS.glossary, TAGS.faq],
    none,
  ),
  (payload, slug, lesson) => getLessonView(payload, slug, lesson, null, { latest: true }),
)
/** /certificates/{verifyId}: expired when any certificate is issued, renamed or revoked. */
export const loadCertificate = cached((payload: Payload, verifyId: string) => getCertificate(payload, verifyId), 'certificate', [TAGS.certificates, TAGS.courses], none)
