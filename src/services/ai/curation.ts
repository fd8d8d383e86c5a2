/**
 * Video curation: YouTube candidates for a glossary term, an FAQ or a pose, checked
 * and ranked, the best stored in the Videos collection and attached to the item.
 *
 * Quality: a candidate must be embeddable, public, not age-restricted, English (the search asks
 * for English; a video whose uploader set another language is dropped) and 2 to 30 minutes long.
 * Rank: how well its title and description match the item's names and words, a model judgment of
 * relevance and beginner safety when OpenAI is configured (structured output checked with zod),
 * and the channel (already curated here, and its views). 3 to 6 per item.
 *
 * Step videos: ONE search per pose; the model (or, without one, the words of each step) assigns
 * candidates to instruction steps; one video per step at most, stored with its `stepNumber`.
 */
import type { Payload } from 'payload'

import { askStructured, openaiClient, type Usage } from '@/integrations/openai'
import { searchVideos, videoDetails, type VideoDetails } from '@/integrations/youtube'
import { youtubeStore } from '@/services/ai/youtubeStore'
import { fromTextList } from '@/fields/lists'
import { z } from '@/lib/zod'
import type { Faq, GlossaryTerm, Pose } from '@/payload-types'
import { listVideosFor, type VideoItem } from '@/services/content/videos'
import { underLock } from '@/services/platform/transaction'

export type CurationTarget =
  | { collection: 'glossary-terms'; doc: GlossaryTerm }
  | { collection: 'faqs'; doc: Faq }
  | { collection: 'poses'; doc: Pose }

export const ATTACHMENT = { 'glossary-terms': 'glossaryTerms', faqs: 'faqs', poses: 'poses' } as const

export const MIN_SECONDS = 120
export const MAX_SECONDS = 30 * 60
export const MIN_VIDEOS = 3
export const MAX_VIDEOS = 6

const STOPWORDS = new Set(
  'the and for with your you are how what why when does can from into this that have not but all any its our out who yoga pose poses'.split(' '),
)

/** Lower-case words without diacritics (Tāḍāsana → tadasana), 3 letters or more. */
export const words = (text: string): string[] =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 3 && !STOPWORDS.has(word))

/** The words that name the item (must-match) and the words that describe it. */
const itemWords = (target: CurationTarget): { names: string[]; context: string[]; query: string } => {
  switch (target.collection) {
    case 'glossary-terms': {
      const { term, transliteration, tags, shortDef } = target.doc
      return {
        names: [...new Set(words(`${term} ${transliteration ?? ''}`))],
        context: [...new Set([...words((tags ?? []).join(' ')), ...words(shortDef)])],
        query: `${transliteration || term} yoga meaning explained`,
      }
    }
    case 'faqs': {
      const { question, tags } = target.doc
      return { names: [...new Set(words(question))], context: [...new Set(words((tags ?? []).join(' ')))], query: `${question} yoga beginners` }
    }
    case 'poses': {
      const { englishName, sanskritName, transliteration, tags } = target.doc
      return {
        names: [...new Set(words(`${englishName} ${transliteration ?? ''} ${sanskritName ?? ''}`))],
        context: [...new Set(words((tags ?? []).join(' ')))],
        query: `${englishName} ${transliteration || sanskritName || ''} yoga pose tutorial`.replace(/\s+/g, ' ').trim(),
      }
    }
  }
}

/** Share of the item's words found in a video's title (full weight) or description (half), 0–1. */
export const textMatch = (video: Pick<VideoDetails, 'title' | 'description'>, names: string[], context: string[]): number => {
  const title = new Set(words(video.title))
  const description = new Set(words(video.description))
  const score = (list: string[]) =>
    list.length ? list.reduce((sum, word) => sum + (title.has(word) ? 1 : description.has(word) ? 0.5 : 0), 0) / list.length : 0
  return Math.min(1, 0.75 * score(names) + 0.25 * score(context))
}

/** Passes the quality bar: embeddable, public, not age-restricted, English, 2–30 minutes. */
export const acceptable = (video: VideoDetails): boolean =>
  video.embeddable &&
  video.public &&
  !video.ageRestricted &&
  (!video.language || video.language.toLowerCase().startsWith('en')) &&
  video.durationSeconds >= MIN_SECONDS &&
  video.durationSeconds <= MAX_SECONDS

export const judgmentSchema = z.object({
  judgments: z.array(
    z.object({
      videoId: z.string(),
      relevance: z.number().describe('0 (unrelated) to 10 (exactly this topic, well taught)'),
      beginnerSafe: z.boolean().describe('safe and suitable for a beginner to follow'),
      english: z.boolean().describe('spoken in English'),
      step: z.number().nullable().describe('for pose steps: the 1-based step it demonstrates best, or null'),
    }),
  ),
})
export type Judgment = z.infer<typeof judgmentSchema>['judgments'][number]

