/**
 * What the AI features can do today, and why not. Visitors never see a reason:
 * a feature that is not configured, or whose daily budget (or YouTube quota) is spent, is simply
 * absent for them (`featuresToday`, behind GET /api/features). Editors and admins read the
 * reasons in the admin (`aiStatus`: the dashboard, the Videos and AI usage lists, an item's
 * 'AI generation' panel).
 */
import type { Payload } from 'payload'

import type { AiUsageKind } from '@/collections/AiUsage'
import { imageEstimate, openaiClient } from '@/integrations/openai'
import { offlineSpeechAvailable } from '@/integrations/tts'
import { SEARCH_COST, youtubeSettings } from '@/integrations/youtube'
import { quotaUsed } from '@/services/ai/youtubeStore'
import { budgetSpent, dailyBudget, spentToday } from '@/services/ai/budgets'
import { generationFeatures, type Features } from '@/services/ai/generationFeatures'

export type AiFeature = 'images' | 'pronunciation' | 'narration' | 'videos'

export type AiFeatureStatus = {
  feature: AiFeature
  label: string
  /** on; off (not configured); paused (today's budget or quota is spent) */
  state: 'on' | 'off' | 'paused'
  /** for editors: what visitors get and why */
  reason: string
}

const usd = (value: number) => `$${value.toFixed(2)}`

/** The budget a paid feature spends on: paused when spent (the least one call costs must fit). */
const budgetState = async (payload: Payload, kind: AiUsageKind, env: string, what: string): Promise<Pick<AiFeatureStatus, 'state' | 'reason'>> => {
  const estimate = kind === 'image' ? imageEstimate().estimatedCostUsd : 0
  const [spent, over] = await Promise.all([spentToday(payload, kind), budgetSpent(payload, kind, estimate)])
  const budget = dailyBudget(kind)
  if (over)
    return {
      state: 'paused',
      reason: `Today's budget (${usd(budget)}, ${env}) is spent (${usd(spent)}): visitors see no ${what} and no error until it renews at midnight UTC.`,
    }
  return { state: 'on', reason: `${usd(spent)} of today's ${usd(budget)} budget (${env}) spent.` }
}

/** Each AI feature's state with the reason, for editors. */
export const aiStatus = async (payload: Payload): Promise<AiFeatureStatus[]> => {
  const ai = openaiClient() !== null
  const youtube = youtubeSettings()
  const noKey = 'OPENAI_API_KEY is not set on the server'
  const images: AiFeatureStatus = ai
    ? { feature: 'images', label: 'AI images', ...(await budgetState(payload, 'image', 'AI_DAILY_BUDGET_USD_IMAGE', 'new images (a calm placeholder instead)')) }
    : { feature: 'images', label: 'AI images', state: 'off', reason: `${noKey}: visitors see a calm placeholder instead of an image.` }
  const pronunciation: AiFeatureStatus = ai
    ? { feature: 'pronunciation', label: 'Pronunciation', ...(await budgetState(payload, 'pronunciation', 'AI_DAILY_BUDGET_USD_PRONUNCIATION', 'pronunciation button on items without a recording')) }
    : offlineSpeechAvailable()
      ? { feature: 'pronunciation', label: 'Pronunciation', state: 'on', reason: `${noKey}: new recordings use the offline machine voice (eSpeak NG); replace them in Media when you can.` }
      : { feature: 'pronunciation', label: 'Pronunciation', state: 'off', reason: `${noKey} and the offline voice is off (OFFLINE_TTS=false): visitors see no pronunciation button on items without a recording.` }
  const narration: AiFeatureStatus = ai
    ? { feature: 'narration', label: 'FAQ narration', ...(await budgetState(payload, 'narration', 'AI_DAILY_BUDGET_USD_NARRATION', "'Listen to this answer' button on FAQs without a narration")) }
    : { feature: 'narration', label: 'FAQ narration', state: 'off', reason: `${noKey}: visitors see no 'Listen to this answer' button.` }
  let videos: AiFeatureStatus
  if (!youtube) {
    videos = {
      feature: 'videos',
      label: 'Video curation',
      state: 'off',
      reason: "YOUTUBE_API_KEY is not set on the server: no videos are curated; visitors see no empty video sections and no 'Curate All Step Videos'.",
    }
  } else {
    const used = await quotaUsed(payload)
    videos =
      used + SEARCH_COST > youtube.dailyQuota
        ? {
            feature: 'videos',
            label: 'Video curation',
            state: 'paused',
            reason: `Today's YouTube quota (${youtube.dailyQuota} units, YOUTUBE_DAILY_QUOTA) is spent (${used}): waiting curations resume after midnight Pacific time; visitors see no error.`,
          }
        : { feature: 'videos', label: 'Video curation', state: 'on', reason: `${used} of today's ${youtube.dailyQuota} YouTube units spent.` }
  }
  return [images, pronunciation, narration, videos]
}

/**
 * What visitors can be offered today: what is configured (generationFeatures), less what today's
 * budget or YouTube quota no longer allows. A spent feature looks exactly like one not set up.
 */
export const featuresToday = async (payload: Payload): Promise<Features> => {
  const features = generationFeatures()
  const status = new Map((await aiStatus(payload)).map((entry) => [entry.feature, entry.state]))
  const works = (feature: AiFeature) => status.get(feature) === 'on'
  return {
    images: features.images && works('images'),
    pronunciation: features.pronunciation !== false && works('pronunciation') ? features.pronunciation : false,
    narration: features.narration && works('narration'),
    videos: features.videos && works('videos'),
  }
}
