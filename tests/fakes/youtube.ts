/**
 * A local YouTube Data API v3 for tests: an HTTP server on 127.0.0.1 that
 * src/integrations/youtube talks to through YOUTUBE_API_BASE.
 *
 *   GET /search  part=snippet&type=video&videoEmbeddable=true&safeSearch=strict&relevanceLanguage=en
 *                (400 without them, as a guard that we always ask for them): 12 videos per query,
 *                made from the query's words, the same ids for the same query. Among them the
 *                ones curation must refuse: too short, too long, not embeddable, age-restricted,
 *                in Hindi, private.
 *   GET /videos  part=…contentDetails,statistics,status&id=a,b,…: those videos' details
 *
 * It counts quota like Google (search 100, videos 1 per call) and answers 403 quotaExceeded past
 * `quota` (Google's own count; the app keeps its own in PostgreSQL). Every request is recorded.
 */
import { createHash } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

type FakeVideo = {
  id: string
  title: string
  description: string
  channelId: string
  channelTitle: string
  duration: string
  viewCount: number
  embeddable: boolean
  privacyStatus: 'public' | 'private'
  ageRestricted: boolean
  language?: string
}

export type FakeYoutube = {
  url: string
  requests: { path: string; params: Record<string, string> }[]
  videos: Map<string, FakeVideo>
  /** Google's own daily quota for this key (units); Infinity by default */
  quota: number
  used: number
  stop: () => Promise<void>
}

/** The kinds of candidate each search returns, in order: the last six must never be curated. */
export const CANDIDATE_KINDS = ['good', 'good', 'good', 'good', 'good', 'good', 'short', 'long', 'not-embeddable', 'age-restricted', 'hindi', 'private'] as const

const videoId = (query: string, index: number) =>
  createHash('sha256').update(`${query}#${index}`).digest('base64url').replace(/[^A-Za-z0-9_-]/g, 'x').slice(0, 11)

export const startFakeYoutube = async ({ port = 0 }: { port?: number } = {}): Promise<FakeYoutube> => {
  const fake: FakeYoutube = { url: '', requests: [], videos: new Map(), quota: Number.POSITIVE_INFINITY, used: 0, stop: async () => undefined }

  const makeResults = (query: string) =>
    CANDIDATE_KINDS.map((kind, index) => {
      const id = videoId(query.toLowerCase(), index)
      const video: FakeVideo = fake.videos.get(id) ?? {
        id,
        title: `${query} – lesson ${index + 1}`,
        description: `A calm class: ${query}. Step by step with breathing cues. Stand with your feet, lift through your thighs, relax your shoulders.`,
        channelId: `UCchannel${index % 4}`,
        channelTitle: `Teacher ${index % 4}`,
        duration: kind === 'short' ? 'PT45S' : kind === 'long' ? 'PT1H5M' : `PT${4 + index}M${10 + index}S`,
        viewCount: 1000 * (12 - index),
        embeddable: kind !== 'not-embeddable',
        privacyStatus: kind === 'private' ? 'private' : 'public',
        ageRestricted: kind === 'age-restricted',
        language: kind === 'hindi' ? 'hi' : index % 2 === 0 ? 'en' : undefined,
      }
      fake.videos.set(id, video)
      return video
    })

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const params = Object.fromEntries(url.searchParams)
    const path = url.pathname.replace(/^\/youtube\/v3/, '')
    fake.requests.push({ path, params })
    const send = (status: number, body: unknown) => {
      const data = Buffer.from(JSON.stringify(body))
      response.writeHead(status, { 'content-type': 'application/json', 'content-length': data.length })
      response.end(data)
    }
    const error = (status: number, reason: string, message: string) => send(status, { error: { code: status, message, errors: [{ reason, message, domain: 'youtube' }] } })
    if (!params.key) return error(403, 'forbidden', 'The request is missing a valid API key.')
    const spend = (units: number) => {
      if (fake.used + units > fake.quota) return false
      fake.used += units
      return true
    }
    if (path === '/search') {
      const required = { part: 'snippet', type: 'video', videoEmbeddable: 'true', safeSearch: 'strict', relevanceLanguage: 'en' }
      for (const [name, value] of Object.entries(required)) if (params[name] !== value) return error(400, 'invalidParameter', `${name} must be ${value}`)
      if (!params.q) return error(400, 'invalidParameter', 'q is required')
      if (!spend(100)) return error(403, 'quotaExceeded', 'The request cannot be completed because you have exceeded your quota.')
      const results = makeResults(params.q).slice(0, Number(params.maxResults ?? 25))
      return send(200, {
        kind: 'youtube#searchListResponse',
        items: results.map((video) => ({
          kind: 'youtube#searchResult',
          id: { kind: 'youtube#video', videoId: video.id },
          snippet: {
            publishedAt: '2024-03-01T10:00:00Z',
            channelId: video.channelId,
            channelTitle: video.channelTitle,
            title: video.title,
            description: video.description,
            thumbnails: { high: { url: `https://i.ytimg.com/vi/${video.id}/hqdefault.jpg` } },
          },
        })),
      })
    }
    if (path === '/videos') {
      if (!params.part?.includes('contentDetails') || !params.part.includes('status') || !params.part.includes('statistics')) {
        return error(400, 'invalidParameter', 'part must include contentDetails, statistics and status')
      }
      if (!spend(1)) return error(403, 'quotaExceeded', 'The request cannot be completed because you have exceeded your quota.')
      const ids = (params.id ?? '').split(',').filter(Boolean)
      return send(200, {
        kind: 'youtube#videoListResponse',
        items: ids.flatMap((id) => {
          const video = fake.videos.get(id)
          if (!video) return []
          return [
            {
              kind: 'youtube#video',
              id,
              snippet: {
                publishedAt: '2024-03-01T10:00:00Z',
                channelId: video.channelId,
                channelTitle: video.channelTitle,
                title: video.title,
                description: video.description,
                thumbnails: { high: { url: `https://i.ytimg.com/vi/${id}/hqdefault.jpg` } },
                ...(video.language ? { defaultAudioLanguage: video.language } : {}),
              },
              contentDetails: { duration: video.duration, ...(video.ageRestricted ? { contentRating: { ytRating: 'ytAgeRestricted' } } : { contentRating: {} }) },
              statistics: { viewCount: String(video.viewCount) },
              status: { embeddable: video.embeddable, privacyStatus: video.privacyStatus, madeForKids: false },
            },
          ]
        }),
      })
    }
    error(404, 'notFound', `Unknown path ${path}`)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/youtube/v3`
  fake.stop = () => new Promise((resolve) => server.close(() => resolve()))
  return fake
}
