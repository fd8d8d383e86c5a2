/**
 * AI generation and video curation (issue 16): what the SPEC §7 calls ask for, as jobs.
 *
 * A request (src/app/(frontend)/api/…) calls `requestGeneration`:
 *  1. the item must exist and be published (404 with SPEC's message);
 *  2. the feature must be configured (503 "… not configured", nothing queued);
 *  3. an item that has its output (or whose request is done) answers it at once: visitors only
 *     ever cause the first generation; `force` (an editor's Regenerate) redoes it;
 *  4. today's budget of the kind must not be spent (429, nothing queued);
 *  5. the claim: in one transaction, under an advisory lock on the key `kind:collection:id`, the
 *     `generation-requests` row of the key is read; a job is queued only when no job of the key
 *     is alive. Ten visitors opening the same new pose at once: one job, one ledger row;
 *  6. the queue is kicked and the request waits up to GENERATION_WAIT_SECONDS (20) for the
 *     answer, else 202 {status: 'queued'} (the page polls or refreshes).
 *
 * The generation queue runs one job at a time (limit 1 per batch, src/jobs/scheduler.ts): jobs of
 * one item write the same document, and Payload's update writes the whole document it read.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload, Where } from 'payload'
import type { Pool, PoolClient } from 'pg'

import { AI_USAGE_KINDS, type AiUsageKind } from '@/collections/AiUsage'
import type { GenerationKind, GenerationStatus } from '@/collections/GenerationRequests'
import { generateImage, generateNarration, generatePronunciation, imageEstimate, openaiClient, speechEstimate, type Usage } from '@/integrations/openai'
import { OFFLINE_VOICE_MODEL, offlineSpeechAvailable, speakOffline } from '@/integrations/tts'
import { QuotaExhaustedError, youtubeSettings } from '@/integrations/youtube'
import { GENERATION_QUEUE, GENERATION_TASKS } from '@/jobs/queues'
import { iastToDevanagari } from '@/lib/iast'
import { revalidateFromJob, TAGS } from '@/services/platform/revalidate'
import type { Faq, GenerationRequest, GlossaryTerm, Pose } from '@/payload-types'
import { ATTACHMENT, curateStepVideos, curatedVideos, curateVideos, stepVideosOf, type CurationTarget } from '@/services/ai/curation'
import { NotFoundError, ServiceError } from '@/services/platform/errors'
import { PUBLISHED, poolOf } from '@/services/platform/shared'
import { inTransaction } from '@/services/platform/transaction'
import type { VideoItem } from '@/services/content/videos'

export type TargetCollection = 'glossary-terms' | 'faqs' | 'poses'
type TargetDoc = GlossaryTerm | Faq | Pose

const NOT_FOUND: Record<TargetCollection, string> = { 'glossary-terms': 'Term not found', faqs: 'FAQ not found', poses: 'Pose not found' }
const PAGE_TAG: Record<TargetCollection, string> = { 'glossary-terms': TAGS.glossary, faqs: TAGS.faq, poses: TAGS.poses }

// ---------------------------------------------------------------------------------------------
// Features

export type Features = {
  /** AI images (OpenAI) */
  images: boolean
  /** pronunciation: 'ai' (OpenAI), 'machine' (offline eSpeak NG, marked machine voice) or false */
  pronunciation: 'ai' | 'machine' | false
  /** FAQ narration (OpenAI) */
  narration: boolean
  /** video and step-video curation (YouTube; ranked with a model judgment when OpenAI is on) */
  videos: boolean
}

/** What is configured: pages fire nothing automatically for a feature that is off. */
export const generationFeatures = (): Features => {
  const ai = openaiClient() !== null
  return {
    images: ai,
    pronunciation: ai ? 'ai' : offlineSpeechAvailable() ? 'machine' : false,
    narration: ai,
    videos: youtubeSettings() !== null,
  }
}

export const NOT_CONFIGURED: Record<GenerationKind, string> = {
  image: 'Image generation is not configured',
  pronunciation: 'Pronunciation generation is not configured',
  narration: 'Narration generation is not configured',
  videos: 'Video curation is not configured',
  'step-videos': 'Video curation is not configured',
}

