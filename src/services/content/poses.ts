import type { Payload } from 'payload'

import type { Pose } from '@/payload-types'
import { fromTextList } from '@/fields/lists'
import { NotFoundError } from '@/services/platform/errors'
import { list, optional, PUBLISHED, text } from '@/services/platform/shared'
import { listVideosFor, type VideoItem } from '@/services/content/videos'

/** A pose as SPEC §3 names it. */
export type PoseItem = {
  id: number
  slug: string
  englishName: string
  sanskritName: string
  transliteration: string
  category: Pose['category']
  difficulty: Pose['difficulty']
  duration: string
  benefits: string[]
  instructions: string[]
  contraindications: string[]
  tips: string[]
  preparatoryPoses: string[]
  followUpPoses: string[]
  tags: string[]
  imageUrl?: string
  audioUrl?: string
}

export type PoseSummary = Pick<
  PoseItem,
  'id' | 'slug' | 'englishName' | 'sanskritName' | 'transliteration' | 'category' | 'difficulty' | 'duration' | 'benefits' | 'tags' | 'imageUrl'
>

const summarySelect = {
  slug: true,
  englishName: true,
  sanskritName: true,
  transliteration: true,
  category: true,
  difficulty: true,
  duration: true,
  benefits: true,
  tags: true,
  imageUrl: true,
} as const

const toSummary = (doc: Pick<Pose, 'id' | keyof typeof summarySelect>): PoseSummary => ({
  id: doc.id,
  slug: doc.slug,
  englishName: doc.englishName,
  sanskritName: text(doc.sanskritName),
  transliteration: text(doc.transliteration),
  category: doc.category,
  difficulty: doc.difficulty,
  duration: text(doc.duration) || 'PT1M',
  benefits: fromTextList(doc.benefits),
  tags: list(doc.tags),
  imageUrl: optional(doc.imageUrl),
})

export const listPoses = async (payload: Payload): Promise<PoseSummary[]> => {
  const { docs } = await payload.find({
    collection: 'poses',
    where: PUBLISHED,
    sort: 'englishName',
    depth: 0,
    pagination: false,
    select: summarySelect,
  })
  return docs.map(toSummary)
}

const findPose = async (payload: Payload, slug: string) => {
  const { docs } = await payload.find({
    collection: 'poses',
    where: { and: [PUBLISHED, { slug: { equals: slug } }] },
    depth: 0,
    limit: 1,
    pagination: false,
  })
  if (!docs[0]) throw new NotFoundError('Pose not found')
  return docs[0]
}

export const getPose = async (payload: Payload, slug: string): Promise<PoseItem> => {
  const doc = await findPose(payload, slug)
  return {
    ...toSummary(doc),
    instructions: fromTextList(doc.instructions),
    contraindications: fromTextList(doc.contraindications),
    tips: fromTextList(doc.tips),
    preparatoryPoses: list(doc.preparatoryPoses),
    followUpPoses: list(doc.followUpPoses),
    audioUrl: optional(doc.audioUrl),
  }
}

export const listPoseVideos = async (payload: Payload, slug: string): Promise<VideoItem[]> => {
  const pose = await findPose(payload, slug)
  return listVideosFor(payload, 'poses', pose.id)
}
