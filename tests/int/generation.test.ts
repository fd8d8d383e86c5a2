/**
 * The server side of AI generation and video curation: the nine public generation and curation calls through
 * their route handlers, the real `openai` SDK and our YouTube client against local fakes
 * (tests/fakes/openai.ts, tests/fakes/youtube.ts), jobs run by the app's own runner.
 */
import { existsSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import type { Payload, Where } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { POST as autoCurate } from '@/app/(frontend)/api/auto-curate-videos/route'
import { GET as eventDetail } from '@/app/(frontend)/api/events/[slug]/route'
import { POST as narrate } from '@/app/(frontend)/api/faq/[slug]/generate-narration/route'
import { GET as features } from '@/app/(frontend)/api/features/route'
import { POST as generateAudio } from '@/app/(frontend)/api/generate-audio/route'
import { POST as generateImage } from '@/app/(frontend)/api/generate-image/route'
import { GET as glossaryVideos } from '@/app/(frontend)/api/glossary/[slug]/videos/route'
import { GET as curateAllProgress, POST as curateAll } from '@/app/(frontend)/api/poses/curate-all-step-videos/route'
import { POST as poseCurateStepVideos } from '@/app/(frontend)/api/poses/[slug]/curate-step-videos/route'
import { POST as poseCurateVideos } from '@/app/(frontend)/api/poses/[slug]/curate-videos/route'
import { POST as poseImage } from '@/app/(frontend)/api/poses/[slug]/generate-image/route'
import { POST as posePronunciation } from '@/app/(frontend)/api/poses/[slug]/generate-pronunciation/route'
import { POST as revalidate } from '@/app/(frontend)/api/revalidate/route'
import { splitForSpeech } from '@/integrations/openai'
import { env } from '@/lib/env'
import { posePlan } from '@/services/ai/generationPlan'
import { REVALIDATE_PURPOSE } from '@/services/platform/revalidate'
import { readToken, signToken } from '@/lib/signedToken'
import { quotaDay } from '@/integrations/youtube'
import { GENERATION_QUEUE } from '@/jobs/queues'
import { runQueue } from '@/jobs/runner'
import { QUEUES, startJobScheduler } from '@/jobs/scheduler'
import { wallTimeIn } from '@/lib/time'
import { POST as findEventsNow } from '@/app/(frontend)/api/admin/event-finder/run/route'
import { checkEvent, EVENT_FINDER_TEXT, findEvents, inRegions, queueEventFinderIfDue, type DiscoveredEvent } from '@/services/ai/eventFinder'
import { GET as aiStatusRoute } from '@/app/(frontend)/api/admin/ai-status/route'
import { aiStatus } from '@/services/ai/aiStatus'
import { budgetMessage, releaseBudget, reserveBudget } from '@/services/ai/budgets'
import { DEFERRED_MESSAGE, waitFor } from '@/services/ai/generation'
import { claim, keyOf, resumeDeferred } from '@/services/ai/generationQueue'
import { mediaFilename } from '@/services/ai/generationTargets'
import { getPose } from '@/services/content/poses'
import { poolOf } from '@/services/platform/shared'
import { CANDIDATE_KINDS, startFakeYoutube, type FakeYoutube } from '@tests/fakes/youtube'
import { defaultDiscoveredEvents, fakeEvent, startFakeOpenAI, type FakeOpenAI } from '@tests/fakes/openai'
import { freshIp } from '@tests/support/forms'
import { testPayload } from '@tests/support/payload'
import { call, type JsonResponse } from '@tests/support/routes'
import { asBrowser, registerMember } from '@tests/support/session'

type Handler = (request: Request, context: { params: Promise<any> }) => Promise<Response> | Response

let payload: Payload
let openai: FakeOpenAI
let youtube: FakeYoutube
let scheduler: { stop: () => Promise<void> }
/** The highest ids before this file ran: what it adds is removed again, so other files see the seed */
const before = { media: 0, videos: 0, events: 0 }
/** What jobs asked the web server to expire (a stand-in for it at REVALIDATE_URL) */
const revalidations: { tags: string[]; token: string }[] = []
let webServer: Server

const KEYS = ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'YOUTUBE_API_KEY', 'YOUTUBE_API_BASE', 'GENERATION_WAIT_SECONDS', 'OFFLINE_TTS'] as const
const configure = () => {
  process.env.OPENAI_API_KEY = 'sk-test-fake'
  process.env.OPENAI_BASE_URL = openai.url
  process.env.YOUTUBE_API_KEY = 'yt-test-fake'
  process.env.YOUTUBE_API_BASE = youtube.url
  process.env.GENERATION_WAIT_SECONDS = '30'
}

beforeAll(async () => {
  payload = await testPayload()
  for (const table of ['media', 'videos', 'events'] as const) {
    before[table] = Number((await poolOf(payload).query<{ max: number | null }>(`SELECT max(id) AS max FROM ${table}`)).rows[0]?.max ?? 0)
  }
  openai = await startFakeOpenAI()
  youtube = await startFakeYoutube()
  webServer = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    if (request.url === '/api/revalidate') revalidations.push({ ...JSON.parse(Buffer.concat(chunks).toString()), token: String(request.headers['x-revalidate-token']) })
    response.end('{}')
  })
  await new Promise<void>((resolve) => webServer.listen(0, '127.0.0.1', resolve))
  process.env.REVALIDATE_URL = `http://127.0.0.1:${(webServer.address() as AddressInfo).port}`
  // the app's own runner for the generation queue, as in the web process (no sweep: called by hand)
  const schedule = QUEUES.find((queue) => queue.queue === GENERATION_QUEUE)!
  scheduler = startJobScheduler(payload, [{ ...schedule, everyMs: 1000, sweep: undefined }])
})
beforeEach(() => {
  configure()
  delete process.env.AI_DAILY_BUDGET_USD_IMAGE
  delete process.env.RATE_LIMIT_GENERATION
  openai.delayMs = 0
})
afterAll(async () => {
  await scheduler.stop()
  // Everything this file made goes again, so the files after it see the seeded site: the files
  // in media/ with their Media rows, the videos and events, the items' image and audio addresses,
  // and the rows of the generation tables.
  await payload.delete({ collection: 'media', where: { id: { greater_than: before.media } } })
  await payload.delete({ collection: 'videos', where: { id: { greater_than: before.videos } } })
  await payload.delete({ collection: 'events', where: { id: { greater_than: before.events } } })
  // (an item's `image` went with its Media row: the column is set null when the file goes)
  const generated = { like: '/cms-api/media/file/' }
  for (const collection of ['glossary-terms', 'faqs', 'poses'] as const) {
    const field = collection === 'faqs' ? 'narrationUrl' : 'audioUrl'
    const { docs } = await payload.find({ collection, where: { [field]: generated } as Where, depth: 0, pagination: false })
    for (const doc of docs) await payload.update({ collection, id: doc.id, data: { [field]: null } as never, depth: 0 })
  }
  for (const table of ['generation_requests', 'ai_usage', 'youtube_quota', 'youtube_searches']) await poolOf(payload).query(`DELETE FROM ${table}`)
  for (const key of KEYS) delete process.env[key]
  await openai.stop()
  await youtube.stop()
  delete process.env.REVALIDATE_URL
  await new Promise((resolve) => webServer.close(resolve))
})

