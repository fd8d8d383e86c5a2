/**
 * The items a generation writes to (published glossary terms, FAQs and poses), what each already
 * has of a kind (its image, recording, narration or curated videos), and which kinds apply to it.
 */
import type { Payload, Where } from 'payload'

import type { GenerationKind } from '@/collections/GenerationRequests'
import type { Faq, GlossaryTerm, Pose } from '@/payload-types'
import { curatedVideos, stepVideosOf } from '@/services/ai/curation'
import { NotFoundError } from '@/services/platform/errors'
import { PUBLISHED } from '@/services/platform/shared'
import { imageOf } from '@/services/content/images'
import type { VideoItem } from '@/services/content/videos'

export type TargetCollection = 'glossary-terms' | 'faqs' | 'poses'
export type TargetDoc = GlossaryTerm | Faq | Pose

const NOT_FOUND: Record<TargetCollection, string> = { 'glossary-terms': 'Term not found', faqs: 'FAQ not found', poses: 'Pose not found' }

export type TargetRef = { collection: TargetCollection; id?: number; slug?: string }

/** A published item by id or slug; 404 with the item's not-found message. */
export const findTarget = async (payload: Payload, ref: TargetRef): Promise<TargetDoc> => {
  const match: Where = ref.id !== undefined ? { id: { equals: ref.id } } : { slug: { equals: ref.slug ?? '' } }
  const { docs } = await payload.find({ collection: ref.collection, where: { and: [PUBLISHED, match] }, depth: 0, limit: 1, pagination: false })
  if (!docs[0]) throw new NotFoundError(NOT_FOUND[ref.collection])
  return docs[0] as TargetDoc
}

export type GenerationResult = {
  imageUrl?: string
  imageAlt?: string
  audioUrl?: string
  narrationUrl?: string
  machineVoice?: boolean
  count?: number
  videos?: VideoItem[]
  stepVideos?: VideoItem[]
}

/** What the item has of `kind` now (empty when nothing). */
export const resultOf = async (payload: Payload, kind: GenerationKind, collection: TargetCollection, doc: TargetDoc): Promise<GenerationResult> => {
  switch (kind) {
    case 'image': {
      // chosen from Media, or an outside address typed before
      const { imageUrl, imageAlt } = await imageOf(payload, doc)
      return imageUrl ? { imageUrl, imageAlt: imageAlt ?? '' } : {}
    }
    case 'pronunciation': {
      const audioUrl = 'audioUrl' in doc ? doc.audioUrl : undefined
      if (!audioUrl) return {}
      const filename = mediaFilename(audioUrl)
      const { docs } = filename
        ? await payload.find({ collection: 'media', where: { filename: { equals: filename } }, depth: 0, limit: 1, select: { machineVoice: true } })
        : { docs: [] }
      return { audioUrl, machineVoice: docs[0]?.machineVoice === true }
    }
    case 'narration':
      return 'narrationUrl' in doc && doc.narrationUrl ? { narrationUrl: doc.narrationUrl } : {}
    case 'videos': {
      const videos = await curatedVideos(payload, collection, doc.id)
      return { count: videos.length, videos }
    }
    case 'step-videos': {
      const stepVideos = await stepVideosOf(payload, doc.id)
      return { count: stepVideos.length, stepVideos }
    }
  }
}

export const hasOutput = (kind: GenerationKind, result: GenerationResult): boolean =>
  kind === 'image' ? !!result.imageUrl : kind === 'pronunciation' ? !!result.audioUrl : kind === 'narration' ? !!result.narrationUrl : (result.count ?? 0) > 0

/** Which kinds apply to which items, and the input each needs. */
export const applicable = (kind: GenerationKind, collection: TargetCollection, doc: TargetDoc): string | null => {
  if (kind === 'narration') return collection === 'faqs' ? null : 'Only FAQs have narration'
  if (kind === 'step-videos') return collection === 'poses' ? ((doc as Pose).instructions?.length ? null : 'This pose has no instructions') : 'Only poses have step videos'
  if (kind === 'pronunciation') {
    if (collection === 'faqs') return 'FAQs have narration, not pronunciation'
    const sanskrit = collection === 'poses' ? (doc as Pose).sanskritName : (doc as GlossaryTerm).sanskrit || (doc as GlossaryTerm).transliteration
    return sanskrit ? null : 'This item has no Sanskrit name to pronounce'
  }
  return null
}

const MEDIA_PATH = '/cms-api/media/file/'

/** The site-relative address of a Media file (the same on every host the site answers on). */
export const mediaPath = (filename: string) => `${MEDIA_PATH}${encodeURIComponent(filename)}`

/** The Media file name an address made by mediaPath names, or null. */
export const mediaFilename = (url: string): string | null => {
  const at = url.indexOf(MEDIA_PATH)
  if (at < 0) return null
  try {
    return decodeURIComponent(url.slice(at + MEDIA_PATH.length).split(/[?#]/)[0]!)
  } catch {
    return null
  }
}