const describeCandidates = (candidates: VideoDetails[]) =>
  candidates
    .map((video) => `id=${video.videoId} | ${video.title} | channel: ${video.channelTitle} | ${Math.round(video.durationSeconds / 60)} min | ${video.description.replace(/\s+/g, ' ').slice(0, 240)}`)
    .join('\n')

/** The model's judgment of each candidate, or null without OpenAI (or when told not to ask it). */
const judge = async (useModel: boolean, about: string, candidates: VideoDetails[], steps: string[] = []): Promise<{ judgments: Map<string, Judgment>; usage: Usage } | null> => {
  if (!useModel || !openaiClient() || candidates.length === 0) return null
  const { value, usage } = await askStructured(
    judgmentSchema,
    'video_judgments',
    'You curate YouTube videos for a non-profit yoga education site for beginners. Judge each candidate video for the topic. ' +
      'Be strict: relevance 8+ only for a video that teaches exactly this topic; mark beginnerSafe false for anything risky, extreme, ' +
      'medical claims, or not really yoga. ' +
      (steps.length ? 'Also give the instruction step the video demonstrates best (1-based), or null.' : 'Give step null.'),
    `Topic: ${about}\n${steps.length ? `Steps:\n${steps.map((step, i) => `${i + 1}. ${step}`).join('\n')}\n` : ''}Candidates:\n${describeCandidates(candidates)}`,
  )
  return { judgments: new Map(value.judgments.map((judgment) => [judgment.videoId, judgment])), usage }
}

/** Channels already curated here, with their video counts. */
const knownChannels = async (payload: Payload): Promise<Map<string, number>> => {
  const { docs } = await payload.find({ collection: 'videos', depth: 0, pagination: false, limit: 2000, select: { channelId: true } })
  const counts = new Map<string, number>()
  for (const doc of docs) if (doc.channelId) counts.set(doc.channelId, (counts.get(doc.channelId) ?? 0) + 1)
  return counts
}

export type Ranked = { video: VideoDetails; score: number; judgment?: Judgment }

/** Candidates that pass the bar, best first. */
export const rank = (candidates: VideoDetails[], names: string[], context: string[], channels: Map<string, number>, judgments?: Map<string, Judgment>): Ranked[] =>
  candidates
    .filter(acceptable)
    .flatMap((video): Ranked[] => {
      const text = textMatch(video, names, context)
      const channel = 0.5 * Math.min(1, (channels.get(video.channelId) ?? 0) / 3) + 0.5 * Math.min(1, Math.log10(video.viewCount + 1) / 7)
      const judgment = judgments?.get(video.videoId)
      if (judgments) {
        // the model saw it: drop what it calls unsafe, not English or unrelated
        if (!judgment || !judgment.beginnerSafe || !judgment.english || judgment.relevance < 4) return []
        return [{ video, judgment, score: 0.45 * text + 0.4 * (Math.min(10, judgment.relevance) / 10) + 0.15 * channel }]
      }
      if (text === 0) return []
      return [{ video, score: 0.75 * text + 0.25 * channel }]
    })
    .sort((a, b) => b.score - a.score)

/** 3 to 6: everything scoring 0.35 or more, at most 6, and the best 3 even when they score less. */
export const choose = (ranked: Ranked[]): Ranked[] => {
  const good = ranked.filter((entry) => entry.score >= 0.35).slice(0, MAX_VIDEOS)
  return good.length >= MIN_VIDEOS ? good : ranked.slice(0, MIN_VIDEOS)
}

/**
 * Stores a curated video (or finds it) and attaches it to the item; `stepNumber` for a step video.
 * Under a lock on the video: curations run side by side (src/jobs/runner.ts) and often find the
 * same video, and a find-then-write of two at once would store it twice or drop one attachment.
 */