const configured = (kind: GenerationKind, features = generationFeatures()): boolean =>
  kind === 'image' ? features.images : kind === 'pronunciation' ? features.pronunciation !== false : kind === 'narration' ? features.narration : features.videos

// ---------------------------------------------------------------------------------------------
// Budgets and the ledger

/**
 * The budget a generation must not pass. Curation spends on the model's judgment (chat) but does
 * not need it: past the chat budget it ranks by text and channel alone, so it is never refused.
 */
const spendsOn = (kind: GenerationKind): AiUsageKind | null => {
  if (kind === 'image' || kind === 'narration') return kind
  if (kind === 'pronunciation') return openaiClient() ? 'pronunciation' : null
  return null
}

/** Whether curation may ask the model today (configured, and the chat budget not spent). */
const judgeToday = async (payload: Payload): Promise<boolean> => openaiClient() !== null && (await spentToday(payload, 'chat')) < dailyBudget('chat')

const DEFAULT_BUDGETS: Record<AiUsageKind, number> = { image: 2, pronunciation: 0.5, narration: 1, chat: 0.5 }

/** Today's budget (UTC day) for a kind in US dollars: AI_DAILY_BUDGET_USD_<KIND>. */
export const dailyBudget = (kind: AiUsageKind, environment: Record<string, string | undefined> = process.env): number => {
  const value = Number(environment[`AI_DAILY_BUDGET_USD_${kind.toUpperCase()}`]?.trim() || NaN)
  return Number.isFinite(value) && value >= 0 ? value : DEFAULT_BUDGETS[kind]
}

/** What `kind` has spent today (UTC), on `connection`: the pool, or a transaction's own connection. */
export const spentToday = async (payload: Payload, kind: AiUsageKind, connection: Pool | PoolClient = poolOf(payload)): Promise<number> => {
  const { rows } = await connection.query<{ spent: string | null }>(
    `SELECT sum(estimated_cost_usd) AS spent FROM ai_usage WHERE kind = $1 AND created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`,
    [kind],
  )
  return Number(rows[0]?.spent ?? 0)
}

const BUDGET_LABEL: Record<AiUsageKind, string> = { image: 'AI images', pronunciation: 'AI pronunciation', narration: 'AI narration', chat: 'AI video judging' }

export const budgetMessage = (kind: AiUsageKind) =>
  `Today's budget for ${BUDGET_LABEL[kind]} is spent. Nothing was queued; please try again tomorrow.`

export const budgetSpentError = (spends: AiUsageKind): ServiceError => {
  const tomorrow = new Date()
  tomorrow.setUTCHours(24, 0, 0, 0)
  const retryAfterSeconds = Math.max(60, Math.ceil((tomorrow.getTime() - Date.now()) / 1000))
  return new ServiceError(429, budgetMessage(spends), { retryAfterSeconds, budgetUsd: dailyBudget(spends) })
}

/**
 * Whether today's budget of `spends` has no room for one more call of `estimate` US dollars (the
 * least a call costs: an image's price, or nothing known).
 */
export const budgetSpent = async (payload: Payload, spends: AiUsageKind, estimate = 0): Promise<boolean> => {
  const spent = await spentToday(payload, spends)
  return spent >= dailyBudget(spends) || spent + estimate > dailyBudget(spends) + 1e-9
}

/** 429 when today's budget of what `kind` spends on has no room for it. */
const assertBudget = async (payload: Payload, kind: GenerationKind): Promise<void> => {
  const spends = spendsOn(kind)
  if (!spends) return
  if (await budgetSpent(payload, spends, spends === 'image' ? imageEstimate().estimatedCostUsd : 0)) throw budgetSpentError(spends)
}

const record = async (payload: Payload, kind: AiUsageKind, usage: Usage, target: { collection: string; id: number }) => {
  await payload.create({
    collection: 'ai-usage',
    data: { kind, ...usage, targetCollection: target.collection, targetId: target.id },
    depth: 0,
  })
}

