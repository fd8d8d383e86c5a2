/**
 * Jobs side by side (src/jobs/runner.ts): a process runs up to JOBS_CONCURRENCY jobs of a queue
 * at once and never more than half its pool, two runners on one database share a queue without
 * running a job twice, and what must stay serial does: a scheduled run has one runner, the
 * newsletter keeps its send rate. Generation jobs go through the real tasks, the real `openai`
 * SDK and the fake OpenAI (tests/fakes/openai.ts), slowed so that their calls overlap visibly.
 * Leases and exactly-once mail: tests/int/jobs.test.ts.
 */
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { GENERATION_QUEUE, NEWSLETTER_QUEUE } from '@/jobs/queues'
import { createQueueRunner, jobSlots, runQueue } from '@/jobs/runner'
import { startJobScheduler } from '@/jobs/scheduler'
import { FIND_EVENTS_TASK } from '@/services/ai/eventFinder'
import { claim } from '@/services/ai/generationQueue'
import { updateItem } from '@/services/ai/generationRun'
import { createCampaign, startSending } from '@/services/community/campaigns'
import { poolStatus } from '@/services/platform/database'
import { kickQueue } from '@/services/platform/jobs'
import { poolOf } from '@/services/platform/shared'
import { mostAtOnce, startFakeOpenAI, type FakeOpenAI } from '@tests/fakes/openai'
import { freePort } from '@tests/support/testDatabase'
import { uniqueEmail } from '@tests/support/forms'
import { useSmtpCapture } from '@tests/support/mail'
import { testPayload } from '@tests/support/payload'

let payload: Payload
let openai: FakeOpenAI
const mail = useSmtpCapture()
/** The highest ids before this file ran: what it adds is removed again, so other files see the seed */
const before = { media: 0, events: 0, campaigns: 0, subscribers: 0 }

beforeAll(async () => {
  payload = await testPayload()
  const pool = poolOf(payload)
  for (const [key, table] of [
    ['media', 'media'],
    ['events', 'events'],
    ['campaigns', 'newsletter_campaigns'],
    ['subscribers', 'newsletter_subscribers'],
  ] as const) {
    before[key] = Number((await pool.query<{ max: number | null }>(`SELECT max(id) AS max FROM ${table}`)).rows[0]?.max ?? 0)
  }
  // Files run one after another on this worker's database: a job an earlier file left waiting (a
  // retry due 30 s after its fake provider failed, say) would be claimed by this file's runs and
  // counted as theirs.
  await pool.query('DELETE FROM payload_jobs WHERE completed_at IS NULL')
  openai = await startFakeOpenAI()
  // nothing listens there: the jobs' cache expiry finds no server at once
  process.env.REVALIDATE_URL = `http://127.0.0.1:${await freePort()}`
})

beforeEach(() => {
  process.env.OPENAI_API_KEY = 'sk-test-fake'
  process.env.OPENAI_BASE_URL = openai.url
  process.env.AI_DAILY_BUDGET_USD_IMAGE = '100'
  process.env.AI_DAILY_BUDGET_USD_PRONUNCIATION = '100'
  openai.delayMs = 400
})

afterAll(async () => {
  const pool = poolOf(payload)
  // the generated files with their Media rows (an item's image goes with its row), the
  // pronunciations' addresses, the rows of the generation tables, the events found, the campaigns
  await payload.delete({ collection: 'media', where: { id: { greater_than: before.media } } })
  for (const table of ['glossary_terms', 'poses']) await pool.query(`UPDATE ${table} SET audio_url = NULL WHERE audio_url LIKE '/cms-api/media/file/%'`)
  for (const table of ['generation_requests', 'ai_usage']) await pool.query(`DELETE FROM ${table}`)
  await payload.delete({ collection: 'events', where: { id: { greater_than: before.events } } })
  await pool.query('DELETE FROM newsletter_sends WHERE campaign_id > $1', [before.campaigns])
  await pool.query('DELETE FROM newsletter_campaigns WHERE id > $1', [before.campaigns])
  await pool.query('DELETE FROM newsletter_subscribers WHERE id > $1', [before.subscribers])
  await openai.stop()
})

/** The fake model's calls to `path` since `from` (an index into its log). */
const callsSince = (from: number, path: string) => openai.requests.slice(from).filter((request) => request.path === path)

