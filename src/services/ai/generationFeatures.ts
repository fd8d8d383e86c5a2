/**
 * Which AI features this installation can run (API keys, the offline voice, the YouTube key), and
 * the 503 message of each kind that is not configured: pages fire nothing automatically for a
 * feature that is off.
 */
import type { GenerationKind } from '@/collections/GenerationRequests'
import { openaiClient } from '@/integrations/openai'
import { offlineSpeechAvailable } from '@/integrations/tts'
import { youtubeSettings } from '@/integrations/youtube'

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

/** Whether the feature a kind needs is configured. */
export const configured = (kind: GenerationKind, features = generationFeatures()): boolean =>
  kind === 'image' ? features.images : kind === 'pronunciation' ? features.pronunciation !== false : kind === 'narration' ? features.narration : features.videos