/**
 * Reserves `estimate` (a ledger row of its estimated cost) in today's budget of `kind` BEFORE the
 * paid call, or returns null when it would pass the budget (nothing reserved). One transaction
 * under an advisory lock per kind: concurrent reservations (any number of processes) run one
 * after another, so N calls with room for k reserve exactly k. After the call `settle` writes
 * what it really cost; when it fails `release` gives the reservation back.
 */
export const reserveBudget = (payload: Payload, kind: AiUsageKind, estimate: Usage, target: { collection: string; id: number }): Promise<number | null> =>
  inTransaction(payload, async ({ client }) => {
    const connection = await client()
    await connection.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`ai-budget:${kind}`])
    if ((await spentToday(payload, kind, connection)) + estimate.estimatedCostUsd > dailyBudget(kind) + 1e-9) return null
    const { rows } = await connection.query<{ id: number }>(
      `INSERT INTO ai_usage (kind, model, units, unit, estimated_cost_usd, target_collection, target_id) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [kind, estimate.model, estimate.units, estimate.unit, estimate.estimatedCostUsd, target.collection, target.id],
    )
    return rows[0]!.id
  })

/** The reserved row becomes the call's real usage. */
export const settleBudget = async (payload: Payload, reservation: number, usage: Usage): Promise<void> => {
  await poolOf(payload).query(`UPDATE ai_usage SET model = $2, units = $3, unit = $4, estimated_cost_usd = $5, updated_at = now() WHERE id = $1`, [
    reservation,
    usage.model,
    usage.units,
    usage.unit,
    usage.estimatedCostUsd,
  ])
}

/** A call that failed costs nothing: its reservation goes. */
export const releaseBudget = async (payload: Payload, reservation: number): Promise<void> => {
  await poolOf(payload).query(`DELETE FROM ai_usage WHERE id = $1`, [reservation])
}

/** Thrown by a job whose reservation did not fit today's budget: the request is refused, not failed. */
export class BudgetSpentError extends Error {
  constructor(readonly kind: AiUsageKind) {
    super(budgetMessage(kind))
    this.name = 'BudgetSpentError'
  }
}

// ---------------------------------------------------------------------------------------------
// Items and their outputs

export type TargetRef = { collection: TargetCollection; id?: number; slug?: string }

/** A published item by id or slug; 404 with SPEC's message. */
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
    case 'image':
      return doc.imageUrl ? { imageUrl: doc.imageUrl, imageAlt: doc.imageAlt ?? '' } : {}
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

const hasOutput = (kind: GenerationKind, result: GenerationResult): boolean =>
  kind === 'image' ? !!result.imageUrl : kind === 'pronunciation' ? !!result.audioUrl : kind === 'narration' ? !!result.narrationUrl : (result.count ?? 0) > 0

/** Which kinds apply to which items, and the input each needs. */
const applicable = (kind: GenerationKind, collection: TargetCollection, doc: TargetDoc): string | null => {
  if (kind === 'narration') return collection === 'faqs' ? null : 'Only FAQs have narration'
  if (kind === 'step-videos') return collection === 'poses' ? ((doc as Pose).instructions?.length ? null : 'This pose has no instructions') : 'Only poses have step videos'
  if (kind === 'pronunciation') {
    if (collection === 'faqs') return 'FAQs have narration, not pronunciation'
    const sanskrit = collection === 'poses' ? (doc as Pose).sanskritName : (doc as GlossaryTerm).sanskrit || (doc as GlossaryTerm).transliteration
    return sanskrit ? null : 'This item has no Sanskrit name to pronounce'
  }
  return null
}

// ---------------------------------------------------------------------------------------------
// The claim

/** The key of an item's request row (unique): `kind:collection:id`. */
export const keyOf = (kind: GenerationKind, collection: TargetCollection, id: number) => `${kind}:${collection}:${id}`

type Claim = { requestId: number; jobId?: number; status: GenerationStatus; resumeAfter?: string | null; queued: boolean }

/**
 * One request row per key, one live job per key: under a transaction-scoped advisory lock on the
 * key, so concurrent claims of one key run one after another (each on its own single connection:
 * nothing inside waits for a second one).
 */
export const claim = async (
  payload: Payload,
  kind: GenerationKind,
  collection: TargetCollection,
  id: number,
  { force = false, resume = false }: { force?: boolean; resume?: boolean } = {},
): Promise<Claim> =>
  inTransaction(payload, async ({ req, execute }) => {
    const key = keyOf(kind, collection, id)
    await execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`generation:${key}`}))`)
    const { docs } = await payload.find({ collection: 'generation-requests', where: { key: { equals: key } }, depth: 0, limit: 1, pagination: false, req })
    const row = docs[0]
    if (row && row.status === 'queued' && row.job) {
      const { docs: jobs } = await payload.find({ collection: 'payload-jobs', where: { id: { equals: row.job } }, depth: 0, limit: 1, pagination: false, req })
      const job = jobs[0]
      if (job && !job.hasError) return { requestId: row.id, jobId: row.job, status: 'queued', queued: false }
    }
    if (row && !force && ((row.status === 'deferred' && !resume) || row.status === 'done')) {
      return { requestId: row.id, status: row.status, resumeAfter: row.resumeAfter, queued: false }
    }
    const data = { key, kind, targetCollection: collection, targetId: id, status: 'queued' as const, force: force || (resume && row?.force === true), error: null, resumeAfter: null }
    const request = row
      ? await payload.update({ collection: 'generation-requests', id: row.id, data, depth: 0, req })
      : await payload.create({ collection: 'generation-requests', data, depth: 0, req })
    const job = await payload.jobs.queue({ task: GENERATION_TASKS[kind] as 'generateImage', queue: GENERATION_QUEUE, input: { requestId: request.id }, req })
    await payload.update({ collection: 'generation-requests', id: request.id, data: { job: Number(job.id) }, depth: 0, req })
    return { requestId: request.id, jobId: Number(job.id), status: 'queued', queued: true }
  })

