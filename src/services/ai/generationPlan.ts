/**
 * What a detail page asks the server to generate, decided while rendering it: only
 * what is configured (so nothing fires that cannot work), only what the item lacks, and nothing
 * already done: a curation that found no suitable video is not asked again on every visit.
 */
import type { TaskKind } from '@/lib/generationTasks'
import { getPayloadClient } from '@/services/platform/payload'
import type { FaqItem } from '@/services/content/faq'
import { generationFeatures, type Features } from '@/services/ai/generationFeatures'
import { keyOf } from '@/services/ai/generationQueue'
import type { TargetCollection } from '@/services/ai/generationTargets'
import type { GlossaryTermItem } from '@/services/content/glossary'
import type { PoseItem } from '@/services/content/poses'
import type { VideoItem } from '@/services/content/videos'

export type GenerationPlan = { auto: TaskKind[]; available: TaskKind[] }

/**
 * The kinds whose request for this item finished (done, or deferred and resumed by the server):
 * looked up by the rows' unique keys.
 */
const settledKinds = async (collection: TargetCollection, id: number): Promise<Set<string>> => {
  const payload = await getPayloadClient()
  const keys = (['videos', 'step-videos'] as const).map((kind) => keyOf(kind, collection, id))
  const { docs } = await payload.find({
    collection: 'generation-requests',
    where: { and: [{ key: { in: keys } }, { status: { in: ['done', 'deferred'] } }] },
    depth: 0,
    pagination: false,
    select: { kind: true },
  })
  return new Set(docs.map((doc) => doc.kind))
}

const kinds = (entries: [TaskKind, boolean][]): TaskKind[] => entries.filter(([, on]) => on).map(([kind]) => kind)

const availableOf = (features: Features): TaskKind[] =>
  kinds([
    ['image', features.images],
    ['pronunciation', features.pronunciation !== false],
    ['narration', features.narration],
    ['videos', features.videos],
    ['step-videos', features.videos],
  ])

/** Glossary detail: video curation when the term's video list is empty. */
export const glossaryPlan = async (term: GlossaryTermItem, videos: VideoItem[], features = generationFeatures()): Promise<GenerationPlan> => {
  const settled = videos.length === 0 && features.videos ? await settledKinds('glossary-terms', term.id) : new Set<string>()
  const available = availableOf(features).filter((kind) => kind !== 'pronunciation' || !!(term.sanskrit || term.transliteration))
  return { auto: kinds([['videos', features.videos && videos.length === 0 && !settled.has('videos')]]), available }
}

/** FAQ detail: the same video curation; narration only when a visitor asks for it. */
export const faqPlan = async (faq: FaqItem, videos: VideoItem[], features = generationFeatures()): Promise<GenerationPlan> => {
  const settled = videos.length === 0 && features.videos ? await settledKinds('faqs', faq.id) : new Set<string>()
  return { auto: kinds([['videos', features.videos && videos.length === 0 && !settled.has('videos')]]), available: availableOf(features) }
}

/**
 * Pose detail: an image when it has none, its pronunciation when it has a Sanskrit name and no
 * audio, demonstration videos when it has none (its step videos do not count: after 'Curate All
 * Step Videos' every pose has those), step videos when it has steps and no video is linked to a
 * step.
 */
export const posePlan = async (pose: PoseItem, videos: VideoItem[], features = generationFeatures()): Promise<GenerationPlan> => {
  const demonstrations = videos.filter((video) => !video.stepNumber)
  const wants = {
    image: features.images && !pose.imageUrl,
    pronunciation: features.pronunciation !== false && !!pose.sanskritName && !pose.audioUrl,
    videos: features.videos && demonstrations.length === 0,
    'step-videos': features.videos && pose.instructions.length > 0 && !videos.some((video) => video.stepNumber),
  }
  const settled = wants.videos || wants['step-videos'] ? await settledKinds('poses', pose.id) : new Set<string>()
  return {
    auto: kinds([
      ['image', wants.image],
      ['pronunciation', wants.pronunciation],
      ['videos', wants.videos && !settled.has('videos')],
      ['step-videos', wants['step-videos'] && !settled.has('step-videos')],
    ]),
    available: availableOf(features),
  }
}
