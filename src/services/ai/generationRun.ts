/**
 * Running one generation request (a job's handler): the paid call with its cost reserved in
 * today's budget, the file stored as Media, the item updated, the pages' cache expired, and the
 * request row marked done, deferred (YouTube quota spent), failed (over budget, not configured)
 * or left for the job's retry.
 *
 * Jobs of the generation queue run side by side (src/jobs/runner.ts), several of one item among
 * them (a pose's image, pronunciation and videos). Payload's update writes the whole document it
 * read, so the item is updated under a lock on the item: an update reads what the one before it
 * wrote, and the image does not undo the pronunciation. A file is stored under a lock on its
 * name, so two items with one slug (a term and a pose) get two files, not one overwritten.
 */
import type { Payload } from 'payload'

import type { AiUsageKind } from '@/collections/AiUsage'
import type { GenerationKind } from '@/collections/GenerationRequests'
import { generateImage, generateNarration, generatePronunciation, imageEstimate, openaiClient, speechEstimate, type Usage } from '@/integrations/openai'
import { OFFLINE_VOICE_MODEL, speakOffline } from '@/integrations/tts'
import { QuotaExhaustedError } from '@/integrations/youtube'
import { iastToDevanagari } from '@/lib/iast'
import type { Faq, GenerationRequest, GlossaryTerm, Pose } from '@/payload-types'
import { BudgetSpentError, dailyBudget, recordUsage, releaseBudget, reserveBudget, settleBudget, spentToday } from '@/services/ai/budgets'
import { curateStepVideos, curateVideos, type CurationTarget } from '@/services/ai/curation'
import { configured, NOT_CONFIGURED } from '@/services/ai/generationFeatures'
import { hasOutput, mediaPath, resultOf, type TargetCollection, type TargetDoc } from '@/services/ai/generationTargets'
import { revalidateFromJob, TAGS } from '@/services/platform/revalidate'
import { underLock } from '@/services/platform/transaction'

const PAGE_TAG: Record<TargetCollection, string> = { 'glossary-terms': TAGS.glossary, faqs: TAGS.faq, poses: TAGS.poses }

/** Whether curation may ask the model today (configured, and the chat budget not spent). */
const judgeToday = async (payload: Payload): Promise<boolean> => openaiClient() !== null && (await spentToday(payload, 'chat')) < dailyBudget('chat')

const mark = (payload: Payload, id: number, data: Partial<Pick<GenerationRequest, 'status' | 'error' | 'resumeAfter' | 'force'>>) =>
  payload.update({ collection: 'generation-requests', id, data, depth: 0 })

/** Stores a generated file as Media (the name taken under its lock); its site-relative URL. */
const storeMedia = async (payload: Payload, file: { data: Buffer; mimetype: string; name: string }, alt: string, extra: { machineVoice?: boolean; generatedBy: string }) => {
  const media = await underLock(payload, `media-file:${file.name}`, ({ req }) =>
    payload.create({
      collection: 'media',
      data: { alt, ...extra },
      file: { ...file, size: file.data.length },
      depth: 0,
      req,
    }),
  )
  if (!media.filename) throw new Error('The stored file has no name')
  return { id: media.id, url: mediaPath(media.filename) }
}

/** Sets fields of an item under the item's lock (other jobs of the same item run beside this one). */
export const updateItem = (payload: Payload, collection: TargetCollection, id: number, data: Record<string, unknown>) =>
  underLock(payload, `generation-item:${collection}:${id}`, ({ req }) => payload.update({ collection: collection as 'poses', id, data, depth: 0, req }))

const fileSlug = (doc: TargetDoc) => ('slug' in doc && doc.slug ? doc.slug : String(doc.id)).slice(0, 80)

const imagePrompt = (collection: TargetCollection, doc: TargetDoc): { prompt: string; alt: string } => {
  const style =
    'Calm, warm, inclusive editorial illustration for a non-profit yoga education website; soft natural light, earthy palette, simple background; ' +
    'no text, no letters, no logos, no watermark; respectful, realistic anatomy, modest clothing.'
  if (collection === 'poses') {
    const pose = doc as Pose
    return {
      prompt: `${style} A person of any age practising the yoga pose ${pose.englishName} (${pose.sanskritName ?? ''}) with correct, gentle alignment, full body visible.`,
      alt: `Illustration of ${pose.englishName}${pose.sanskritName ? ` (${pose.sanskritName})` : ''}`,
    }
  }
  if (collection === 'glossary-terms') {
    const term = doc as GlossaryTerm
    return {
      prompt: `${style} A symbolic scene that conveys the Sanskrit yoga concept "${term.term}" (${term.transliteration ?? ''}): ${term.shortDef}`,
      alt: `Illustration for ${term.term}: ${term.shortDef}`.slice(0, 250),
    }
  }
  const faq = doc as Faq
  return { prompt: `${style} A scene that illustrates this beginner yoga question: ${faq.question}`, alt: `Illustration for the question: ${faq.question}`.slice(0, 250) }
}

const curationTarget = (collection: TargetCollection, doc: TargetDoc): CurationTarget => ({ collection, doc }) as CurationTarget