// ---------------------------------------------------------------------------------------------
// Requests

export type GenerationAnswer =
  | ({ status: 'done' } & GenerationResult)
  | { status: 'queued'; requestId: number }
  | { status: 'deferred'; resumesAt: string | null; message: string }

export class GenerationFailedError extends ServiceError {
  constructor(message: string) {
    super(502, message)
    this.name = 'GenerationFailedError'
  }
}

export const DEFERRED_MESSAGE = "Today's YouTube quota is spent; curation resumes automatically tomorrow."

export const waitSeconds = (environment: Record<string, string | undefined> = process.env): number => {
  const value = Number(environment.GENERATION_WAIT_SECONDS?.trim() || NaN)
  return Number.isFinite(value) && value >= 0 ? value : 20
}

/** Waits for a request's job up to `waitMs`: its answer, or queued. A job that gave up: 502. */
export const waitFor = async (payload: Payload, requestId: number, waitMs: number): Promise<GenerationAnswer> => {
  const deadline = Date.now() + waitMs
  for (;;) {
    const row = await payload.findByID({ collection: 'generation-requests', id: requestId, depth: 0 })
    if (row.status === 'done') {
      const doc = await payload.findByID({ collection: row.targetCollection as TargetCollection, id: row.targetId, depth: 0 })
      return { status: 'done', ...(await resultOf(payload, row.kind as GenerationKind, row.targetCollection as TargetCollection, doc as TargetDoc)) }
    }
    if (row.status === 'deferred') return { status: 'deferred', resumesAt: row.resumeAfter ?? null, message: DEFERRED_MESSAGE }
    if (row.status === 'failed') {
      // refused, not broken: today's budget had no room (429), or the feature went away (503)
      const spent = AI_USAGE_KINDS.find((kind) => row.error === budgetMessage(kind))
      if (spent) throw budgetSpentError(spent)
      const off = Object.values(NOT_CONFIGURED).find((message) => row.error === message)
      if (off) throw new ServiceError(503, off)
      throw new GenerationFailedError(row.error || 'The generation failed')
    }
    if (row.job) {
      const { docs } = await payload.find({ collection: 'payload-jobs', where: { id: { equals: row.job } }, depth: 0, limit: 1, pagination: false })
      if (docs[0]?.hasError) throw new GenerationFailedError(row.error || 'The generation failed after its retries')
    }
    if (Date.now() >= deadline) return { status: 'queued', requestId }
    await new Promise((resolve) => setTimeout(resolve, Math.min(250, Math.max(10, deadline - Date.now()))))
  }
}

