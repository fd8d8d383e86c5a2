/**
 * A burst of ordinary visitors, and a database restart under load, against the real
 * app: `npm start` (the production build through server/server.mjs) with TRUSTED_PROXY=1, so
 * each request can come from its own client address, on a PostgreSQL this script owns (so it can
 * stop and start it) and a local SMTP capture server (so it can count what is mailed).
 *
 *   npm run bench:burst                  200 valid form posts in bursts of 20 (newsletter + contact)
 *   npm run bench:burst -- 20 40         bursts of 20, 40 bursts
 *   npm run bench:db-restart             requests flow while PostgreSQL stops for 5 s and starts again
 *
 * Prints: answers by status (5xx count), /api/health afterwards, connections idle in a
 * transaction, and mails sent per accepted message (each must be exactly 1). Everything runs on
 * 127.0.0.1, bounded in count and time; the database and mail live in a temporary directory that
 * is deleted at the end.
 */
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import pg from 'pg'

import { startFakeSmtp } from '@tests/fakes/smtpServer'
import { freePort } from '@tests/support/testDatabase'

import { healthOf, startApp, startBenchPostgres } from './lib'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const mode = process.argv[2] === 'restart' ? 'restart' : 'burst'
const numbers = process.argv.slice(2).filter((arg) => /^\d+$/.test(arg)).map(Number)
const burstSize = Math.min(numbers[0] ?? 20, 100)
const bursts = Math.min(numbers[1] ?? 10, 100)

const SUPPORT = 'support@bench.example'
const dir = mkdtempSync(path.join(os.tmpdir(), 'yoga-bench-burst-'))
const pgPort = await freePort()
const appPort = await freePort()
const base = `http://127.0.0.1:${appPort}`
const databaseUrl = `postgres://postgres:postgres@127.0.0.1:${pgPort}/yoga_burst`

const postgres = await startBenchPostgres(dir, pgPort, 'yoga_burst')

const smtp = await startFakeSmtp()
let app: ChildProcess | undefined

const cleanup = async () => {
  if (app?.pid && app.exitCode === null) {
    app.kill('SIGTERM')
    await new Promise((resolve) => app!.once('exit', resolve))
  }
  await smtp.stop().catch(() => {})
  await postgres.stop().catch(() => {})
  rmSync(dir, { recursive: true, force: true })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const health = () => healthOf(base)

/** Connections of the app inside a transaction that nobody runs a statement in. */
const stuckConnections = async (): Promise<number> => {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%'`,
    )
    return rows[0]!.n
  } finally {
    await client.end()
  }
}

let ipCounter = 0
const nextIp = () => {
  const n = ++ipCounter
  return `203.0.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`
}

type Sent = { kind: 'newsletter' | 'contact'; email: string; subject?: string; status: number }
const run = `${Date.now().toString(36)}`
let messageCounter = 0