/** A POST as a visitor's browser from its own address: JSON body when given, none otherwise. */
const post = (handler: Handler, url: string, { params = {}, body, ip = freshIp(), cookie }: { params?: object; body?: unknown; ip?: string; cookie?: string } = {}): Promise<JsonResponse> =>
  call(handler as any, url, params, {
    method: 'POST',
    headers: {
      'x-yc-client-ip': ip,
      'x-yc-client-seal': process.env.CLIENT_IP_SEAL!,
      'sec-fetch-site': 'same-origin',
      ...(cookie ? { cookie } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

const byslug = async (collection: 'glossary-terms' | 'faqs' | 'poses', slug: string) =>
  (await payload.find({ collection, where: { slug: { equals: slug } }, depth: 0, limit: 1 })).docs[0] as any

const mediaAt = async (url: string) =>
  (await payload.find({ collection: 'media', where: { filename: { equals: mediaFilename(url) } }, depth: 0, limit: 1 })).docs[0]
const ledgerFor = async (collection: string, id: number) =>
  (await payload.find({ collection: 'ai-usage', where: { and: [{ targetCollection: { equals: collection } }, { targetId: { equals: id } }] }, depth: 0, pagination: false })).docs
const count = async (collection: 'generation-requests' | 'payload-jobs' | 'videos' | 'ai-usage' | 'media') => (await payload.count({ collection })).totalDocs
const searches = () => youtube.requests.filter((request) => request.path === '/search')

describe('GET /api/features', () => {
  it('says what is configured, so pages fire nothing that cannot work', async () => {
    expect((await call(features as Handler, '/api/features')).body).toEqual({ features: { images: true, pronunciation: 'ai', narration: true, videos: true } })
    for (const key of KEYS) delete process.env[key]
    expect((await call(features as Handler, '/api/features')).body).toEqual({ features: { images: false, pronunciation: 'machine', narration: false, videos: false } })
    process.env.OFFLINE_TTS = 'false'
    expect((await call(features as Handler, '/api/features')).body.features.pronunciation).toBe(false)
  })
})

describe('not configured', () => {
  it('answers 503 "… not configured" and queues nothing', async () => {
    for (const key of KEYS) delete process.env[key]
    const pose = await byslug('poses', 'tree-pose')
    const term = await byslug('glossary-terms', 'yoga')
    const before = [await count('generation-requests'), await count('payload-jobs')]
    const answers = [
      await post(poseImage, '/api/poses/tree-pose/generate-image', { params: { slug: 'tree-pose' } }),
      await post(generateImage, '/api/generate-image', { body: { contentType: 'pose', contentId: pose.id } }),
      await post(narrate, '/api/faq/what-should-i-wear/generate-narration', { params: { slug: 'what-should-i-wear' } }),
      await post(autoCurate, '/api/auto-curate-videos', { body: { contentType: 'glossary', contentId: term.id } }),
      await post(poseCurateVideos, '/api/poses/tree-pose/curate-videos', { params: { slug: 'tree-pose' } }),
      await post(poseCurateStepVideos, '/api/poses/tree-pose/curate-step-videos', { params: { slug: 'tree-pose' } }),
      await post(curateAll, '/api/poses/curate-all-step-videos'),
    ]
    expect(answers.map((answer) => answer.status)).toEqual([503, 503, 503, 503, 503, 503, 503])
    expect(answers.map((answer) => answer.body.error)).toEqual([
      'Image generation is not configured',
      'Image generation is not configured',
      'Narration generation is not configured',
      'Video curation is not configured',
      'Video curation is not configured',
      'Video curation is not configured',
      'Video curation is not configured',
    ])
    expect([await count('generation-requests'), await count('payload-jobs')]).toEqual(before)
    expect(openai.requests).toHaveLength(0)
    expect(youtube.requests).toHaveLength(0)
  })
})

describe('input', () => {
  it('400 for a bad body, 404 for an unknown item, with SPEC messages', async () => {
    expect((await post(generateImage, '/api/generate-image', { body: { contentType: 'event', contentId: 1 } })).body).toMatchObject({ error: 'contentType must be "glossary", "faq" or "pose"' })
    expect((await post(autoCurate, '/api/auto-curate-videos', { body: { contentType: 'glossary', contentId: 'abc' } })).status).toBe(400)
    expect((await post(generateAudio, '/api/generate-audio', { body: {} })).status).toBe(400)
    const missing = await post(generateAudio, '/api/generate-audio', { body: { glossaryTermId: 999999 } })
    expect(missing).toMatchObject({ status: 404, body: { error: 'Term not found' } })
    expect((await post(poseImage, '/api/poses/no-such-pose/generate-image', { params: { slug: 'no-such-pose' } })).body).toEqual({ error: 'Pose not found' })
    expect((await post(narrate, '/api/faq/nope/generate-narration', { params: { slug: 'nope' } })).body).toEqual({ error: 'FAQ not found' })
    // a body that is not JSON is refused, as everywhere under /api
    const text = await call(generateImage as Handler, '/api/generate-image', {}, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' })
    expect(text.status).toBe(415)
    // another site's page cannot spend our budget in a visitor's name
    const foreign = await call(poseImage as Handler, '/api/poses/tree-pose/generate-image', { slug: 'tree-pose' }, { method: 'POST', headers: { origin: 'https://elsewhere.example' } })
    expect(foreign).toMatchObject({ status: 403, body: { error: 'Requests from other websites are not accepted.' } })
  })

  it('limits each client on every generation route (429 with Retry-After)', async () => {
    process.env.RATE_LIMIT_GENERATION = '2/60'
    const ip = freshIp()
    const statuses: number[] = []
    for (let i = 0; i < 3; i++) statuses.push((await post(poseImage, '/api/poses/no-such-pose/generate-image', { params: { slug: 'no-such-pose' }, ip })).status)
    // a malformed slug is a 404 before counting; an unknown but well-formed one is counted
    expect(statuses).toEqual([404, 404, 429])
  })
})

describe('images', () => {
  it('a pose image: generated once, stored in Media as WebP with card and Open Graph sizes, alt text and a ledger row', async () => {
    const response = await post(poseImage, '/api/poses/mountain-pose/generate-image', { params: { slug: 'mountain-pose' } })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ status: 'done', imageUrl: expect.stringMatching(/^\/cms-api\/media\/file\/mountain-pose.*\.webp$/), imageAlt: 'Illustration of Mountain Pose (Tāḍāsana)' })
    const media = (await mediaAt(response.body.imageUrl)) as any
    expect(media).toMatchObject({ mimeType: 'image/webp', width: 1200, height: 800, alt: 'Illustration of Mountain Pose (Tāḍāsana)', generatedBy: 'gpt-image-1' })
    expect(media.sizes.og).toMatchObject({ width: 1200, height: 630 })
    expect(media.sizes.card).toMatchObject({ width: 640 })
    expect(existsSync(path.join(process.cwd(), 'media', media.filename))).toBe(true)
    // the pose's image is that Media file (no typed address); the page and API show it with its alt text
    const pose = await byslug('poses', 'mountain-pose')
    expect(pose).toMatchObject({ image: media.id, imageUrl: null, imageAlt: null })
    expect(await getPose(payload, 'mountain-pose')).toMatchObject({ imageUrl: response.body.imageUrl, imageAlt: media.alt })
    const ledger = await ledgerFor('poses', pose.id)
    expect(ledger).toHaveLength(1)
    expect(ledger[0]).toMatchObject({ kind: 'image', model: 'gpt-image-1', units: 1, unit: 'images', estimatedCostUsd: 0.063 })
    const sent = openai.requests.find((request) => request.path === '/v1/images/generations')!
    expect(sent.body).toMatchObject({ model: 'gpt-image-1', size: '1536x1024', n: 1 })
    expect(sent.body.prompt).toContain('Mountain Pose')
    // the job asked the web server to expire the pose pages, with a token it accepts
    const asked = revalidations.at(-1)!
    expect(asked.tags).toEqual(['poses'])
    expect(readToken(env.payloadSecret, REVALIDATE_PURPOSE, asked.token)).toMatchObject({ valid: true })

    // idempotent: the second call answers the same image and makes nothing
    const images = openai.requests.length
    const again = await post(poseImage, '/api/poses/mountain-pose/generate-image', { params: { slug: 'mountain-pose' } })
    expect(again.body).toEqual(response.body)
    expect(openai.requests.length).toBe(images)
    expect(await ledgerFor('poses', pose.id)).toHaveLength(1)
  })

  it('a glossary term image through POST /api/generate-image; a visitor asking to force gets the same image', async () => {
    const term = await byslug('glossary-terms', 'asana')
    const response = await post(generateImage, '/api/generate-image', { body: { contentType: 'glossary', contentId: term.id } })
    expect(response).toMatchObject({ status: 200, body: { status: 'done', imageUrl: expect.stringContaining('/cms-api/media/file/asana') } })
    const media = (await mediaAt(response.body.imageUrl)) as any
    expect(media.alt).toMatch(/^Illustration for Asana/)
    expect(response.body.imageAlt).toBe(media.alt)
    expect((await byslug('glossary-terms', 'asana')).image).toBe(media.id)
    const made = openai.requests.length
    const forced = await post(generateImage, '/api/generate-image', { body: { contentType: 'glossary', contentId: String(term.id), force: true } })
    expect(forced.body.imageUrl).toBe(response.body.imageUrl)
    expect(openai.requests.length).toBe(made)
  })

  it('an editor forcing regenerates', async () => {
    const { cookie, username } = await registerMember('editor')
    const { docs } = await payload.find({ collection: 'users', where: { username: { equals: username } }, limit: 1 })
    await payload.update({ collection: 'users', id: docs[0]!.id, data: { roles: ['editor'] } })
    const first = (await byslug('poses', 'mountain-pose')).image
    const response = await post(poseImage, '/api/poses/mountain-pose/generate-image', { params: { slug: 'mountain-pose' }, body: { force: true }, cookie })
    expect(response.status).toBe(200)
    const media = (await mediaAt(response.body.imageUrl)) as any
    expect(media.id).not.toBe(first)
    expect((await byslug('poses', 'mountain-pose')).image).toBe(media.id)
    expect(await ledgerFor('poses', (await byslug('poses', 'mountain-pose')).id)).toHaveLength(2)
  })

  it('a failure at OpenAI is retried with backoff (202 queued meanwhile); a job that gives up is a 502; the next visit tries anew', async () => {
    process.env.GENERATION_WAIT_SECONDS = '2'
    openai.fail('/v1/images/generations')
    const first = await post(poseImage, '/api/poses/warrior-i/generate-image', { params: { slug: 'warrior-i' } })
    expect(first).toMatchObject({ status: 202, body: { status: 'queued' } })
    const pose = await byslug('poses', 'warrior-i')
    const [request] = (await payload.find({ collection: 'generation-requests', where: { key: { equals: `image:poses:${pose.id}` } }, depth: 0 })).docs
    expect(request).toMatchObject({ status: 'queued', error: expect.stringContaining('500') })
    const job = await payload.findByID({ collection: 'payload-jobs', id: request!.job!, depth: 0 })
    expect(job).toMatchObject({ totalTried: 1, hasError: false })
    expect(new Date(job.waitUntil!).getTime()).toBeGreaterThan(Date.now() + 20_000) // the backoff: 30 s
    // the job gives up (as Payload marks it after its last attempt): whoever waits gets a 502 with the reason
    await poolOf(payload).query(`UPDATE payload_jobs SET has_error = true WHERE id = $1`, [job.id])
    await expect(waitFor(payload, request!.id, 1000)).rejects.toMatchObject({ status: 502, message: expect.stringContaining('500') })
    // the next visit queues a fresh job, which succeeds
    process.env.GENERATION_WAIT_SECONDS = '30'
    const second = await post(poseImage, '/api/poses/warrior-i/generate-image', { params: { slug: 'warrior-i' } })
    expect(second).toMatchObject({ status: 200, body: { status: 'done', imageUrl: expect.stringContaining('warrior-i') } })
    expect(await ledgerFor('poses', pose.id)).toHaveLength(1)
  })

  it("over today's budget: 429 with a clear message, nothing queued", async () => {
    process.env.AI_DAILY_BUDGET_USD_IMAGE = '0.05'
    // (jobs of the tests before may still finish and go meanwhile: count the ones queued from now)
    const since = new Date().toISOString()
    const jobsQueued = async () => (await payload.count({ collection: 'payload-jobs', where: { createdAt: { greater_than_equal: since } } })).totalDocs
    const before = [await count('generation-requests'), 0]
    const calls = openai.requests.length
    const response = await post(poseImage, '/api/poses/tree-pose/generate-image', { params: { slug: 'tree-pose' } })
    expect(response.status).toBe(429)
    expect(response.body).toMatchObject({ error: budgetMessage('image'), details: { budgetUsd: 0.05 } })
    expect(response.body.error).toBe("Today's budget for AI images is spent. Nothing was queued; please try again tomorrow.")
    expect([await count('generation-requests'), await jobsQueued()]).toEqual(before)
    expect(openai.requests.length).toBe(calls)
    expect(await byslug('poses', 'tree-pose')).toMatchObject({ image: null, imageUrl: null })
  })
})

describe('speech', () => {
  it('a glossary pronunciation: the word with its IAST and respelling, MP3 in Media', async () => {
    const term = await byslug('glossary-terms', 'ashtanga')
    const response = await post(generateAudio, '/api/generate-audio', { body: { glossaryTermId: term.id } })
    expect(response).toMatchObject({ status: 200, body: { status: 'done', audioUrl: expect.stringMatching(/\.mp3$/), machineVoice: false } })
    expect(await mediaAt(response.body.audioUrl)).toMatchObject({ mimeType: 'audio/mpeg', machineVoice: false, generatedBy: 'gpt-4o-mini-tts' })
    const sent = openai.requests.filter((request) => request.path === '/v1/audio/speech').at(-1)!
    expect(sent.body).toMatchObject({ model: 'gpt-4o-mini-tts', input: 'aṣṭāṅga', response_format: 'mp3' })
    expect(sent.body.instructions).toContain('"aṣṭāṅga" (अष्टाङ्ग)')
    expect(sent.body.instructions).toContain('ahsh-TAHN-gah')
    expect(await ledgerFor('glossary-terms', term.id)).toMatchObject([{ kind: 'pronunciation', unit: 'characters', units: 'aṣṭāṅga'.length }])
  })

  it('a pose pronunciation', async () => {
    const response = await post(posePronunciation, '/api/poses/tree-pose/generate-pronunciation', { params: { slug: 'tree-pose' } })
    expect(response).toMatchObject({ status: 200, body: { status: 'done', audioUrl: expect.stringMatching(/tree-pose-pronunciation.*\.mp3$/) } })
    expect((await byslug('poses', 'tree-pose')).audioUrl).toBe(response.body.audioUrl)
  })

  it('an FAQ narration: the answer split at sentence ends under the limit, spoken, joined', async () => {
    const faq = await byslug('faqs', 'what-should-i-wear')
    const before = openai.requests.filter((request) => request.path === '/v1/audio/speech').length
    const response = await post(narrate, '/api/faq/what-should-i-wear/generate-narration', { params: { slug: 'what-should-i-wear' } })
    expect(response).toMatchObject({ status: 200, body: { status: 'done', narrationUrl: expect.stringMatching(/narration.*\.mp3$/) } })
    const spoken = openai.requests.filter((request) => request.path === '/v1/audio/speech').slice(before)
    const pieces = splitForSpeech(`${faq.question}\n\n${faq.longAnswer || faq.shortAnswer}`)
    expect(spoken.map((request) => request.body.input)).toEqual(pieces)
    const media = (await mediaAt(response.body.narrationUrl)) as any
    expect(media.filesize).toBe(pieces.length * 8 * 417)
  })

  it('ten visitors at once on a new term: one job, one recording, one ledger row', async () => {
    const term = await byslug('glossary-terms', 'pranayama')
    openai.delayMs = 300
    const before = openai.requests.filter((request) => request.path === '/v1/audio/speech').length
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(generateAudio, '/api/generate-audio', { body: { glossaryTermId: term.id } })))
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200))
    expect(new Set(answers.map((answer) => answer.body.audioUrl)).size).toBe(1)
    expect(openai.requests.filter((request) => request.path === '/v1/audio/speech').length - before).toBe(1)
    expect(await ledgerFor('glossary-terms', term.id)).toHaveLength(1)
    const requests = await payload.find({ collection: 'generation-requests', where: { key: { equals: `pronunciation:glossary-terms:${term.id}` } }, depth: 0 })
    expect(requests.docs).toMatchObject([{ status: 'done' }])
    expect(await payload.count({ collection: 'media', where: { filename: { like: 'pranayama-pronunciation' } } })).toMatchObject({ totalDocs: 1 })
  })

  it('without an OpenAI key: an offline recording marked machine voice, at no cost', async () => {
    delete process.env.OPENAI_API_KEY
    const term = await byslug('glossary-terms', 'yama')
    const calls = openai.requests.length
    const response = await post(generateAudio, '/api/generate-audio', { body: { glossaryTermId: term.id } })
    expect(response).toMatchObject({ status: 200, body: { status: 'done', audioUrl: expect.stringMatching(/\.wav$/), machineVoice: true } })
    expect(await mediaAt(response.body.audioUrl)).toMatchObject({ mimeType: 'audio/wav', machineVoice: true, generatedBy: 'espeak-ng', alt: 'Pronunciation of yama (machine voice)' })
    expect(await ledgerFor('glossary-terms', term.id)).toMatchObject([{ model: 'espeak-ng', estimatedCostUsd: 0 }])
    const media = (await mediaAt(response.body.audioUrl)) as any
    const wav = readFileSync(path.join(process.cwd(), 'media', media.filename))
    expect(wav.subarray(0, 4).toString('latin1')).toBe('RIFF')
    expect(wav.subarray(8, 12).toString('latin1')).toBe('WAVE')
    expect(wav.length).toBeGreaterThan(10_000) // a spoken word, not silence
    // a pose (its name in IAST only)
    const pose = await post(posePronunciation, '/api/poses/crow-pose/generate-pronunciation', { params: { slug: 'crow-pose' } })
    expect(pose).toMatchObject({ status: 200, body: { status: 'done', audioUrl: expect.stringMatching(/crow-pose-pronunciation.*\.wav$/), machineVoice: true } })
    expect(openai.requests.length).toBe(calls)
  })
})

