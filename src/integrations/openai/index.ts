/**
 * OpenAI behind one module, on the real `openai` SDK (7.x, which needs Node 22 or
 * later: the project runs on Node 24).
 *
 * - `OPENAI_API_KEY` unset: `openaiClient()` is null; images and narration report "not
 *   configured" and pronunciation falls back to the offline engine (src/integrations/tts).
 * - `OPENAI_BASE_URL` points the SDK at another server (the tests' local fake, tests/fakes/openai.ts).
 * - Model names come from the environment with defaults (OpenAI retires models on a schedule):
 *   `OPENAI_IMAGE_MODEL` (gpt-image-1), `OPENAI_TTS_MODEL` (gpt-4o-mini-tts), `OPENAI_TTS_VOICE`
 *   (alloy), `OPENAI_CHAT_MODEL` (gpt-4.1-mini), `OPENAI_IMAGE_QUALITY` (medium).
 *
 * Every function returns what it made and what it cost (units and an estimate in US dollars),
 * which the caller writes to the `ai-usage` ledger.
 */
import OpenAI from 'openai'
import { zodResponseFormat } from 'openai/helpers/zod'
import sharp from 'sharp'

import type { z } from '@/lib/zod'

type Environment = Record<string, string | undefined>
const read = (name: string, environment: Environment) => environment[name]?.trim() || undefined

export type ImageQuality = 'low' | 'medium' | 'high'

export type OpenAISettings = {
  apiKey: string
  baseURL?: string
  imageModel: string
  imageQuality: ImageQuality
  ttsModel: string
  ttsVoice: string
  chatModel: string
}

/** The settings from the environment, or null when no key is set. */
export const openaiSettings = (environment: Environment = process.env): OpenAISettings | null => {
  const apiKey = read('OPENAI_API_KEY', environment)
  if (!apiKey) return null
  const quality = read('OPENAI_IMAGE_QUALITY', environment)
  return {
    apiKey,
    baseURL: read('OPENAI_BASE_URL', environment),
    imageModel: read('OPENAI_IMAGE_MODEL', environment) ?? 'gpt-image-1',
    imageQuality: quality === 'low' || quality === 'high' ? quality : 'medium',
    ttsModel: read('OPENAI_TTS_MODEL', environment) ?? 'gpt-4o-mini-tts',
    ttsVoice: read('OPENAI_TTS_VOICE', environment) ?? 'alloy',
    chatModel: read('OPENAI_CHAT_MODEL', environment) ?? 'gpt-4.1-mini',
  }
}

const clients = new Map<string, OpenAI>()

/** The SDK client for the configured key and base, or null when not configured. */
export const openaiClient = (environment: Environment = process.env): { client: OpenAI; settings: OpenAISettings } | null => {
  const settings = openaiSettings(environment)
  if (!settings) return null
  const cacheKey = `${settings.apiKey}|${settings.baseURL ?? ''}`
  let client = clients.get(cacheKey)
  if (!client) {
    // Jobs retry with backoff themselves; the SDK retries a dropped connection twice.
    client = new OpenAI({ apiKey: settings.apiKey, baseURL: settings.baseURL, timeout: 120_000, maxRetries: settings.baseURL ? 0 : 2 })
    clients.set(cacheKey, client)
  }
  return { client, settings }
}

export type Usage = { model: string; units: number; unit: 'images' | 'characters' | 'tokens'; estimatedCostUsd: number }

/**
 * Rough list prices (US dollars, late 2026), for the ledger and the daily budgets only: the bill
 * is OpenAI's. A GPT image at 1536×1024: about $0.016 low, $0.063 medium, $0.25 high.
 */
export const PRICES = {
  imageLandscape: { low: 0.016, medium: 0.063, high: 0.25 } satisfies Record<ImageQuality, number>,
  /** speech, per 1,000 characters of input (gpt-4o-mini-tts ≈ $0.015 a minute ≈ 1,000 characters) */
  speechPer1kChars: 0.015,
  /** chat, per million tokens (gpt-4.1-mini) */
  chatInputPerMillion: 0.4,
  chatOutputPerMillion: 1.6,
} as const

const round = (usd: number) => Math.round(usd * 1_000_000) / 1_000_000

export const IMAGE_WIDTH = 1200
export const IMAGE_HEIGHT = 800

/**
 * One illustration for `prompt` as WebP, 1200×800 (Payload's Media sizes then make the
 * 320/640 card and 1200×630 Open Graph variants). GPT image models answer base64 only.
 */
export const generateImage = async (prompt: string): Promise<{ webp: Buffer; usage: Usage }> => {
  const openai = openaiClient()
  if (!openai) throw new Error('OpenAI is not configured')
  const { client, settings } = openai
  const response = await client.images.generate({
    model: settings.imageModel,
    prompt,
    n: 1,
    size: '1536x1024',
    quality: settings.imageQuality,
  })
  const b64 = response.data?.[0]?.b64_json
  if (!b64) throw new Error('The image model answered without an image')
  const webp = await sharp(Buffer.from(b64, 'base64'))
    .resize(IMAGE_WIDTH, IMAGE_HEIGHT, { fit: 'cover', position: 'centre' })
    .webp({ quality: 82 })
    .toBuffer()
  return {
    webp,
    usage: { model: settings.imageModel, units: 1, unit: 'images', estimatedCostUsd: PRICES.imageLandscape[settings.imageQuality] },
  }
}

/** What one image will cost (reserved in the budget before the call). */
export const imageEstimate = (environment: Environment = process.env): Usage => {
  const settings = openaiSettings(environment)
  const quality = settings?.imageQuality ?? 'medium'
  return { model: settings?.imageModel ?? 'gpt-image-1', units: 1, unit: 'images', estimatedCostUsd: PRICES.imageLandscape[quality] }
}