const SPEECH = '/v1/audio/speech'

/** `count` glossary terms of the seed in id order, after the first `skip` (each test its own). */
const terms = async (count: number, skip = 0) =>
  (await poolOf(payload).query<{ id: number; slug: string }>('SELECT id, slug FROM glossary_terms ORDER BY id OFFSET $1 LIMIT $2', [skip, count])).rows

/** Queues a fresh pronunciation of each term (force: made again even when it has one). */
const queuePronunciations = async (ids: number[]) => {
  for (const id of ids) expect((await claim(payload, 'pronunciation', 'glossary-terms', id, { force: true })).queued).toBe(true)
}

const withConcurrency = async <T>(value: string, work: () => Promise<T>): Promise<T> => {
  process.env.JOBS_CONCURRENCY = value
  try {
    return await work()
  } finally {
    delete process.env.JOBS_CONCURRENCY
  }
}

describe('side by side in one process', () => {
  it('JOBS_CONCURRENCY=1 runs one generation job at a time; =3 runs three at once, never more', async () => {
    const batch = (await terms(12)).map((term) => term.id)

    await queuePronunciations(batch.slice(0, 4))
    let from = openai.requests.length
    const serial = await withConcurrency('1', () => runQueue(payload, GENERATION_QUEUE))
    expect(serial.jobs).toBe(4)
    expect(callsSince(from, SPEECH)).toHaveLength(4)
    expect(mostAtOnce(callsSince(from, SPEECH))).toBe(1)

    await queuePronunciations(batch.slice(4))
    from = openai.requests.length
    const parallel = await withConcurrency('3', () => runQueue(payload, GENERATION_QUEUE))
    expect(parallel.jobs).toBe(8)
    expect(callsSince(from, SPEECH)).toHaveLength(8)
    expect(mostAtOnce(callsSince(from, SPEECH))).toBe(3)
    // every job's work is there: each term has its new recording
    for (const term of await payload.find({ collection: 'glossary-terms', where: { id: { in: batch } }, depth: 0, pagination: false }).then((found) => found.docs)) {
      expect(term.audioUrl).toMatch(/^\/cms-api\/media\/file\/.+-pronunciation.*\.mp3$/)
    }
  })

  it('never runs more jobs at once than half the pool, whatever JOBS_CONCURRENCY says', async () => {
    const slots = jobSlots(poolOf(payload))
    expect(slots).toBe(Math.floor(poolStatus(poolOf(payload)).max / 2))
    const batch = (await terms(slots + 4, 20)).map((term) => term.id)
    await queuePronunciations(batch)
    const from = openai.requests.length
    // each answer slow enough that every slot is taken before the first one frees, on a busy machine too
    openai.delayMs = 1_500
    try {
      const run = await withConcurrency(String(slots + 4), () => runQueue(payload, GENERATION_QUEUE))
      expect(run.jobs).toBe(slots + 4)
    } finally {
      openai.delayMs = 400
    }
    expect(mostAtOnce(callsSince(from, SPEECH))).toBe(slots)
  })

  it("a pronunciation queued while a slow image runs starts at once beside it, through the scheduler's kick", async () => {
    const { docs } = await payload.find({ collection: 'poses', sort: 'id', limit: 1, page: 5, depth: 0 })
    const pose = docs[0]!
    expect((await claim(payload, 'image', 'poses', pose.id, { force: true })).queued).toBe(true)
    const from = openai.requests.length
    openai.delayMs = 2_000 // the image, at a slow provider
    const scheduler = startJobScheduler(payload, [{ queue: GENERATION_QUEUE, everyMs: 60_000 }])
    try {
      await expect.poll(() => callsSince(from, '/v1/images/generations').length, { timeout: 10_000, interval: 20 }).toBe(1)
      openai.delayMs = 200
      // what a visitor's request does: queue the job, then kick the queue (runQueueSoon)
      expect((await claim(payload, 'pronunciation', 'poses', pose.id, { force: true })).queued).toBe(true)
      kickQueue(GENERATION_QUEUE)
      await expect.poll(() => callsSince(from, SPEECH).filter((request) => request.answeredAt).length, { timeout: 10_000, interval: 20 }).toBe(1)
      const [image] = callsSince(from, '/v1/images/generations')
      // the pronunciation was answered while the image was still being made
      expect(image!.answeredAt).toBeUndefined()
    } finally {
      await scheduler.stop()
    }
    expect(callsSince(from, '/v1/images/generations')[0]!.answeredAt).toBeDefined()
  })

  it("two jobs' updates of one item at the same moment both stay (each reads what the other wrote)", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 9, g: 9, b: 9 } } }).png().toBuffer()
    const media = await payload.create({ collection: 'media', data: { alt: 'A dot' }, file: { data: png, mimetype: 'image/png', name: 'dot.png', size: png.length }, depth: 0 })
    const { docs } = await payload.find({ collection: 'poses', sort: '-id', limit: 1, depth: 0 })
    const pose = docs[0]!
    for (let round = 0; round < 8; round++) {
      await payload.update({ collection: 'poses', id: pose.id, data: { audioUrl: null, image: null }, depth: 0 })
      await Promise.all([
        updateItem(payload, 'poses', pose.id, { image: media.id }),
        updateItem(payload, 'poses', pose.id, { audioUrl: `/cms-api/media/file/round-${round}.mp3` }),
      ])
      const now = await payload.findByID({ collection: 'poses', id: pose.id, depth: 0 })
      expect({ image: now.image, audioUrl: now.audioUrl }, `round ${round}`).toEqual({ image: media.id, audioUrl: `/cms-api/media/file/round-${round}.mp3` })
    }
    await payload.update({ collection: 'poses', id: pose.id, data: { audioUrl: pose.audioUrl ?? null, image: pose.image ?? null }, depth: 0 })
  })

  it("a pose's image and pronunciation run at once, and the pose keeps both", async () => {
    const { docs: poses } = await payload.find({ collection: 'poses', sort: 'id', limit: 3, depth: 0 })
    for (const pose of poses) {
      expect((await claim(payload, 'image', 'poses', pose.id, { force: true })).queued).toBe(true)
      expect((await claim(payload, 'pronunciation', 'poses', pose.id, { force: true })).queued).toBe(true)
    }
    const from = openai.requests.length
    await withConcurrency('4', () => runQueue(payload, GENERATION_QUEUE))
    const calls = openai.requests.slice(from)
    const images = calls.filter((request) => request.path === '/v1/images/generations')
    const speech = calls.filter((request) => request.path === SPEECH)
    expect(images).toHaveLength(3)
    expect(speech).toHaveLength(3)
    // the first pose's image and pronunciation were asked for together
    expect(mostAtOnce([...images, ...speech])).toBeGreaterThanOrEqual(2)
    for (const pose of poses) {
      const now = await payload.findByID({ collection: 'poses', id: pose.id, depth: 1, draft: false })
      expect(typeof now.image === 'object' && now.image?.generatedBy).toBeTruthy()
      expect(Number(typeof now.image === 'object' ? now.image?.id : now.image)).toBeGreaterThan(before.media)
      expect(now.audioUrl).toMatch(/^\/cms-api\/media\/file\/.+-pronunciation.*\.mp3$/)
    }
  })
})