export type GenerationRequestInput = {
  kind: GenerationKind
  target: TargetRef
  /** an editor's Regenerate: redo even when the item has its output */
  force?: boolean
  waitMs?: number
  /** run the queue now (the endpoints pass kickQueue) */
  kick?: () => void
}

/** A SPEC §7 generation call: see the header of this file. */
export const requestGeneration = async (payload: Payload, { kind, target, force = false, waitMs = waitSeconds() * 1000, kick }: GenerationRequestInput): Promise<GenerationAnswer> => {
  const doc = await findTarget(payload, target)
  if (!configured(kind)) throw new ServiceError(503, NOT_CONFIGURED[kind])
  const notApplicable = applicable(kind, target.collection, doc)
  if (notApplicable) throw new ServiceError(400, notApplicable)
  if (!force) {
    const current = await resultOf(payload, kind, target.collection, doc)
    if (hasOutput(kind, current)) return { status: 'done', ...current }
  }
  await assertBudget(payload, kind)
  const claimed = await claim(payload, kind, target.collection, doc.id, { force })
  if (claimed.status === 'done') return { status: 'done', ...(await resultOf(payload, kind, target.collection, doc)) }
  if (claimed.status === 'deferred') return { status: 'deferred', resumesAt: claimed.resumeAfter ?? null, message: DEFERRED_MESSAGE }
  kick?.()
  return waitFor(payload, claimed.requestId, waitMs)
}

// ---------------------------------------------------------------------------------------------
// The jobs

const mark = (payload: Payload, id: number, data: Partial<Pick<GenerationRequest, 'status' | 'error' | 'resumeAfter' | 'force'>>) =>
  payload.update({ collection: 'generation-requests', id, data, depth: 0 })

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

