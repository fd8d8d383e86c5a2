/**
 * The YouTube Data API v3 over fetch, with the key in `YOUTUBE_API_KEY` (unset: video
 * curation reports "not configured") and `YOUTUBE_API_BASE` for another server (the tests' fake,
 * tests/fakes/youtube.ts).
 *
 * Quota: Google gives a key `YOUTUBE_DAILY_QUOTA` units a day (default 10,000), the day ending at
 * midnight Pacific time. `search.list` costs 100 units, `videos.list` 1. Units are reserved in
 * the caller's store before each call; when a call would pass the quota, QuotaExhaustedError
 * says until when. Searches are cached in the store for `YOUTUBE_SEARCH_CACHE_DAYS` (7).
 */
import { createHash } from 'node:crypto'

type Environment = Record<string, string | undefined>
const read = (name: string, environment: Environment) => environment[name]?.trim() || undefined

export const SEARCH_COST = 100
export const VIDEOS_COST = 1

export type YoutubeSettings = { apiKey: string; base: string; dailyQuota: number; cacheDays: number }

export const youtubeSettings = (environment: Environment = process.env): YoutubeSettings | null => {
  const apiKey = read('YOUTUBE_API_KEY', environment)
  if (!apiKey) return null
  const quota = Number(read('YOUTUBE_DAILY_QUOTA', environment))
  const cacheDays = Number(read('YOUTUBE_SEARCH_CACHE_DAYS', environment))
  return {
    apiKey,
    base: (read('YOUTUBE_API_BASE', environment) ?? 'https://www.googleapis.com/youtube/v3').replace(/\/$/, ''),
    dailyQuota: Number.isFinite(quota) && quota > 0 ? quota : 10_000,
    cacheDays: Number.isFinite(cacheDays) && cacheDays >= 0 ? cacheDays : 7,
  }
}

const PACIFIC = 'America/Los_Angeles'

/** The quota day of `now`: the date in Pacific time, YYYY-MM-DD (Google resets at midnight there). */
export const quotaDay = (now: Date = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: PACIFIC, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)

/** The moment the next quota day starts (midnight Pacific time after `now`). */
export const nextQuotaDay = (now: Date = new Date()): Date => {
  const today = quotaDay(now)
  // Step forward an hour at a time (DST-proof) to the first instant of another Pacific date,
  // then back to its exact start by minutes.
  let probe = new Date(now.getTime())
  while (quotaDay(probe) === today) probe = new Date(probe.getTime() + 3_600_000)
  let start = probe
  while (quotaDay(new Date(start.getTime() - 60_000)) !== today) start = new Date(start.getTime() - 60_000)
  return new Date(Math.floor(start.getTime() / 60_000) * 60_000)
}

export class QuotaExhaustedError extends Error {
  constructor(readonly resumeAfter: Date) {
    super(`The YouTube quota of today is spent; curation resumes after ${resumeAfter.toISOString()}.`)
    this.name = 'QuotaExhaustedError'
  }
}

export class YoutubeError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'YoutubeError'
  }
}

/**
 * Where the quota is counted and searches are cached: the app keeps both in PostgreSQL
 * (src/services/ai/youtubeStore.ts), so several processes never overspend together.
 */
export type YoutubeStore = {
  /** Reserves `units` of today's quota, or throws QuotaExhaustedError (nothing reserved). */
  reserve: (units: number, settings: YoutubeSettings) => Promise<void>
  /** A search answered within the cache days, by its key */
  cachedSearch: (cacheKey: string) => Promise<SearchHit[] | null>
  rememberSearch: (cacheKey: string, query: string, hits: SearchHit[], settings: YoutubeSettings) => Promise<void>
}

const call = async <T>(settings: YoutubeSettings, path: string, params: Record<string, string>): Promise<T> => {
  const url = new URL(`${settings.base}/${path}`)
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value)
  url.searchParams.set('key', settings.apiKey)
  const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(20_000) })
  const body = (await response.json().catch(() => ({}))) as { error?: { message?: string; errors?: { reason?: string }[] } } & T
  if (!response.ok) {
    const reason = body.error?.errors?.[0]?.reason
    // Google's own count says the day is spent (another app on the key, or our count is behind)
    if (response.status === 403 && (reason === 'quotaExceeded' || reason === 'dailyLimitExceeded')) throw new QuotaExhaustedError(nextQuotaDay())
    throw new YoutubeError(response.status, `YouTube answered ${response.status}: ${body.error?.message ?? response.statusText}`)
  }
  return body
}

export type SearchHit = { videoId: string; title: string; description: string; channelId: string; channelTitle: string; publishedAt: string; thumbnailUrl: string }

type SearchResponse = {
  items?: {
    id?: { videoId?: string }
    snippet?: { title?: string; description?: string; channelId?: string; channelTitle?: string; publishedAt?: string; thumbnails?: Record<string, { url?: string }> }
  }[]
}