/** One valid form post from its own client address. */
const postForm = async (kind: Sent['kind']): Promise<Sent> => {
  const n = ++messageCounter
  const email = `burst-${run}-${n}@example.org`
  const subject = kind === 'contact' ? `Burst question ${run}-${n}` : undefined
  const body =
    kind === 'newsletter'
      ? { name: `Reader ${n}`, email }
      : { name: `Visitor ${n}`, email, subject, message: 'Is there a beginners class near me this week?' }
  try {
    const response = await fetch(`${base}/api/${kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    })
    await response.arrayBuffer()
    return { kind, email, subject, status: response.status }
  } catch {
    return { kind, email, subject, status: 0 }
  }
}

/** Mails one accepted message should have caused: each must arrive exactly once. */
const mailCounts = (sent: Sent[]) => {
  const counts: number[] = []
  for (const item of sent.filter((s) => s.status >= 200 && s.status < 300)) {
    const toSender = smtp.messages.filter((mail) => JSON.stringify(mail.to ?? '').includes(item.email)).length
    counts.push(toSender)
    if (item.kind === 'contact') {
      counts.push(smtp.messages.filter((mail) => mail.subject === `[Contact] ${item.subject}` && JSON.stringify(mail.to ?? '').includes(SUPPORT)).length)
    }
  }
  return counts
}

const waitForMail = async (sent: Sent[], timeoutMs = 90_000) => {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    if (mailCounts(sent).every((count) => count >= 1)) break
    await sleep(500)
  }
  await sleep(3_000) // a little longer: a duplicate would show up now
  return mailCounts(sent)
}

const byStatus = (statuses: number[]) =>
  Object.entries(statuses.reduce<Record<string, number>>((acc, status) => ({ ...acc, [status]: (acc[status] ?? 0) + 1 }), {}))
    .map(([status, count]) => `${status === '0' ? 'no answer' : status}: ${count}`)
    .join(', ')

const report = (sent: Sent[], counts: number[], healthAfter: number, stuck: number) => {
  const statuses = sent.map((s) => s.status)
  const fivexx = statuses.filter((status) => status >= 500 || status === 0).length
  const accepted = sent.filter((s) => s.status >= 200 && s.status < 300).length
  const exactlyOnce = counts.filter((count) => count === 1).length
  console.log(`answers              ${byStatus(statuses)}`)
  console.log(`5xx (or no answer)   ${fivexx}`)
  console.log(`accepted messages    ${accepted} of ${sent.length}`)
  console.log(`mails per message    ${counts.length} expected, exactly once: ${exactlyOnce}, missing: ${counts.filter((c) => c === 0).length}, duplicated: ${counts.filter((c) => c > 1).length}`)
  console.log(`/api/health after    ${healthAfter}`)
  console.log(`idle in transaction  ${stuck}`)
}

try {
  console.log(`› Starting the app (npm start) on ${base} …`)
  app = (
    await startApp(root, base, {
      PORT: String(appPort),
      HOST: '127.0.0.1',
      SERVER_URL: base,
      DATABASE_URL: databaseUrl,
      PAYLOAD_SECRET: 'bench-burst-secret',
      SMTP_URL: smtp.url,
      SUPPORT_EMAIL: SUPPORT,
      TRUSTED_PROXY: '1',
    })
  ).child

  if (mode === 'burst') {
    console.log(`› ${bursts} bursts of ${burstSize} valid form posts (half newsletter, half contact), each from its own address`)
    const sent: Sent[] = []
    const started = performance.now()
    for (let b = 0; b < bursts; b++) {
      sent.push(...(await Promise.all(Array.from({ length: burstSize }, (_, i) => postForm(i % 2 ? 'contact' : 'newsletter')))))
    }
    console.log(`› posted in ${Math.round(performance.now() - started)} ms; waiting for the mail …`)
    const counts = await waitForMail(sent)
    report(sent, counts, await health(), await stuckConnections())
  } else {
    console.log('› Requests flow (health, /glossary, /events, /api/search, form posts); PostgreSQL stops for 5 s after 3 s, then starts again')
    const sent: Sent[] = []
    const timeline: { at: number; phase: 'before' | 'down' | 'after'; status: number }[] = []
    let phase = 'before' as 'before' | 'down' | 'after'
    let flowing = true
    const t0 = performance.now()
    const flow = (async () => {
      while (flowing) {
        const page = (url: string) =>
          fetch(`${base}${url}`, { signal: AbortSignal.timeout(15_000) }).then(async (r) => (await r.arrayBuffer(), r.status)).catch(() => 0)
        const [h, glossary, events, found, form] = await Promise.all([
          health(),
          page('/glossary'),
          page('/events'),
          page('/api/search?q=asana'),
          postForm(sent.length % 2 ? 'contact' : 'newsletter'),
        ])
        const at = Math.round(performance.now() - t0)
        for (const status of [h, glossary, events, found, form.status]) timeline.push({ at, phase, status })
        if (process.env.BENCH_VERBOSE) console.log(at, phase, { h, glossary, events, found, form: form.status })
        if (phase !== 'down') sent.push(form) // what was accepted while it was up must be mailed
        await sleep(200)
      }
    })()
    await sleep(3_000)
    // Messages accepted right before the stop: their mail is queued and must survive.
    sent.push(...(await Promise.all(Array.from({ length: 10 }, (_, i) => postForm(i % 2 ? 'contact' : 'newsletter')))))
    phase = 'down'
    await postgres.stop()
    await sleep(5_000)
    await postgres.start()
    phase = 'after'
    const upAt = performance.now()
    let healedMs = -1
    while (performance.now() - upAt < 60_000) {
      if ((await health()) === 200) {
        healedMs = Math.round(performance.now() - upAt)
        break
      }
      await sleep(250)
    }
    await sleep(5_000)
    flowing = false
    await flow
    const counts = await waitForMail(sent.filter((s) => s.status >= 200 && s.status < 300))
    for (const p of ['before', 'down', 'after'] as const) {
      console.log(`answers ${p.padEnd(7)}       ${byStatus(timeline.filter((t) => t.phase === p).map((t) => t.status))}`)
    }
    console.log(`500s at any time     ${timeline.filter((t) => t.status === 500).length}`)
    console.log(`health 200 again     ${healedMs >= 0 ? `${healedMs} ms after PostgreSQL started` : 'not within 60 s'}`)
    report(sent, counts, await health(), await stuckConnections())
  }
} finally {
  await cleanup()
}
process.exit(0)