describe('videos', () => {
  it('a glossary term: 3 to 6 checked videos, ranked, stored and attached; the bad candidates never', async () => {
    const term = await byslug('glossary-terms', 'niyama')
    const response = await post(autoCurate, '/api/auto-curate-videos', { body: { contentType: 'glossary', contentId: term.id } })
    expect(response.status).toBe(200)
    expect(response.body.status).toBe('done')
    expect(response.body.count).toBeGreaterThanOrEqual(3)
    expect(response.body.count).toBeLessThanOrEqual(6)
    const search = searches().at(-1)!
    expect(search.params).toMatchObject({ part: 'snippet', type: 'video', videoEmbeddable: 'true', safeSearch: 'strict', relevanceLanguage: 'en' })
    // what a page reads
    const listed = await call(glossaryVideos as Handler, '/api/glossary/niyama/videos', { slug: 'niyama' })
    expect(listed.body.videos.map((video: { videoId: string }) => video.videoId).sort()).toEqual(response.body.videos.map((video: { videoId: string }) => video.videoId).sort())
    for (const video of listed.body.videos) {
      const fake = youtube.videos.get(video.videoId)!
      const kind = CANDIDATE_KINDS[Number(/lesson (\d+)/.exec(fake.title)![1]) - 1]
      expect(kind).toBe('good')
      expect(video.duration).toMatch(/^PT\d+M\d+S$/)
    }
    expect(revalidations.at(-1)!.tags).toEqual(['glossary', 'videos'])
    // the model judged the candidates: one chat call, on the ledger
    expect(await ledgerFor('glossary-terms', term.id)).toMatchObject([{ kind: 'chat', unit: 'tokens', units: 800 }])

    // idempotent: asked again, nothing is searched
    const calls = youtube.requests.length
    const again = await post(autoCurate, '/api/auto-curate-videos', { body: { contentType: 'glossary', contentId: term.id } })
    expect(again.body.count).toBe(response.body.count)
    expect(youtube.requests.length).toBe(calls)
  })

  it('a video the model calls unsafe or unrelated is not curated', async () => {
    const faq = await byslug('faqs', 'which-style-to-start-with')
    const judge = openai.judge
    openai.judge = (videoId, index, steps) => ({ ...judge(videoId, index, steps), beginnerSafe: index !== 0, relevance: index === 1 ? 2 : 8 })
    try {
      const response = await post(autoCurate, '/api/auto-curate-videos', { body: { contentType: 'faq', contentId: faq.id } })
      expect(response.status).toBe(200)
      const titles = response.body.videos.map((video: { title: string }) => video.title)
      expect(titles.some((title: string) => / lesson [12]$/.test(title))).toBe(false)
      expect(response.body.count).toBe(4)
    } finally {
      openai.judge = judge
    }
  })

  it("past today's budget for the model's judgment, curation goes on by text and channel alone", async () => {
    process.env.AI_DAILY_BUDGET_USD_CHAT = '0'
    try {
      const faq = await byslug('faqs', 'what-happens-in-a-first-class')
      const chats = openai.requests.filter((request) => request.path === '/v1/chat/completions').length
      const response = await post(autoCurate, '/api/auto-curate-videos', { body: { contentType: 'faq', contentId: faq.id } })
      expect(response).toMatchObject({ status: 200, body: { status: 'done' } })
      expect(response.body.count).toBeGreaterThanOrEqual(3)
      expect(openai.requests.filter((request) => request.path === '/v1/chat/completions').length).toBe(chats)
      expect(await ledgerFor('faqs', faq.id)).toEqual([])
    } finally {
      delete process.env.AI_DAILY_BUDGET_USD_CHAT
    }
  })

  it('a pose: demonstration videos, then step videos from ONE search, one per step', async () => {
    const slug = 'warrior-ii'
    const pose = await byslug('poses', slug)
    const demo = await post(poseCurateVideos, `/api/poses/${slug}/curate-videos`, { params: { slug } })
    expect(demo).toMatchObject({ status: 200, body: { status: 'done' } })
    const searchesBefore = searches().length
    const response = await post(poseCurateStepVideos, `/api/poses/${slug}/curate-step-videos`, { params: { slug } })
    expect(response.status).toBe(200)
    expect(searches().length - searchesBefore).toBe(1)
    const steps = response.body.stepVideos.map((video: { stepNumber: number }) => video.stepNumber)
    expect(steps.length).toBeGreaterThan(0)
    expect(steps.length).toBeLessThanOrEqual(pose.instructions.length)
    expect(new Set(steps).size).toBe(steps.length)
    expect(steps).toEqual([...steps].sort((a: number, b: number) => a - b))
    const all = (await payload.find({ collection: 'videos', where: { poses: { equals: pose.id } }, depth: 0, pagination: false })).docs
    expect(all.filter((video) => !video.stepNumber).length).toBeGreaterThanOrEqual(3)
  })

  it("when the YouTube quota is spent: 'deferred', nothing stored; resumed once the quota day rolls over", async () => {
    const term = await byslug('glossary-terms', 'dharana')
    const day = quotaDay()
    await poolOf(payload).query(
      `INSERT INTO youtube_quota (day, units) VALUES ($1, 10000) ON CONFLICT (day) DO UPDATE SET units = 10000`,
      [day],
    )
    const calls = youtube.requests.length
    const response = await post(autoCurate, '/api/auto-curate-videos', { body: { contentType: 'glossary', contentId: term.id } })
    expect(response.status).toBe(202)
    expect(response.body).toMatchObject({ status: 'deferred', message: DEFERRED_MESSAGE })
    const resumesAt = new Date(response.body.resumesAt)
    expect(resumesAt.getTime()).toBeGreaterThan(Date.now())
    expect(resumesAt.getTime() - Date.now()).toBeLessThanOrEqual(25 * 3600_000)
    expect(quotaDay(resumesAt)).not.toBe(day)
    expect(youtube.requests.length).toBe(calls)
    expect((await call(glossaryVideos as Handler, '/api/glossary/dharana/videos', { slug: 'dharana' })).body.videos).toEqual([])
    // asking again changes nothing while deferred
    expect((await post(autoCurate, '/api/auto-curate-videos', { body: { contentType: 'glossary', contentId: term.id } })).body.status).toBe('deferred')

    // the sweep before the day is over: nothing; after: queued again, and it runs
    expect(await resumeDeferred(payload)).toBe(0)
    await poolOf(payload).query(`UPDATE youtube_quota SET day = '1999-01-01' WHERE day = $1`, [day]) // the day rolled over
    expect(await resumeDeferred(payload, new Date(resumesAt.getTime() + 1000))).toBe(1)
    const done = await post(autoCurate, '/api/auto-curate-videos', { body: { contentType: 'glossary', contentId: term.id } })
    expect(done).toMatchObject({ status: 200, body: { status: 'done' } })
    expect(done.body.count).toBeGreaterThanOrEqual(3)
  })

  it("'Curate All Step Videos': every published pose, {results: [{slug, status, count}]}", async () => {
    process.env.GENERATION_WAIT_SECONDS = '120'
    const progress = async () => (await (await curateAllProgress()).json()).results as { slug: string; status: string; count: number }[]
    const poses = await payload.count({ collection: 'poses', where: { _status: { equals: 'published' } } })
    // where each pose stands, read without queuing anything: most were never asked
    const before = await progress()
    expect(before).toHaveLength(poses.totalDocs)
    expect(before.filter((result) => result.status === 'idle').length).toBeGreaterThan(poses.totalDocs / 2)
    for (const result of before) expect(['idle', 'success', 'failed', 'deferred']).toContain(result.status)
    expect(await progress()).toEqual(before)

    const response = await post(curateAll, '/api/poses/curate-all-step-videos')
    expect(response.status).toBe(200)
    expect(response.body.results).toHaveLength(poses.totalDocs)
    // the progress the pose list shows while the call runs ends where the call's answer does
    expect(await progress()).toEqual(response.body.results)
    for (const result of response.body.results) {
      expect(result).toMatchObject({ slug: expect.any(String), status: 'success', count: expect.any(Number) })
    }
    expect(response.body.results.filter((result: { count: number }) => result.count > 0).length).toBeGreaterThan(poses.totalDocs / 2)
    // a second run costs nothing: every pose has its step videos
    const calls = youtube.requests.length
    const again = await post(curateAll, '/api/poses/curate-all-step-videos')
    expect(again.body.results.map((result: { status: string }) => result.status)).toEqual(Array(poses.totalDocs).fill('success'))
    expect(youtube.requests.length).toBe(calls)
  }, 240_000)
})