/** What speaking `text` will cost (a pronunciation's word, a narration's whole text). */
export const speechEstimate = (text: string, environment: Environment = process.env): Usage => {
  const characters = splitForSpeech(text).reduce((sum, piece) => sum + piece.length, 0)
  return {
    model: openaiSettings(environment)?.ttsModel ?? 'gpt-4o-mini-tts',
    units: characters,
    unit: 'characters',
    estimatedCostUsd: round((characters / 1000) * PRICES.speechPer1kChars),
  }
}

/** OpenAI's speech endpoint takes at most 4,096 characters of input. */
export const SPEECH_INPUT_LIMIT = 4096

/**
 * Splits `text` into pieces of at most `limit` characters, at sentence ends (. ! ? followed by
 * a space), else at the last space, else hard: joined back they read as the text.
 */
export const splitForSpeech = (text: string, limit = SPEECH_INPUT_LIMIT - 96): string[] => {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (!clean) return []
  const sentences = clean.match(/[^.!?]+(?:[.!?]+["')\]]*|$)\s*/g) ?? [clean]
  const pieces: string[] = []
  let current = ''
  const push = () => {
    if (current.trim()) pieces.push(current.trim())
    current = ''
  }
  for (const sentence of sentences) {
    if ((current + sentence).length <= limit) {
      current += sentence
      continue
    }
    push()
    let rest = sentence
    while (rest.length > limit) {
      const cut = rest.lastIndexOf(' ', limit)
      const at = cut > limit / 2 ? cut : limit
      pieces.push(rest.slice(0, at).trim())
      rest = rest.slice(at)
    }
    current = rest
  }
  push()
  return pieces
}

const speak = async (input: string, instructions?: string): Promise<{ mp3: Buffer; usage: Usage }> => {
  const openai = openaiClient()
  if (!openai) throw new Error('OpenAI is not configured')
  const { client, settings } = openai
  const response = await client.audio.speech.create({
    model: settings.ttsModel,
    voice: settings.ttsVoice,
    input,
    response_format: 'mp3',
    ...(instructions ? { instructions } : {}),
  })
  const mp3 = Buffer.from(await response.arrayBuffer())
  if (mp3.length === 0) throw new Error('The speech model answered without audio')
  return {
    mp3,
    usage: { model: settings.ttsModel, units: input.length, unit: 'characters', estimatedCostUsd: round((input.length / 1000) * PRICES.speechPer1kChars) },
  }
}

export type PronunciationInput = { word: string; iast?: string; devanagari?: string; respelling?: string }

/** The instruction that makes the voice say a Sanskrit word the way a teacher would. */
export const pronunciationInstruction = ({ word, iast, devanagari, respelling }: PronunciationInput): string =>
  [
    `Pronounce the Sanskrit word "${iast || word}"${devanagari ? ` (${devanagari})` : ''} slowly and clearly, the way a yoga teacher would say it in class.`,
    respelling ? `Say it like "${respelling}", with the stressed syllable in capitals.` : '',
    'Keep the final vowel; say only the word, once, with no introduction.',
  ]
    .filter(Boolean)
    .join(' ')

/** One recording of a Sanskrit word (MP3). */
export const generatePronunciation = (input: PronunciationInput) => speak(input.iast || input.word, pronunciationInstruction(input))

/** A long text read aloud (MP3): split at sentence ends under the input limit, each piece spoken, joined. */
export const generateNarration = async (text: string): Promise<{ mp3: Buffer; usage: Usage }> => {
  const pieces = splitForSpeech(text)
  if (pieces.length === 0) throw new Error('There is no text to narrate')
  const parts: Buffer[] = []
  let characters = 0
  let model = ''
  for (const piece of pieces) {
    const { mp3, usage } = await speak(piece, 'Read this answer warmly and calmly, at an easy pace, like a friendly yoga teacher.')
    parts.push(mp3)
    characters += usage.units
    model = usage.model
  }
  // MP3 is a sequence of frames: recordings joined end to end play as one.
  return {
    mp3: Buffer.concat(parts),
    usage: { model, units: characters, unit: 'characters', estimatedCostUsd: round((characters / 1000) * PRICES.speechPer1kChars) },
  }
}

/**
 * A structured answer checked by a zod schema (`openai/helpers/zod`): the model is held to the
 * schema's JSON Schema and the answer is parsed with the schema again.
 */
export const askStructured = async <Schema extends z.ZodType>(
  schema: Schema,
  name: string,
  system: string,
  user: string,
): Promise<{ value: z.infer<Schema>; usage: Usage }> => {
  const openai = openaiClient()
  if (!openai) throw new Error('OpenAI is not configured')
  const { client, settings } = openai
  const completion = await client.chat.completions.parse({
    model: settings.chatModel,
    messages: [
      { role: 'system', content: system },
      { role: 'user', content: user },
    ],
    response_format: zodResponseFormat(schema, name),
  })
  const message = completion.choices[0]?.message
  if (!message?.parsed) throw new Error(message?.refusal ? `The model refused: ${message.refusal}` : 'The model answered without a result')
  const input = completion.usage?.prompt_tokens ?? 0
  const output = completion.usage?.completion_tokens ?? 0
  return {
    value: schema.parse(message.parsed) as z.infer<Schema>,
    usage: {
      model: settings.chatModel,
      units: input + output,
      unit: 'tokens',
      estimatedCostUsd: round((input * PRICES.chatInputPerMillion + output * PRICES.chatOutputPerMillion) / 1_000_000),
    },
  }
}
