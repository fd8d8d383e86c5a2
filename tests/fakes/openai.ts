/**
 * A local OpenAI for tests: an HTTP server on 127.0.0.1 that the real `openai` SDK is
 * pointed at through OPENAI_BASE_URL (src/integrations/openai). It answers
 *
 *   POST /v1/images/generations   a real PNG (made with sharp) as b64_json, like GPT image models
 *   POST /v1/audio/speech         a short, valid MP3 (frames of silence)
 *   POST /v1/chat/completions     JSON matching the requested json_schema: for "video_judgments"
 *                                 it judges every `id=…` candidate of the prompt (see `judge`),
 *                                 for "content_proposals" (the feedback analysis) it proposes
 *                                 a new text for the first field it may change (see
 *                                 `proposeContent`), for any other schema it fills the schema with plain values
 *
 * and records every request, so a test can assert what was sent (model, input, instructions), and
 * when it arrived and was answered (`at`, `answeredAt`: which calls overlapped).
 * `fail(path)` makes the next requests to a path fail with a 500; `delayMs` slows every answer.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import sharp from 'sharp'

export type FakeJudgment = { videoId: string; relevance: number; beginnerSafe: boolean; english: boolean; step: number | null }

export type FakeOpenAI = {
  url: string
  requests: { method: string; path: string; body: Record<string, any>; at: number; answeredAt?: number }[]
  /** The next `times` requests to `path` answer 500 */
  fail: (path: string, times?: number) => void
  /** How the fake model judges a candidate (default: relevance 8, safe, English; steps in order) */
  judge: (videoId: string, index: number, steps: number) => FakeJudgment
  /** The events the fake model "finds" for the event finder ("discovered_events"), given today's date */
  discoverEvents: (today: string) => Record<string, unknown>[]
  /** The feedback analysis' answer ("content_proposals"), given the fields it may change and the feedback ids in the prompt */
  proposeContent: (fields: string[], feedbackIds: number[], prompt: string) => Record<string, unknown>[]
  delayMs: number
  stop: () => Promise<void>
}

const day = (today: string, days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** One event in the finder's schema (overrides on top). */
export const fakeEvent = (today: string, over: Record<string, unknown> = {}): Record<string, unknown> => ({
  title: 'Community Yoga in the Park',
  description: 'A gentle all-levels class on the lawn; bring a mat and water.',
  eventType: 'community_gathering',
  locationType: 'in_person',
  locationDetails: 'Regent’s Park, Hub lawn',
  countryCode: 'GB',
  stateCode: 'ENG',
  city: 'London',
  startLocal: `${day(today, 14)}T09:00`,
  endLocal: `${day(today, 14)}T10:30`,
  timeZone: 'Europe/London',
  isFree: true,
  price: null,
  facilitatorName: 'Asha Patel',
  registrationUrl: 'https://example.org/park-yoga',
  yogaStyles: ['hatha'],
  experienceLevel: 'all_levels',
  durationType: 'single_day',
  ...over,
})

/** What the fake finder answers by default: one good event, one good online one, and five to refuse. */
export const defaultDiscoveredEvents = (today: string) => [
  fakeEvent(today),
  fakeEvent(today, { title: 'Started last week', startLocal: `${day(today, -3)}T09:00`, endLocal: null }),
  fakeEvent(today, { title: 'Zone-less class', timeZone: 'London Time' }),
  fakeEvent(today, { title: 'Plain-http retreat', registrationUrl: 'http://example.org/retreat' }),
  fakeEvent(today, { title: 'Nowhere workshop', countryCode: 'XX' }),
  fakeEvent(today), // the same event twice
  fakeEvent(today, {
    title: 'Online Pranayama Session',
    eventType: 'online_session',
    locationType: 'online',
    locationDetails: 'Zoom',
    countryCode: 'US',
    stateCode: null,
    city: null,
    startLocal: `${day(today, 20)}T18:00`,
    endLocal: `${day(today, 20)}T19:00`,
    timeZone: 'America/New_York',
    registrationUrl: 'https://example.org/pranayama',
    yogaStyles: ['restorative'],
  }),
]

/** What the fake analysis proposes by default: a new text for the first field, answering every feedback. */
export const defaultContentProposals = (fields: string[], feedbackIds: number[]) => [
  {
    fieldName: fields[0],
    reasoning: 'Visitors found the text hard to follow; a plainer sentence answers them.',
    priority: 'high',
    confidence: 86,
    proposedValue: 'A clearer, friendlier text written from visitor feedback.',
    feedbackIds,
  },
]

/** One MPEG-1 Layer III frame header (128 kbit/s, 44.1 kHz, no CRC) and its 417-byte frame of silence. */
const mp3Frame = () => {
  const frame = Buffer.alloc(417)
  frame.writeUInt32BE(0xfffb9064, 0)
  return frame
}
export const FAKE_MP3 = Buffer.concat(Array.from({ length: 8 }, mp3Frame))

const readBody = async (request: IncomingMessage): Promise<Record<string, any>> => {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  return text ? JSON.parse(text) : {}
}

/** Plain values for a JSON schema (objects, arrays of one, strings, numbers, booleans, nullable). */
const fill = (schema: any, defs: Record<string, any> = {}): unknown => {
  if (!schema) return null
  if (schema.$ref) return fill(defs[schema.$ref.split('/').pop()], defs)
  if (schema.anyOf) return fill(schema.anyOf.find((option: any) => option.type !== 'null') ?? schema.anyOf[0], defs)
  const type = Array.isArray(schema.type) ? schema.type.find((each: string) => each !== 'null') : schema.type
  if (schema.enum) return schema.enum[0]
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, value]) => [name, fill(value, defs)]))
    case 'array':
      return [fill(schema.items, defs)]
    case 'string':
      return 'example'
    case 'number':
    case 'integer':
      return 1
    case 'boolean':
      return true
    default:
      return null
  }
}