describe('the AI event finder', () => {
  /**
   * Runs the generation queue as the cron would. The file's own runner (every second) may have
   * taken the job already: runQueue joins that run and returns once its jobs have ended too.
   */
  const runGenerationQueue = () => runQueue(payload, GENERATION_QUEUE)
  const aiEvents = async () =>
    (await payload.find({ collection: 'events', where: { tags: { equals: 'ai-discovered' } }, draft: true, depth: 0, pagination: false, sort: 'startDate' })).docs.filter(
      (event) => !(event.tags ?? []).includes('example'),
    )

  it('runs when its schedule is due: checked, new events stored as drafts tagged ai-discovered; a second run adds nothing', async () => {
    process.env.EVENT_FINDER_REGIONS = 'GB,US-NY'
    try {
      const monday = new Date('2030-01-07T06:30:00Z') // past the default schedule (Mondays 06:00 UTC)
      expect(await queueEventFinderIfDue(payload, monday)).toBe(true)
      expect(await queueEventFinderIfDue(payload, monday)).toBe(false) // once per due time
      await runGenerationQueue()
      const found = await aiEvents()
      expect(found.map((event) => event.title)).toEqual(['Community Yoga in the Park', 'Online Pranayama Session'])
      const [park, online] = found
      expect(park).toMatchObject({ _status: 'draft', countryCode: 'GB', city: 'London', timeZone: 'Europe/London', isFree: true, tags: ['ai-discovered'], registrationUrl: 'https://example.org/park-yoga' })
      // 09:00 in London, two weeks after the day the model was told
      const asked = openai.requests.filter((request) => request.body.response_format?.json_schema?.name === 'discovered_events').at(-1)!
      const today = /Today is (\d{4}-\d{2}-\d{2})/.exec(asked.body.messages[1].content)![1]!
      expect(asked.body.messages[1].content).toContain('GB, US-NY')
      expect(new Date(park!.startDate).toISOString().slice(0, 10)).toBe(new Date(Date.parse(`${today}T00:00:00Z`) + 14 * 86_400_000).toISOString().slice(0, 10))
      expect(wallTimeIn(new Date(park!.startDate), 'Europe/London').slice(11, 16)).toBe('09:00')
      expect(online).toMatchObject({ locationType: 'online', timeZone: 'America/New_York' })
      // drafts: visitors do not see them
      const visitor = await call(eventDetail as Handler, `/api/events/${park!.slug}`, { slug: park!.slug })
      expect(visitor.status).toBe(404)
      // the model's answer is on the ledger
      expect((await payload.find({ collection: 'ai-usage', where: { targetCollection: { equals: 'events' } }, depth: 0 })).totalDocs).toBe(1)

      // next week: the same events are found again and skipped
      expect(await queueEventFinderIfDue(payload, new Date('2030-01-14T06:30:00Z'))).toBe(true)
      await runGenerationQueue()
      expect(await aiEvents()).toHaveLength(2)
    } finally {
      delete process.env.EVENT_FINDER_REGIONS
    }
  })

  it('checks each candidate: future start, IANA zone, https link, known country, a city for in-person events', () => {
    const now = new Date()
    const today = now.toISOString().slice(0, 10)
    const reasons = defaultDiscoveredEvents(today).map((event) => {
      const checked = checkEvent(event as unknown as DiscoveredEvent, now)
      return 'reason' in checked ? checked.reason : 'ok'
    })
    expect(reasons).toEqual(['ok', 'starts in the past', '"London Time" is not an IANA time zone', 'the registration link is not https', 'unknown country code "XX"', 'ok', 'ok'])
    expect('reason' in checkEvent(fakeEvent(today, { city: null }) as unknown as DiscoveredEvent, now)).toBe(true)
  })

  it('EVENT_FINDER_AUTOPUBLISH=true publishes what it finds', async () => {
    process.env.EVENT_FINDER_AUTOPUBLISH = 'true'
    // Brighton: in the United Kingdom
    process.env.EVENT_FINDER_REGIONS = 'GB'
    const discover = openai.discoverEvents
    openai.discoverEvents = (today) => [fakeEvent(today, { title: 'Sunrise Vinyasa by the Sea', city: 'Brighton', yogaStyles: ['vinyasa'] })]
    try {
      expect(await queueEventFinderIfDue(payload, new Date('2030-01-21T06:30:00Z'))).toBe(true)
      await runGenerationQueue()
      const { docs } = await payload.find({ collection: 'events', where: { title: { equals: 'Sunrise Vinyasa by the Sea' } }, depth: 0 })
      expect(docs).toMatchObject([{ _status: 'published', tags: ['ai-discovered'], city: 'Brighton' }])
      const visitor = await call(eventDetail as Handler, `/api/events/${docs[0]!.slug}`, { slug: docs[0]!.slug })
      expect(visitor).toMatchObject({ status: 200, body: { event: { title: 'Sunrise Vinyasa by the Sea', tags: ['ai-discovered'] } } })
    } finally {
      openai.discoverEvents = discover
      delete process.env.EVENT_FINDER_AUTOPUBLISH
      delete process.env.EVENT_FINDER_REGIONS
    }
  })
  it('keeps to its regions: an event held elsewhere is left out, whatever the model answers', async () => {
    process.env.EVENT_FINDER_REGIONS = 'US'
    const discover = openai.discoverEvents
    openai.discoverEvents = (today) => [
      fakeEvent(today, { title: 'Park Yoga in London', countryCode: 'GB', stateCode: 'ENG', city: 'London' }),
      fakeEvent(today, { title: 'Brooklyn Flow', countryCode: 'US', stateCode: 'NY', city: 'Brooklyn', timeZone: 'America/New_York' }),
    ]
    try {
      const result = await findEvents(payload)
      expect(result.skipped).toEqual([{ title: 'Park Yoga in London', reason: 'outside the regions (US)' }])
      expect(result.created).toHaveLength(1)
      const stored = await payload.find({ collection: 'events', where: { title: { in: ['Park Yoga in London', 'Brooklyn Flow'] } }, draft: true, depth: 0 })
      expect(stored.docs.map((event) => [event.title, event.countryCode])).toEqual([['Brooklyn Flow', 'US']])
      // the model was told, too
      const asked = openai.requests.filter((request) => request.body.response_format?.json_schema?.name === 'discovered_events').at(-1)!
      expect(asked.body.messages[1].content).toContain('only in these regions')
    } finally {
      openai.discoverEvents = discover
      delete process.env.EVENT_FINDER_REGIONS
    }
    // a subdivision: in-person events there only; an online event by its organiser's country
    const event = (countryCode: string, stateCode: string | null, locationType: DiscoveredEvent['locationType'] = 'in_person') => ({ countryCode, stateCode, locationType })
    expect(inRegions(event('US', 'CA'), ['US-CA'])).toBe(true)
    expect(inRegions(event('US', 'US-CA'), ['US-CA'])).toBe(true)
    expect(inRegions(event('US', 'NY'), ['US-CA'])).toBe(false)
    expect(inRegions(event('US', null), ['US-CA'])).toBe(false)
    expect(inRegions(event('US', null, 'online'), ['US-CA'])).toBe(true)
    expect(inRegions(event('GB', null, 'online'), ['US-CA', 'IN'])).toBe(false)
  })

  it('a changed EVENT_FINDER_CRON counts at once, not after the old schedule\'s next run', async () => {
    // weekly on Mondays: due on Monday 2031-01-06, then not again until the Monday after
    expect(await queueEventFinderIfDue(payload, new Date('2031-01-06T06:30:00Z'))).toBe(true)
    await runGenerationQueue()
    expect(await queueEventFinderIfDue(payload, new Date('2031-01-07T06:30:00Z'))).toBe(false)
    process.env.EVENT_FINDER_CRON = '0 6 * * *'
    try {
      // daily now: Tuesday's sweep takes up the new schedule, Wednesday's time is due
      expect(await queueEventFinderIfDue(payload, new Date('2031-01-07T06:40:00Z'))).toBe(false)
      expect(await queueEventFinderIfDue(payload, new Date('2031-01-08T06:05:00Z'))).toBe(true)
      await runGenerationQueue()
      expect(await queueEventFinderIfDue(payload, new Date('2031-01-08T06:10:00Z'))).toBe(false)
    } finally {
      delete process.env.EVENT_FINDER_CRON
    }
  })

  it('"Find events now": admins only; one run at a time however often it is pressed; 503 when not set up', async () => {
    expect((await post(findEventsNow as Handler, '/api/admin/event-finder/run')).status).toBe(401)
    const member = await registerMember('finder')
    expect((await post(findEventsNow as Handler, '/api/admin/event-finder/run', { cookie: member.cookie })).status).toBe(403)
    const { docs } = await payload.find({ collection: 'users', where: { username: { equals: member.username } }, depth: 0 })
    await payload.update({ collection: 'users', id: docs[0]!.id, data: { roles: ['editor'] } })
    expect((await post(findEventsNow as Handler, '/api/admin/event-finder/run', { cookie: member.cookie })).status).toBe(403)
    await payload.update({ collection: 'users', id: docs[0]!.id, data: { roles: ['admin'] } })

    const asked = () => openai.requests.filter((request) => request.body.response_format?.json_schema?.name === 'discovered_events').length
    const before = asked()
    openai.delayMs = 1500
    const presses = await Promise.all([1, 2, 3].map(() => post(findEventsNow as Handler, '/api/admin/event-finder/run', { cookie: member.cookie })))
    expect(presses.map((press) => press.status)).toEqual([202, 202, 202])
    expect(new Set(presses.map((press) => press.body.jobId)).size).toBe(1)
    expect(presses.filter((press) => !press.body.alreadyQueued)).toHaveLength(1)
    expect(presses.find((press) => !press.body.alreadyQueued)!.body.message).toBe(EVENT_FINDER_TEXT.queued)
    // the file's runner (every second) or this one runs it; either way, once
    await runGenerationQueue()
    const row = async () => (await payload.find({ collection: 'generation-requests', where: { key: { equals: 'event-finder' } }, depth: 0 })).docs[0]!
    await expect.poll(async () => (await row()).status, { timeout: 20_000 }).toBe('done')
    expect(asked()).toBe(before + 1)

    delete process.env.OPENAI_API_KEY
    const off = await post(findEventsNow as Handler, '/api/admin/event-finder/run', { cookie: member.cookie })
    expect(off).toMatchObject({ status: 503, body: { error: EVENT_FINDER_TEXT.notConfigured } })
  })
})