/** Stores a generated file as Media; its site-relative URL. */
const storeMedia = async (payload: Payload, file: { data: Buffer; mimetype: string; name: string }, alt: string, extra: { machineVoice?: boolean; generatedBy: string }) => {
  const media = await payload.create({
    collection: 'media',
    data: { alt, ...extra },
    file: { ...file, size: file.data.length },
    depth: 0,
  })
  if (!media.filename) throw new Error('The stored file has no name')
  return mediaPath(media.filename)
}

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
        const url = await storeMedia(payload, { data: webp, mimetype: 'image/webp', name: `${fileSlug(doc)}.webp` }, alt, { generatedBy: usage.model })
        await payload.update({ collection, id: doc.id, data: { imageUrl: url, imageAlt: alt }, depth: 0 })
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
          url = await storeMedia(payload, { data: mp3, mimetype: 'audio/mpeg', name: `${fileSlug(doc)}-pronunciation.mp3` }, alt, { generatedBy: usage.model })
        } else {
          // a pose has its name in IAST only: written in Devanagari, the Hindi voice can read it
          const script = devanagari ?? (collection === 'poses' ? iastToDevanagari(word) ?? undefined : undefined)
          const wav = await speakOffline({ devanagari: script, respelling: collection === 'poses' ? (doc as Pose).transliteration ?? undefined : undefined, word })
          url = await storeMedia(payload, { data: wav, mimetype: 'audio/wav', name: `${fileSlug(doc)}-pronunciation.wav` }, `${alt} (machine voice)`, {
            machineVoice: true,
            generatedBy: OFFLINE_VOICE_MODEL,
          })
          await record(payload, 'pronunciation', { model: OFFLINE_VOICE_MODEL, units: word.length, unit: 'characters', estimatedCostUsd: 0 }, target)
        }
        await payload.update({ collection: collection as 'poses', id: doc.id, data: { audioUrl: url }, depth: 0 })
        break
      }
      case 'narration': {
        const faq = doc as Faq
        const text = `${faq.question}\n\n${faq.longAnswer || faq.shortAnswer}`
        const { mp3, usage } = await paid('narration', speechEstimate(text), () => generateNarration(text))
        const url = await storeMedia(payload, { data: mp3, mimetype: 'audio/mpeg', name: `${fileSlug(doc)}-narration.mp3` }, `Narration of the answer to: ${faq.question}`.slice(0, 250), {
          generatedBy: usage.model,
        })
        await payload.update({ collection: 'faqs', id: doc.id, data: { narrationUrl: url }, depth: 0 })
        break
      }
      case 'videos':
      case 'step-videos': {
        const judged = await judgeToday(payload)
        const { usage } = kind === 'videos' ? await curateVideos(payload, curationTarget(collection, doc), judged) : await curateStepVideos(payload, doc as Pose, judged)
        for (const each of usage) await record(payload, 'chat', each, target)
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

/**
 * The generation queue's sweep: deferred requests whose quota day has rolled over are queued
 * again (each under its claim, so a request a visitor re-queued meanwhile is not doubled).
 */
export const resumeDeferred = async (payload: Payload, now: Date = new Date()): Promise<number> => {
  const { docs } = await payload.find({
    collection: 'generation-requests',
    where: { and: [{ status: { equals: 'deferred' } }, { resumeAfter: { less_than_equal: now.toISOString() } }] },
    depth: 0,
    limit: 200,
    pagination: false,
    sort: 'resumeAfter',
  })
  let resumed = 0
  for (const row of docs) {
    // the scheduled runs (src/services/platform/scheduledRuns.ts) are never deferred
    if (row.kind === 'events' || row.kind === 'feedback-analysis') continue
    const result = await claim(payload, row.kind, row.targetCollection as TargetCollection, row.targetId, { resume: true })
    if (result.queued) resumed++
  }
  return resumed
}

export type StepVideoProgress = { slug: string; status: 'success' | 'queued' | 'deferred' | 'failed' | 'idle'; count: number }

/**
 * Where each published pose's step-video curation stands, for the progress of 'Curate All Step
 * Videos' (n of 34) while its call runs: three reads, nothing queued. A pose with step videos is
 * 'success'; else its request row's status; 'idle' when nothing was asked.
 */
export const stepVideoProgress = async (payload: Payload): Promise<StepVideoProgress[]> => {
  const [poses, requests, videos] = await Promise.all([
    publishedPoseSlugs(payload),
    payload.find({ collection: 'generation-requests', where: { kind: { equals: 'step-videos' } }, depth: 0, pagination: false, select: { targetId: true, status: true } }),
    payload.find({ collection: 'videos', where: { stepNumber: { exists: true } }, depth: 0, pagination: false, select: { poses: true } }),
  ])
  const counts = new Map<number, number>()
  for (const video of videos.docs) {
    for (const pose of video.poses ?? []) {
      const id = typeof pose === 'number' ? pose : pose.id
      counts.set(id, (counts.get(id) ?? 0) + 1)
    }
  }
  const statuses = new Map(requests.docs.map((row) => [row.targetId, row.status]))
  return poses.map(({ id, slug }) => {
    const count = counts.get(id) ?? 0
    const status = statuses.get(id)
    return { slug, count, status: count > 0 || status === 'done' ? 'success' : (status ?? 'idle') }
  })
}

/** For the pose list's 'Curate All Step Videos': the published poses, in name order. */
export const publishedPoseSlugs = async (payload: Payload): Promise<{ id: number; slug: string }[]> => {
  const { docs } = await payload.find({ collection: 'poses', where: PUBLISHED, sort: 'englishName', depth: 0, pagination: false, select: { slug: true } })
  return docs.map((doc) => ({ id: doc.id, slug: doc.slug as string }))
}

export { ATTACHMENT }
