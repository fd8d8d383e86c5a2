import type { Pose } from '@/payload-types'
import { fromTextList } from '@/fields/lists'
import { list, optional, text } from '@/services/platform/shared'
import { IMAGE_SELECT, type ShownImage } from '@/services/content/images'
import { publishedContent } from '@/services/content/publishedContent'

/** A pose as the pages and /api/poses show it. */
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
  imageAlt?: string
  audioUrl?: string
}

export type PoseSummary = Pick<
  PoseItem,
  'id' | 'slug' | 'englishName' | 'sanskritName' | 'transliteration' | 'category' | 'difficulty' | 'duration' | 'benefits' | 'tags' | 'imageUrl' | 'imageAlt'
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
  ...IMAGE_SELECT,
} as const

const toSummary = (doc: Pick<Pose, 'id' | keyof typeof summarySelect>, image: ShownImage): PoseSummary => ({
  id: doc.id,
  // every saved item has one (src/fields/slug.ts)
  slug: text(doc.slug),
  englishName: doc.englishName,
  sanskritName: text(doc.sanskritName),
  transliteration: text(doc.transliteration),
  category: doc.category,
  difficulty: doc.difficulty,
  duration: text(doc.duration) || 'PT1M',
  benefits: fromTextList(doc.benefits),
  tags: list(doc.tags),
  ...image,
})

const poses = publishedContent({
  collection: 'poses',
  sort: 'englishName',
  listSelect: summarySelect,
  notFound: 'Pose not found',
  attachment: 'poses',
  toSummary,
  toItem: (doc: Pose, image): PoseItem => ({
    ...toSummary(doc, image),
    instructions: fromTextList(doc.instructions),
    contraindications: fromTextList(doc.contraindications),
    tips: fromTextList(doc.tips),
    preparatoryPoses: list(doc.preparatoryPoses),
    followUpPoses: list(doc.followUpPoses),
    audioUrl: optional(doc.audioUrl),
  }),
})

/** Every published pose, by English name. */
export const listPoses = poses.list
export const getPose = poses.get
export const listPoseVideos = poses.videos
/** An editor's draft preview of one item and its videos: the latest version, draft or published. */
export const latestPose = poses.latest