/** The most of these requests that were in progress at one moment (one ending as another arrives in the same ms: not together). */
export const mostAtOnce = (requests: Pick<FakeOpenAI['requests'][number], 'at' | 'answeredAt'>[]): number => {
  const edges = requests.flatMap((request): [number, number][] => [
    [request.at, 1],
    [request.answeredAt ?? Date.now(), -1],
  ])
  edges.sort((a, b) => a[0] - b[0] || a[1] - b[1])
  let now = 0
  let most = 0
  for (const [, step] of edges) most = Math.max(most, (now += step))
  return most
}

export const startFakeOpenAI = async ({ port = 0 }: { port?: number } = {}): Promise<FakeOpenAI> => {
  const png = await sharp({ create: { width: 96, height: 64, channels: 3, background: { r: 190, g: 140, b: 100 } } }).png().toBuffer()
  const failures = new Map<string, number>()
  const fake: FakeOpenAI = {
    url: '',
    requests: [],
    fail: (path, times = 1) => failures.set(path, (failures.get(path) ?? 0) + times),
    judge: (videoId, index, steps) => ({ videoId, relevance: 8, beginnerSafe: true, english: true, step: steps > 0 && index < steps ? index + 1 : null }),
    discoverEvents: defaultDiscoveredEvents,
    proposeContent: defaultContentProposals,
    delayMs: 0,
    stop: async () => undefined,
  }

  const server: Server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    const at = Date.now()
    let recorded: FakeOpenAI['requests'][number] | undefined
    const send = (status: number, body: unknown, type = 'application/json') => {
      if (recorded) recorded.answeredAt = Date.now()
      const data = Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body))
      response.writeHead(status, { 'content-type': type, 'content-length': data.length })
      response.end(data)
    }
    try {
      const body = request.method === 'POST' ? await readBody(request) : {}
      recorded = { method: request.method ?? 'GET', path, body, at }
      fake.requests.push(recorded)
      if (fake.delayMs) await new Promise((resolve) => setTimeout(resolve, fake.delayMs))
      if (!request.headers.authorization?.startsWith('Bearer ')) return send(401, { error: { message: 'No API key', type: 'invalid_request_error' } })
      const failing = failures.get(path) ?? 0
      if (failing > 0) {
        failures.set(path, failing - 1)
        return send(500, { error: { message: 'The fake OpenAI is having a moment', type: 'server_error' } })
      }
      if (request.method === 'POST' && path === '/v1/images/generations') {
        if (!body.prompt) return send(400, { error: { message: 'prompt is required' } })
        return send(200, {
          created: Math.floor(Date.now() / 1000),
          data: [{ b64_json: png.toString('base64') }],
          usage: { input_tokens: 50, output_tokens: 4160, total_tokens: 4210 },
        })
      }
      if (request.method === 'POST' && path === '/v1/audio/speech') {
        if (!body.input || String(body.input).length > 4096) return send(400, { error: { message: 'input must be 1 to 4096 characters' } })
        return send(200, FAKE_MP3, 'audio/mpeg')
      }
      if (request.method === 'POST' && path === '/v1/chat/completions') {
        const format = body.response_format
        const user = String((body.messages as { role: string; content: string }[]).find((message) => message.role === 'user')?.content ?? '')
        let content: unknown
        if (format?.json_schema?.name === 'video_judgments') {
          const ids = [...user.matchAll(/id=([A-Za-z0-9_-]{11})/g)].map((match) => match[1]!)
          const steps = /Steps:\n([\s\S]*?)\nCandidates:/.exec(user)?.[1]?.split('\n').filter(Boolean).length ?? 0
          content = { judgments: ids.map((id, index) => fake.judge(id, index, steps)) }
        } else if (format?.json_schema?.name === 'discovered_events') {
          content = { events: fake.discoverEvents(/Today is (\d{4}-\d{2}-\d{2})/.exec(user)?.[1] ?? new Date().toISOString().slice(0, 10)) }
        } else if (format?.json_schema?.name === 'content_proposals') {
          const fields: string[] = format.json_schema.schema?.properties?.proposals?.items?.properties?.fieldName?.enum ?? []
          const ids = [...user.matchAll(/id=(\d+)/g)].map((match) => Number(match[1]))
          content = { proposals: fake.proposeContent(fields, ids, user) }
        } else {
          content = fill(format?.json_schema?.schema, format?.json_schema?.schema?.$defs ?? format?.json_schema?.schema?.definitions)
        }
        return send(200, {
          id: `chatcmpl-${Date.now()}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [{ index: 0, finish_reason: 'stop', logprobs: null, message: { role: 'assistant', content: JSON.stringify(content), refusal: null } }],
          usage: { prompt_tokens: 600, completion_tokens: 200, total_tokens: 800 },
        })
      }
      send(404, { error: { message: `Unknown path ${path}` } })
    } catch (error) {
      send(500, { error: { message: String(error) } })
    }
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`
  fake.stop = () => new Promise((resolve) => server.close(() => resolve()))
  return fake
}
