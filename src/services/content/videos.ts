import type { Payload, Where } from 'payload'

import type { Video } from '@/payload-types'
import { NotFoundError } from '@/services/platform/errors'
import { optional, text } from '@/services/platform/shared'

/** A curated video as the API names it. */
export type VideoItem = {
  id: number
  videoId: string
  title: string
  description: string
  channelName: string
  channelId: string
  thumbnailUrl: string
  duration: string
  viewCount: number
  publishedAt: string | null
  stepNumber?: number
}

export const VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/

/** The columns a video list needs: never the relationship tables. */
const videoSelect = {
  videoId: true,
  title: true,
  description: true,
  channelName: true,
  channelId: true,
  thumbnailUrl: true,
  duration: true,
  viewCount: true,
  publishedAt: true,
  stepNumber: true,
} as const

type VideoRow = Pick<Video, 'id' | keyof typeof videoSelect>

export const toVideoItem = (video: VideoRow): VideoItem => ({
  id: video.id,
  videoId: video.videoId,
  title: video.title,
  description: text(video.description),
  channelName: text(video.channelName),
  channelId: text(video.channelId),
  thumbnailUrl: text(video.thumbnailUrl) || `https://i.ytimg.com/vi/${video.videoId}/hqdefault.jpg`,
  duration: text(video.duration),
  viewCount: video.viewCount ?? 0,
  publishedAt: optional(video.publishedAt) ?? null,
  ...(video.stepNumber ? { stepNumber: video.stepNumber } : {}),
})

const MAX_VIDEOS = 1000

const findVideos = async (payload: Payload, where: Where, sort: string): Promise<VideoItem[]> => {
  const { docs } = await payload.find({
    collection: 'videos',
    where,
    sort,
    depth: 0,
    limit: MAX_VIDEOS,
    select: videoSelect,
  })
  return (docs as VideoRow[]).map(toVideoItem)
}

/** Every curated video, newest first. */
export const listVideos = (payload: Payload): Promise<VideoItem[]> =>
  findVideos(payload, {}, '-publishedAt')

/** The videos attached to one glossary term, FAQ or pose (step videos in step order). */
export const listVideosFor = (
  payload: Payload,
  attachment: 'glossaryTerms' | 'faqs' | 'poses',
  id: number,
): Promise<VideoItem[]> =>
  findVideos(payload, { [attachment]: { equals: id } }, attachment === 'poses' ? 'stepNumber' : '-viewCount')

/** One stored video by its YouTube id. */
export const getStoredVideo = async (payload: Payload, videoId: string): Promise<VideoItem> => {
  if (!VIDEO_ID_PATTERN.test(videoId)) throw new NotFoundError('Video not found')
  const { docs } = await payload.find({
    collection: 'videos',
    where: { videoId: { equals: videoId } },
    depth: 0,
    limit: 1,
    pagination: false,
    select: videoSelect,
  })
  const video = docs[0] as VideoRow | undefined
  if (!video) throw new NotFoundError('Video not found')
  return toVideoItem(video)
}