describe("today's budget and quota", () => {
  const IMAGE = 0.063
  const spentOnImages = async () =>
    Number((await poolOf(payload).query<{ spent: string | null }>(`SELECT sum(estimated_cost_usd) AS spent FROM ai_usage WHERE kind = 'image' AND created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`)).rows[0]?.spent ?? 0)
  const imageCalls = () => openai.requests.filter((request) => request.path === '/v1/images/generations').length

  it('N concurrent reservations with room for k reserve exactly k, and the ledger never passes the budget', async () => {
    const spent = await spentOnImages()
    // room for three images and a little more, never four
    process.env.AI_DAILY_BUDGET_USD_IMAGE = String(spent + 3 * IMAGE + 0.01)
    const pose = await byslug('poses', 'bow-pose')
    const estimate = { model: 'gpt-image-1', units: 1, unit: 'images' as const, estimatedCostUsd: IMAGE }
    const reservations = await Promise.all(Array.from({ length: 12 }, () => reserveBudget(payload, 'image', estimate, { collection: 'poses', id: pose.id })))
    const granted = reservations.filter((id): id is number => id !== null)
    expect(granted).toHaveLength(3)
    expect(await spentOnImages()).toBeLessThanOrEqual(Number(process.env.AI_DAILY_BUDGET_USD_IMAGE))
    // a released reservation gives its room back, once
    await releaseBudget(payload, granted[0]!)
    const again = await Promise.all(Array.from({ length: 4 }, () => reserveBudget(payload, 'image', estimate, { collection: 'poses', id: pose.id })))
    expect(again.filter((id) => id !== null)).toHaveLength(1)
    await poolOf(payload).query(`DELETE FROM ai_usage WHERE target_collection = 'poses' AND target_id = $1`, [pose.id])
  })

  it('a request is refused (429, provider never asked) when the budget has room for less than one more image: never overshot by one', async () => {
    // spent is under the budget, but one more image would pass it
    process.env.AI_DAILY_BUDGET_USD_IMAGE = String((await spentOnImages()) + IMAGE / 2)
    const calls = imageCalls()
    const response = await post(poseImage, '/api/poses/camel-pose/generate-image', { params: { slug: 'camel-pose' } })
    expect(response).toMatchObject({ status: 429, body: { error: budgetMessage('image') } })
    expect(imageCalls()).toBe(calls)
  })

  it('a job whose reservation does not fit asks no provider and answers 429 (not a failure); a failed call gives its reservation back', async () => {
    const pose = await byslug('poses', 'wheel-pose')
    process.env.AI_DAILY_BUDGET_USD_IMAGE = '0'
    const calls = imageCalls()
    // queued past the request's check (as when another process spent the rest meanwhile)
    const claimed = await claim(payload, 'image', 'poses', pose.id)
    await expect(waitFor(payload, claimed.requestId, 20_000)).rejects.toMatchObject({ status: 429, message: budgetMessage('image') })
    expect(imageCalls()).toBe(calls)
    const images = async () => (await ledgerFor('poses', pose.id)).filter((row) => row.kind === 'image')
    expect(await images()).toHaveLength(0)

    // with room, a call that fails at OpenAI leaves no reservation behind
    delete process.env.AI_DAILY_BUDGET_USD_IMAGE
    process.env.GENERATION_WAIT_SECONDS = '3'
    openai.fail('/v1/images/generations')
    const failed = await post(poseImage, '/api/poses/wheel-pose/generate-image', { params: { slug: 'wheel-pose' } })
    expect(failed.body).toMatchObject({ status: 'queued' })
    await expect.poll(async () => (await payload.find({ collection: 'generation-requests', where: { key: { equals: keyOf('image', 'poses', pose.id) } }, depth: 0 })).docs[0]?.error ?? '', { timeout: 10_000 }).toContain('500')
    expect(await images()).toHaveLength(0)
  })

  it('a spent budget or quota looks to visitors like a feature not set up (GET /api/features); editors read why (GET /api/admin/ai-status)', async () => {
    const on = { images: true, pronunciation: 'ai', narration: true, videos: true }
    expect((await call(features as Handler, '/api/features')).body).toEqual({ features: on })
    process.env.AI_DAILY_BUDGET_USD_IMAGE = '0'
    const day = quotaDay()
    await poolOf(payload).query(`INSERT INTO youtube_quota (day, units) VALUES ($1, 10000) ON CONFLICT (day) DO UPDATE SET units = 10000`, [day])
    try {
      expect((await call(features as Handler, '/api/features')).body).toEqual({ features: { ...on, images: false, videos: false } })

      const member = await registerMember('aistat')
      expect((await asBrowser(aiStatusRoute as Handler, '/api/admin/ai-status')).status).toBe(401)
      expect((await asBrowser(aiStatusRoute as Handler, '/api/admin/ai-status', { cookie: member.cookie })).status).toBe(403)
      const [doc] = (await payload.find({ collection: 'users', where: { username: { equals: member.username } }, limit: 1 })).docs
      await payload.update({ collection: 'users', id: doc!.id, data: { roles: ['editor'] } })
      const editor = await asBrowser(aiStatusRoute as Handler, '/api/admin/ai-status', { cookie: member.cookie })
      expect(editor.status).toBe(200)
      const byFeature = Object.fromEntries(editor.body.status.map((entry: { feature: string }) => [entry.feature, entry]))
      expect(byFeature.images).toMatchObject({ state: 'paused', reason: expect.stringContaining('AI_DAILY_BUDGET_USD_IMAGE') })
      expect(byFeature.videos).toMatchObject({ state: 'paused', reason: expect.stringContaining('YOUTUBE_DAILY_QUOTA') })
      expect(byFeature.narration).toMatchObject({ state: 'on' })
      for (const key of KEYS) delete process.env[key]
      process.env.OFFLINE_TTS = 'false'
      const off = Object.fromEntries((await aiStatus(payload)).map((entry) => [entry.feature, entry]))
      expect(off.images).toMatchObject({ state: 'off', reason: expect.stringContaining('OPENAI_API_KEY is not set') })
      expect(off.videos).toMatchObject({ state: 'off', reason: expect.stringContaining('YOUTUBE_API_KEY is not set') })
      expect(off.pronunciation).toMatchObject({ state: 'off' })
    } finally {
      await poolOf(payload).query(`DELETE FROM youtube_quota WHERE day = $1`, [day])
    }
  })
})