/** Does the work of one generation request (a job's handler). Returns what happened. */
export const runGenerationRequest = async (payload: Payload, requestId: number, kind: GenerationKind): Promise<string> => {
  const row = await payload.findByID({ collection: 'generation-requests', id: requestId, depth: 0 })
  const collection = row.targetCollection as TargetCollection
  const doc = (await payload.findByID({ collection, id: row.targetId, depth: 0 })) as TargetDoc
  const target = { collection, id: doc.id }
  if (!row.force && hasOutput(kind, await resultOf(payload, kind, collection, doc))) {
    await mark(payload, requestId, { status: 'done', error: null })
    return 'already-done'
  }
  if (!configured(kind)) {
    await mark(payload, requestId, { status: 'failed', error: NOT_CONFIGURED[kind] })
    return 'not-configured'
  }
  /**
   * The paid call, with its cost reserved in today's budget first (BudgetSpentError when there is
   * no room: the provider is never asked), settled to what it cost, or released when it failed.
   */
  const paid = async <T extends { usage: Usage }>(spends: AiUsageKind, estimate: Usage, call: () => Promise<T>): Promise<T> => {
    const reservation = await reserveBudget(payload, spends, estimate, target)
    if (reservation === null) throw new BudgetSpentError(spends)
    let result: T
    try {
      result = await call()
    } catch (error) {
      await releaseBudget(payload, reservation).catch(() => undefined)
      throw error
    }
    await settleBudget(payload, reservation, result.usage)
    return result
  }
  try {
    const tags = [PAGE_TAG[collection]]
    switch (kind) {
      case 'image': {
        const { prompt, alt } = imagePrompt(collection, doc)
        const { webp, usage } = await paid('image', imageEstimate(), () => generateImage(prompt))
        const media = await storeMedia(payload, { data: webp, mimetype: 'image/webp', name: `${fileSlug(doc)}.webp` }, alt, { generatedBy: usage.model })
        // the item's image is the Media file, which carries the alt text (an old typed address goes)
        await updateItem(payload, collection, doc.id, { image: media.id })
        break
      }
      case 'pronunciation': {
        const word = collection === 'poses' ? (doc as Pose).sanskritName ?? '' : (doc as GlossaryTerm).transliteration || (doc as GlossaryTerm).term
        const devanagari = collection === 'glossary-terms' ? (doc as GlossaryTerm).sanskrit ?? undefined : undefined
        const respelling = collection === 'glossary-terms' ? (doc as GlossaryTerm).pronunciation ?? undefined : (doc as Pose).transliteration ?? undefined
        const alt = `Pronunciation of ${word}`
        let url: string
        if (openaiClient()) {
          const { mp3, usage } = await paid('pronunciation', speechEstimate(word), () => generatePronunciation({ word, iast: word, devanagari, respelling }))
          url = (await storeMedia(payload, { data: mp3, mimetype: 'audio/mpeg', name: `${fileSlug(doc)}-pronunciation.mp3` }, alt, { generatedBy: usage.model })).url
        } else {
          // a pose has its name in IAST only: written in Devanagari, the Hindi voice can read it
          const script = devanagari ?? (collection === 'poses' ? iastToDevanagari(word) ?? undefined : undefined)
          const wav = await speakOffline({ devanagari: script, respelling: collection === 'poses' ? (doc as Pose).transliteration ?? undefined : undefined, word })
          url = (
            await storeMedia(payload, { data: wav, mimetype: 'audio/wav', name: `${fileSlug(doc)}-pronunciation.wav` }, `${alt} (machine voice)`, {
              machineVoice: true,
              generatedBy: OFFLINE_VOICE_MODEL,
            })
          ).url
          await recordUsage(payload, 'pronunciation', { model: OFFLINE_VOICE_MODEL, units: word.length, unit: 'characters', estimatedCostUsd: 0 }, target)
        }
        await updateItem(payload, collection, doc.id, { audioUrl: url })
        break
      }
      case 'narration': {
        const faq = doc as Faq
        const text = `${faq.question}\n\n${faq.longAnswer || faq.shortAnswer}`
        const { mp3, usage } = await paid('narration', speechEstimate(text), () => generateNarration(text))
        const { url } = await storeMedia(payload, { data: mp3, mimetype: 'audio/mpeg', name: `${fileSlug(doc)}-narration.mp3` }, `Narration of the answer to: ${faq.question}`.slice(0, 250), {
          generatedBy: usage.model,
        })
        await updateItem(payload, 'faqs', doc.id, { narrationUrl: url })
        break
      }
      case 'videos':
      case 'step-videos': {
        const judged = await judgeToday(payload)
        const { usage } = kind === 'videos' ? await curateVideos(payload, curationTarget(collection, doc), judged) : await curateStepVideos(payload, doc as Pose, judged)
        for (const each of usage) await recordUsage(payload, 'chat', each, target)
        tags.push(TAGS.videos)
        break
      }
    }
    // the pages' cache expires before the request row says done: a page that refreshes on the
    // answer renders the new output, never the cached page from before
    await revalidateFromJob(tags)
    await mark(payload, requestId, { status: 'done', error: null, force: false })
    return 'done'
  } catch (error) {
    if (error instanceof QuotaExhaustedError) {
      await mark(payload, requestId, { status: 'deferred', resumeAfter: error.resumeAfter.toISOString(), error: null })
      return 'deferred'
    }
    if (error instanceof BudgetSpentError) {
      await mark(payload, requestId, { status: 'failed', error: error.message })
      return 'over-budget'
    }
    await mark(payload, requestId, { error: error instanceof Error ? error.message.slice(0, 500) : String(error) }).catch(() => undefined)
    throw error
  }
}