describe('two runners on one database', () => {
  it('share a burst of 30 generation jobs, and each job runs once', async () => {
    const batch = await terms(30, 30)
    const { rows: last } = await poolOf(payload).query<{ id: number | null }>(`SELECT max(id) AS id FROM payload_jobs`)
    await queuePronunciations(batch.map((term) => term.id))
    const from = openai.requests.length
    // answers slow enough that both runners fill their slots at once, on a busy machine too (beforeEach sets it back)
    openai.delayMs = 1_000
    const runs = await withConcurrency('4', () => Promise.all([createQueueRunner(payload).run(GENERATION_QUEUE), createQueueRunner(payload).run(GENERATION_QUEUE)]))
    expect(runs[0]!.jobs).toBeGreaterThan(0)
    expect(runs[1]!.jobs).toBeGreaterThan(0)
    expect(runs[0]!.jobs + runs[1]!.jobs).toBe(30)
    // one model call and one stored recording per job: none ran twice
    expect(callsSince(from, SPEECH)).toHaveLength(30)
    expect(mostAtOnce(callsSince(from, SPEECH))).toBeGreaterThan(4)
    const { rows } = await poolOf(payload).query<{ term: number; files: number }>(
      `SELECT t.id AS term, count(m.id)::int AS files FROM glossary_terms t
         LEFT JOIN media m ON m.id > $2 AND m.filename ~ ('^' || t.slug || '-pronunciation(-[0-9]+)?\\.mp3$')
        WHERE t.id = ANY($1::int[]) GROUP BY t.id`,
      [batch.map((term) => term.id), before.media],
    )
    expect(rows).toHaveLength(30)
    for (const row of rows) expect(row, `term ${row.term}`).toMatchObject({ files: 1 })
    const { rows: left } = await poolOf(payload).query(
      `SELECT id, task_slug, processing, has_error, total_tried, wait_until, input FROM payload_jobs
        WHERE queue = $1 AND completed_at IS NULL AND id > coalesce($2::int, 0)`,
      [GENERATION_QUEUE, last[0]!.id],
    )
    // none of the burst's jobs is left (the row says why, if one is)
    expect(left).toEqual([])
  })

  it('run a scheduled task (the event finder) one run at a time: the second run finds what the first stored', async () => {
    process.env.EVENT_FINDER_REGIONS = 'GB,US-NY'
    const batch = await terms(4, 60)
    // two runs of the finder (the schedule's and an admin's "run now", say) among other jobs
    await payload.jobs.queue({ task: FIND_EVENTS_TASK as 'generateImage', queue: GENERATION_QUEUE, input: { requestId: 0 } })
    await queuePronunciations(batch.map((term) => term.id))
    await payload.jobs.queue({ task: FIND_EVENTS_TASK as 'generateImage', queue: GENERATION_QUEUE, input: { requestId: 0 } })
    const from = openai.requests.length
    await withConcurrency('4', () => Promise.all([createQueueRunner(payload).run(GENERATION_QUEUE), createQueueRunner(payload).run(GENERATION_QUEUE)]))
    const finder = callsSince(from, '/v1/chat/completions')
    expect(finder).toHaveLength(2)
    expect(mostAtOnce(finder)).toBe(1)
    // the other jobs ran beside the finder
    expect(mostAtOnce([...finder, ...callsSince(from, SPEECH)])).toBeGreaterThan(1)
    const found = await payload.find({ collection: 'events', where: { and: [{ id: { greater_than: before.events } }, { tags: { equals: 'ai-discovered' } }] }, draft: true, depth: 0, pagination: false })
    expect(found.docs.map((event) => event.title).sort()).toEqual(['Community Yoga in the Park', 'Online Pranayama Session'])
  })

  it('send newsletter campaigns one job at a time, so two campaigns together keep the send rate', async () => {
    const perMinute = 1200 // a mail every 50 ms
    process.env.NEWSLETTER_SEND_RATE_PER_MINUTE = String(perMinute)
    await runQueue(payload, NEWSLETTER_QUEUE) // nothing of earlier files left waiting
    for (let i = 0; i < 3; i++) {
      await payload.create({ collection: 'newsletter-subscribers', data: { email: uniqueEmail('rate').toLowerCase(), name: 'Reader', status: 'active' }, depth: 0 })
    }
    const subjects: string[] = []
    for (const name of ['Morning', 'Evening']) {
      const campaign = await createCampaign(payload, { subject: `${name} practice ${process.pid}-${Date.now()}`, content: '<p>Breathe.</p>', status: 'draft' })
      subjects.push(campaign.subject)
      await startSending(payload, campaign.id)
    }
    const { rows } = await poolOf(payload).query<{ n: number }>(`SELECT count(*)::int AS n FROM newsletter_subscribers WHERE status = 'active'`)
    const audience = rows[0]!.n
    await withConcurrency('4', () => Promise.all([createQueueRunner(payload).run(NEWSLETTER_QUEUE), createQueueRunner(payload).run(NEWSLETTER_QUEUE)]))
    const sent = mail.smtp.messages.filter((message) => subjects.includes(message.subject ?? ''))
    expect(sent).toHaveLength(2 * audience)
    const times = sent.map((message) => message.receivedAt).sort((a, b) => a - b)
    const gaps = times.slice(1).map((time, index) => time - times[index]!)
    // one mail, then the pause, then the next: never two campaigns' mails at once
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(60_000 / perMinute - 5)
  })
})