describe('access to the new collections', () => {
  it('visitors and members read none of the ledger, requests, quota or search cache; editors read; nobody writes through the API', async () => {
    const member = await registerMember('reader')
    const [memberDoc] = (await payload.find({ collection: 'users', where: { username: { equals: member.username } }, limit: 1 })).docs
    const editorDoc = await payload.update({ collection: 'users', id: memberDoc!.id, data: { roles: ['editor'] } })
    const memberUser = { ...memberDoc!, collection: 'users' as const }
    const editor = { ...editorDoc, collection: 'users' as const }
    for (const collection of ['ai-usage', 'generation-requests', 'youtube-quota', 'youtube-searches'] as const) {
      await expect(payload.find({ collection, overrideAccess: false })).rejects.toThrow(/not allowed/i)
      await expect(payload.find({ collection, overrideAccess: false, user: { ...memberUser, roles: ['member'] } })).rejects.toThrow(/not allowed/i)
      await expect(payload.find({ collection, overrideAccess: false, user: editor })).resolves.toBeDefined()
      await expect(payload.create({ collection, data: {} as never, overrideAccess: false, user: editor })).rejects.toThrow(/not allowed/i)
    }
  })
})

describe('POST /api/revalidate', () => {
  it('refuses a request without a valid token', async () => {
    const send = (token?: string) =>
      call(revalidate as Handler, '/api/revalidate', {}, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { 'x-revalidate-token': token } : {}) },
        body: JSON.stringify({ tags: ['poses', 'videos', 'not-a-tag'] }),
      })
    expect(await send()).toMatchObject({ status: 401, body: { error: 'A valid revalidation token is required.' } })
    expect((await send(signToken('another-secret', REVALIDATE_PURPOSE, 0, new Date(Date.now() + 60_000)))).status).toBe(401)
    expect((await send(signToken(payload.secret, REVALIDATE_PURPOSE, 0, new Date(Date.now() - 1000)))).status).toBe(401)
    // a job's token: only the known tags are expired
    const ok = await send(signToken(env.payloadSecret, REVALIDATE_PURPOSE, 0, new Date(Date.now() + 60_000)))
    expect(ok).toMatchObject({ status: 200, body: { revalidated: ['poses', 'videos'] } })
  })
})