const attach = (payload: Payload, target: CurationTarget, video: VideoDetails, stepNumber?: number) =>
  underLock(payload, `video:${video.videoId}`, async ({ req }) => {
    const field = ATTACHMENT[target.collection]
    const { docs } = await payload.find({ collection: 'videos', where: { videoId: { equals: video.videoId } }, depth: 0, limit: 1, pagination: false, req })
    const existing = docs[0]
    if (existing) {
      const ids = ((existing[field] ?? []) as (number | { id: number })[]).map((entry) => (typeof entry === 'number' ? entry : entry.id))
      if (ids.includes(target.doc.id) && (stepNumber === undefined || existing.stepNumber === stepNumber)) return
      await payload.update({
        collection: 'videos',
        id: existing.id,
        data: { [field]: [...new Set([...ids, target.doc.id])], ...(stepNumber !== undefined ? { stepNumber } : {}) },
        depth: 0,
        req,
      })
      return
    }
    await payload.create({
      collection: 'videos',
      data: {
        videoId: video.videoId,
        title: video.title.slice(0, 300),
        description: video.description.slice(0, 5000),
        channelName: video.channelTitle,
        channelId: video.channelId,
        thumbnailUrl: video.thumbnailUrl || undefined,
        duration: video.duration,
        viewCount: video.viewCount,
        publishedAt: video.publishedAt || undefined,
        [field]: [target.doc.id],
        ...(stepNumber !== undefined ? { stepNumber } : {}),
      },
      depth: 0,
      req,
    })
  })

export type CurationResult = { count: number; usage: Usage[] }

/** The item's curated videos (for a pose: its demonstration videos, not the step videos). */
export const curatedVideos = async (payload: Payload, collection: CurationTarget['collection'], id: number): Promise<VideoItem[]> => {
  const videos = await listVideosFor(payload, ATTACHMENT[collection], id)
  return collection === 'poses' ? videos.filter((video) => !video.stepNumber) : videos
}

export const stepVideosOf = async (payload: Payload, poseId: number): Promise<VideoItem[]> =>
  (await listVideosFor(payload, 'poses', poseId)).filter((video) => video.stepNumber)

/** Searches once, checks and ranks the candidates, stores the best 3–6. QuotaExhaustedError passes through. */
export const curateVideos = async (payload: Payload, target: CurationTarget, useModel = true): Promise<CurationResult> => {
  const { names, context, query } = itemWords(target)
  const hits = await searchVideos(youtubeStore(payload), query)
  const details = await videoDetails(youtubeStore(payload), [...new Set(hits.map((hit) => hit.videoId))])
  const candidates = details.filter(acceptable)
  const about =
    target.collection === 'glossary-terms'
      ? `the Sanskrit yoga term "${target.doc.term}" (${target.doc.transliteration ?? ''}): ${target.doc.shortDef}`
      : target.collection === 'faqs'
        ? `the beginner question "${target.doc.question}"`
        : `the yoga pose ${target.doc.englishName} (${target.doc.sanskritName ?? ''})`
  const judged = await judge(useModel, about, candidates)
  const chosen = choose(rank(candidates, names, context, await knownChannels(payload), judged?.judgments))
  for (const entry of chosen) await attach(payload, target, entry.video)
  return { count: chosen.length, usage: judged ? [judged.usage] : [] }
}

/** One search for the pose; at most one new video per instruction step. */
export const curateStepVideos = async (payload: Payload, pose: Pose, useModel = true): Promise<CurationResult> => {
  const steps = fromTextList(pose.instructions)
  if (steps.length === 0) return { count: 0, usage: [] }
  const target: CurationTarget = { collection: 'poses', doc: pose }
  const { names, context } = itemWords(target)
  const query = `${pose.englishName} ${pose.transliteration || pose.sanskritName || ''} yoga pose step by step`.replace(/\s+/g, ' ').trim()
  const hits = await searchVideos(youtubeStore(payload), query)
  // Step videos are new to the library: a video curated elsewhere keeps its place there.
  const { docs: stored } = await payload.find({ collection: 'videos', where: { videoId: { in: hits.map((hit) => hit.videoId) } }, depth: 0, pagination: false, select: { videoId: true } })
  const taken = new Set(stored.map((doc) => doc.videoId))
  const details = await videoDetails(youtubeStore(payload), [...new Set(hits.map((hit) => hit.videoId))].filter((id) => !taken.has(id)))
  const candidates = details.filter(acceptable)
  const judged = await judge(useModel, `the yoga pose ${pose.englishName} (${pose.sanskritName ?? ''}), step by step`, candidates, steps)
  const ranked = rank(candidates, names, context, await knownChannels(payload), judged?.judgments)
  const used = new Set<string>()
  let count = 0
  for (const [index, step] of steps.entries()) {
    const stepNumber = index + 1
    const stepWords = words(step)
    const pick = ranked.find(({ video, judgment }) => {
      if (used.has(video.videoId)) return false
      if (judged) return judgment?.step === stepNumber
      // without a model: the step's own words must appear in the video's title or description
      return textMatch(video, stepWords, []) >= 0.4
    })
    if (!pick) continue
    used.add(pick.video.videoId)
    await attach(payload, target, pick.video, stepNumber)
    count++
  }
  return { count, usage: judged ? [judged.usage] : [] }
}