/**
 * `search.list` for embeddable, strictly safe, English videos (100 units), answered from the
 * database cache when the same query was made within the cache days.
 */
export const searchVideos = async (store: YoutubeStore, query: string, { maxResults = 25 }: { maxResults?: number } = {}): Promise<SearchHit[]> => {
  const settings = youtubeSettings()
  if (!settings) throw new Error('YouTube is not configured')
  const cacheKey = createHash('sha256').update(JSON.stringify([query.toLowerCase().trim(), maxResults])).digest('hex')
  const cached = await store.cachedSearch(cacheKey)
  if (cached) return cached
  await store.reserve(SEARCH_COST, settings)
  const body = await call<SearchResponse>(settings, 'search', {
    part: 'snippet',
    type: 'video',
    q: query,
    maxResults: String(maxResults),
    videoEmbeddable: 'true',
    safeSearch: 'strict',
    relevanceLanguage: 'en',
  })
  const hits: SearchHit[] = (body.items ?? []).flatMap((item) => {
    const videoId = item.id?.videoId
    if (!videoId) return []
    const snippet = item.snippet ?? {}
    const thumbs = snippet.thumbnails ?? {}
    return [
      {
        videoId,
        title: snippet.title ?? '',
        description: snippet.description ?? '',
        channelId: snippet.channelId ?? '',
        channelTitle: snippet.channelTitle ?? '',
        publishedAt: snippet.publishedAt ?? '',
        thumbnailUrl: thumbs.high?.url ?? thumbs.medium?.url ?? thumbs.default?.url ?? '',
      },
    ]
  })
  await store.rememberSearch(cacheKey, query, hits, settings)
  return hits
}

export type VideoDetails = {
  videoId: string
  title: string
  description: string
  channelId: string
  channelTitle: string
  publishedAt: string
  thumbnailUrl: string
  /** ISO 8601, e.g. PT4M13S */
  duration: string
  durationSeconds: number
  viewCount: number
  embeddable: boolean
  public: boolean
  madeForKids: boolean
  ageRestricted: boolean
  /** defaultAudioLanguage or defaultLanguage, when the uploader set one */
  language?: string
}

type VideosResponse = {
  items?: {
    id: string
    snippet?: SearchResponse['items'] extends (infer I)[] | undefined ? (I extends { snippet?: infer S } ? S & { defaultAudioLanguage?: string; defaultLanguage?: string } : never) : never
    contentDetails?: { duration?: string; contentRating?: { ytRating?: string } }
    statistics?: { viewCount?: string }
    status?: { embeddable?: boolean; privacyStatus?: string; madeForKids?: boolean }
  }[]
}

/** ISO 8601 duration (PT1H2M3S) in seconds; 0 when unreadable. */
export const durationSeconds = (iso: string): number => {
  const match = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(iso)
  if (!match) return 0
  const [, d, h, m, s] = match.map((part) => Number(part ?? 0))
  return (d ?? 0) * 86400 + (h ?? 0) * 3600 + (m ?? 0) * 60 + (s ?? 0)
}

/** `videos.list` (1 unit per call of up to 50 ids): duration, views, embeddable, privacy, rating. */
export const videoDetails = async (store: YoutubeStore, ids: string[]): Promise<VideoDetails[]> => {
  const settings = youtubeSettings()
  if (!settings) throw new Error('YouTube is not configured')
  const details: VideoDetails[] = []
  for (let at = 0; at < ids.length; at += 50) {
    const batch = ids.slice(at, at + 50)
    await store.reserve(VIDEOS_COST, settings)
    const body = await call<VideosResponse>(settings, 'videos', { part: 'snippet,contentDetails,statistics,status', id: batch.join(','), maxResults: '50' })
    for (const item of body.items ?? []) {
      const snippet = item.snippet ?? {}
      const thumbs = snippet.thumbnails ?? {}
      const duration = item.contentDetails?.duration ?? ''
      details.push({
        videoId: item.id,
        title: snippet.title ?? '',
        description: snippet.description ?? '',
        channelId: snippet.channelId ?? '',
        channelTitle: snippet.channelTitle ?? '',
        publishedAt: snippet.publishedAt ?? '',
        thumbnailUrl: thumbs.high?.url ?? thumbs.medium?.url ?? thumbs.default?.url ?? '',
        duration,
        durationSeconds: durationSeconds(duration),
        viewCount: Number(item.statistics?.viewCount ?? 0) || 0,
        embeddable: item.status?.embeddable === true,
        public: item.status?.privacyStatus === 'public',
        madeForKids: item.status?.madeForKids === true,
        ageRestricted: item.contentDetails?.contentRating?.ytRating === 'ytAgeRestricted',
        language: snippet.defaultAudioLanguage ?? snippet.defaultLanguage,
      })
    }
  }
  return details
}