describe("a detail page's plan (SPEC §4)", () => {
  it('asks only for what is configured, what the item lacks, and what was not already done', async () => {
    const pose = { ...(await getPose(payload, 'crow-pose')), imageUrl: undefined, audioUrl: undefined }
    const keys = (['videos', 'step-videos'] as const).map((kind) => keyOf(kind, 'poses', pose.id))
    await poolOf(payload).query('DELETE FROM generation_requests WHERE key = ANY($1)', [keys])
    const on = { images: true, pronunciation: 'ai' as const, narration: true, videos: true }

    expect((await posePlan(pose, [], on)).auto.sort()).toEqual(['image', 'pronunciation', 'step-videos', 'videos'])
    // nothing that is not configured; nothing the item has
    expect((await posePlan(pose, [], { images: false, pronunciation: false, narration: false, videos: false })).auto).toEqual([])
    expect((await posePlan({ ...pose, imageUrl: '/x.webp', audioUrl: '/x.mp3' }, [], on)).auto.sort()).toEqual(['step-videos', 'videos'])
    // a curation that found nothing is not asked again on every visit
    await payload.create({ collection: 'generation-requests', data: { key: keys[0]!, kind: 'videos', targetCollection: 'poses', targetId: pose.id, status: 'done' }, depth: 0 })
    expect((await posePlan(pose, [], on)).auto.sort()).toEqual(['image', 'pronunciation', 'step-videos'])
    // a failed one is
    await poolOf(payload).query(`UPDATE generation_requests SET status = 'failed' WHERE key = $1`, [keys[0]])
    expect((await posePlan(pose, [], on)).auto).toContain('videos')
    // step videos are not demonstration videos: a pose with only step videos (after 'Curate All
    // Step Videos') still asks for its demonstrations, and no more step videos
    await poolOf(payload).query('DELETE FROM generation_requests WHERE key = ANY($1)', [keys])
    const step = { id: 1, videoId: 'abcdefghijk', title: 'Step 1', description: '', channelName: '', channelId: '', thumbnailUrl: '', duration: 'PT3M', viewCount: 0, publishedAt: null, stepNumber: 1 }
    expect((await posePlan(pose, [step], on)).auto.sort()).toEqual(['image', 'pronunciation', 'videos'])
    expect((await posePlan(pose, [step, { ...step, id: 2, videoId: 'bcdefghijkl', stepNumber: undefined }], on)).auto.sort()).toEqual(['image', 'pronunciation'])
  })
})
