/**
 * Two app processes on one PostgreSQL behind nginx with the shipped page cache
 * (deploy/nginx-cache.conf.template), on this machine, 127.0.0.1 only:
 *
 *   npm run two-instances              # serve until Ctrl-C: http://127.0.0.1:3000 (nginx) →
 *                                      # 127.0.0.1:3001 and :3002 (round robin)
 *   npm run two-instances -- --check   # serve, check that both agree, print the results, stop
 *   npm run two-instances -- --check --duration 20   # a shorter load (default 60 s)
 *
 * The checks: an edit saved on one instance shows on pages served by the other within seconds;
 * a rate limit holds across both; queued mail goes out once (both run the job runners); a mixed
 * load of 200 concurrent visitors through the proxy gives no error and every accepted write is
 * in the database. Needs a build (`npm run build`) and nginx (`apt-get install nginx`).
 * Ports: TWO_PROXY_PORT (3000), TWO_APP_PORTS ("3001,3002"), TWO_POSTGRES_PORT (54390); data in
 * TWO_POSTGRES_DIR (.data/two-instances-postgres; --check uses a throwaway one), mail captured in
 * .data/two-instances-mail.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import pg from 'pg'

import { startPageCacheProxy, type NginxServer } from './lib/nginx'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const check = args.includes('--check')
const durationArg = args.includes('--duration') ? Number(args[args.indexOf('--duration') + 1]) : NaN
const duration = durationArg > 0 ? durationArg : 60
const proxyPort = Number(process.env.TWO_PROXY_PORT ?? 3000)
const appPorts = (process.env.TWO_APP_PORTS ?? '3001,3002').split(',').map(Number)
const postgresPort = process.env.TWO_POSTGRES_PORT ?? '54390'
// --check starts from an empty database of its own, deleted afterwards
const postgresDir = process.env.TWO_POSTGRES_DIR ?? (check ? mkdtempSync(path.join(os.tmpdir(), 'yoga-two-pg-')) : path.join(root, '.data', 'two-instances-postgres'))
const mailDir = path.join(root, '.data', 'two-instances-mail')
const secret = process.env.PAYLOAD_SECRET ?? 'two-instances-local-secret'
const proxy = `http://127.0.0.1:${proxyPort}`
const direct = appPorts.map((port) => `http://127.0.0.1:${port}`)

const children: ChildProcess[] = []
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const start = (name: string, command: string, commandArgs: string[], env: Record<string, string>, onLine?: (line: string) => void) => {
  const child = spawn(command, commandArgs, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  children.push(child)
  for (const stream of [child.stdout, child.stderr]) {
    let buffer = ''
    stream?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString()
      const lines = buffer.split('\n')
      buffer = lines.pop() ?? ''
      for (const line of lines) {
        onLine?.(line)
        if (!check || /error|warn/i.test(line)) console.log(`[${name}] ${line}`)
      }
    })
  }
  child.on('exit', (code) => {
    if (!stopping) console.log(`[${name}] exited with ${code}`)
  })
  return child
}

let stopping = false
let nginx: NginxServer | null = null
const stopAll = async () => {
  stopping = true
  await nginx?.stop()
  // the apps first (they finish their requests), the database last
  for (const child of [...children].reverse()) {
    if (child.exitCode !== null) continue
    child.kill('SIGTERM')
    await new Promise((resolve) => {
      const timer = setTimeout(() => (child.kill('SIGKILL'), resolve(null)), 15_000)
      child.once('exit', () => (clearTimeout(timer), resolve(null)))
    })
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stopAll().then(() => process.exit(130)))

const healthy = async (base: string, timeoutMs = 600_000) => {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return
    } catch {
      // not up yet
    }
    await sleep(500)
  }
  throw new Error(`${base} did not become healthy`)
}

const appEnv = (databaseUrl: string, port: number): Record<string, string> => ({
  DATABASE_URL: databaseUrl,
  PORT: String(port),
  HOST: '127.0.0.1',
  SERVER_URL: proxy,
  PAYLOAD_SECRET: secret,
  TRUSTED_PROXY: '1',
  // nginx sets the fixed security headers (deploy/nginx-security-headers.conf)
  SECURITY_HEADERS_BY_PROXY: '1',
  SMTP_URL: '',
  MAIL_CAPTURE_DIR: mailDir,
  // the load below posts feedback from one address (the proxy's view of this machine)
  RATE_LIMIT_FEEDBACK: '1000000/60',
})

const serve = async (): Promise<string> => {
  mkdirSync(mailDir, { recursive: true })
  let databaseUrl = ''
  start('db', process.execPath, ['--import', 'tsx', 'scripts/run.ts', 'db'], { EMBEDDED_POSTGRES_DIR: postgresDir, EMBEDDED_POSTGRES_PORT: postgresPort, DATABASE_URL: '' }, (line) => {
    const match = /^DATABASE_URL=(\S+)/.exec(line)
    if (match) databaseUrl = match[1]!
  })
  for (let i = 0; !databaseUrl; i++) {
    if (i > 600) throw new Error('PostgreSQL did not start')
    await sleep(200)
  }
  // one after the other: the first migrates and seeds an empty database
  for (const [index, port] of appPorts.entries()) {
    start(`app${index + 1}`, process.execPath, ['--import', 'tsx', 'scripts/run.ts', 'start'], appEnv(databaseUrl, port))
    await healthy(direct[index]!)
  }
  nginx = await startPageCacheProxy(proxyPort, appPorts)
  console.log(`› Serving ${proxy} (nginx with the page cache, deploy/nginx-cache.conf.template) → ${direct.join(', ')} on one PostgreSQL`)
  return databaseUrl
}

type Result = { check: string; figure: string; ok: boolean }

const checks = async (databaseUrl: string): Promise<Result[]> => {
  const results: Result[] = []
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    // 1. an edit on instance 1 shows on pages served by instance 2
    const [a, b] = direct as [string, string]
    const admin = { username: 'two_instances_admin', password: 'two-instances-password' }
    const first = await fetch(`${a}/cms-api/users/first-register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...admin, 'confirm-password': admin.password }) })
    if (!first.ok && first.status !== 403 && first.status !== 400) throw new Error(`first-register: ${first.status}`)
    const login = await fetch(`${a}/cms-api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) })
    const { token } = (await login.json()) as { token?: string }
    if (!token) throw new Error('could not sign in (the database has users from before: delete TWO_POSTGRES_DIR)')
    const term = (await (await fetch(`${a}/api/glossary/yoga`)).json()) as { term: { id: number; shortDef: string } }
    const before = await (await fetch(`${b}/glossary/yoga`)).text() // instance 2 caches the page
    await fetch(`${proxy}/glossary/yoga`).then((response) => response.text()) // and so does the page cache
    if (!before.includes(term.term.shortDef.slice(0, 30))) throw new Error('instance 2 does not show the term')
    const marker = `Union of body, breath and mind (edited ${Date.now()}).`
    const saved = Date.now()
    const patch = await fetch(`${a}/cms-api/glossary-terms/${term.term.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}`, origin: a },
      body: JSON.stringify({ shortDef: marker, _status: 'published' }),
    })
    if (!patch.ok) throw new Error(`saving on instance 1: ${patch.status} ${await patch.text()}`)
    let seenAfter = -1
    while (Date.now() - saved < 30_000) {
      if ((await (await fetch(`${b}/glossary/yoga`)).text()).includes(marker)) {
        seenAfter = Date.now() - saved
        break
      }
      await sleep(100)
    }
    results.push({ check: 'an edit saved on instance 1 shows on instance 2', figure: seenAfter < 0 ? 'not within 30 s' : `${(seenAfter / 1000).toFixed(1)} s`, ok: seenAfter >= 0 && seenAfter <= 5000 })
    // …and through the page cache, which keeps a page PAGE_EDGE_MAX_AGE (5 s) before it asks again
    let seenThroughCache = -1
    while (Date.now() - saved < 30_000) {
      if ((await (await fetch(`${proxy}/glossary/yoga`)).text()).includes(marker)) {
        seenThroughCache = Date.now() - saved
        break
      }
      await sleep(100)
    }
    results.push({ check: 'the edit shows through the page cache', figure: seenThroughCache < 0 ? 'not within 30 s' : `${(seenThroughCache / 1000).toFixed(1)} s`, ok: seenThroughCache >= 0 && seenThroughCache <= 10_000 })
    await fetch(`${a}/cms-api/glossary-terms/${term.term.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}`, origin: a },
      body: JSON.stringify({ shortDef: term.term.shortDef, _status: 'published' }),
    })

    // 2. a rate limit holds across both: the newsletter's 5 an hour per address, alternating
    const client = `198.51.100.${Math.floor(Math.random() * 250) + 1}`
    const stamp = Date.now()
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const base = direct[i % 2]!
      const response = await fetch(`${base}/api/newsletter`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': client },
        body: JSON.stringify({ email: `reader-${stamp}-${i}@example.org`, name: 'Reader' }),
      })
      statuses.push(response.status)
    }
    const accepted = statuses.filter((status) => status < 300).length
    results.push({ check: 'the newsletter limit (5/hour) across both instances', figure: statuses.join(' '), ok: accepted === 5 && statuses[5] === 429 })

    // 3. jobs run once: each accepted subscription gets exactly one confirmation mail
    const mails = () =>
      readdirSync(mailDir)
        .filter((file) => file.endsWith('.eml'))
        .map((file) => readFileSync(path.join(mailDir, file), 'utf8'))
        .filter((text) => text.includes(`reader-${stamp}-`))
    const deadline = Date.now() + 60_000
    while (mails().length < accepted && Date.now() < deadline) await sleep(500)
    await sleep(3000) // a second sender would have sent by now
    results.push({ check: 'queued mail goes out once (both run the job runners)', figure: `${mails().length} mails for ${accepted} subscriptions`, ok: mails().length === accepted })

    // 4. 200 concurrent visitors for `duration` seconds through the proxy; 1 in 10 posts feedback
    const paths = ['/', '/glossary', '/glossary/yoga', '/faq', '/poses', '/poses/mountain-pose', '/events', '/videos', '/team', '/api/glossary', '/api/search?q=asana']
    const run = `load-${stamp}`
    const counts = new Map<string, number>()
    let writes = 0
    let hits = 0
    const until = Date.now() + duration * 1000
    const visitor = async (index: number) => {
      for (let n = 0; Date.now() < until; n++) {
        let status = 0
        try {
          if ((index + n) % 10 === 0) {
            const response = await fetch(`${proxy}/api/feedback`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', origin: proxy },
              body: JSON.stringify({ rating: 'met', feedbackText: `${run} ${index}-${n}`, slug: '/', url: `${proxy}/`, userAgent: 'two-instances', viewport: '1x1' }),
            })
            status = response.status
            await response.arrayBuffer()
            if (status === 201) writes++
          } else {
            const response = await fetch(`${proxy}${paths[(index + n) % paths.length]}`)
            status = response.status
            if (response.headers.get('x-cache') === 'HIT' || response.headers.get('x-cache') === 'UPDATING') hits++
            await response.arrayBuffer()
          }
        } catch {
          status = 0
        }
        const key = status === 0 ? 'network error' : String(status)
        counts.set(key, (counts.get(key) ?? 0) + 1)
      }
    }
    await Promise.all(Array.from({ length: 200 }, (_, index) => visitor(index)))
    const total = [...counts.values()].reduce((sum, count) => sum + count, 0)
    const failed = [...counts].filter(([status]) => status === 'network error' || Number(status) >= 400).reduce((sum, [, count]) => sum + count, 0)
    const { rows } = await db.query<{ count: string }>(`SELECT count(*) FROM feedback WHERE feedback_text LIKE $1`, [`${run} %`])
    results.push({
      check: `200 concurrent visitors for ${duration} s through the page cache`,
      figure: `${total} requests (${(total / duration).toFixed(0)}/s, ${hits} from the page cache): ${[...counts].map(([status, count]) => `${status}×${count}`).join(', ')}`,
      ok: failed === 0,
    })
    results.push({ check: 'every accepted write is in the database', figure: `${rows[0]?.count} stored of ${writes} accepted`, ok: Number(rows[0]?.count) === writes })
  } finally {
    await db.end()
  }
  return results
}

try {
  const databaseUrl = await serve()
  if (!check) {
    await new Promise(() => {})
  } else {
    const results = await checks(databaseUrl)
    console.log('\nTwo instances behind the page cache (nginx)')
    for (const result of results) console.log(`  ${result.ok ? 'PASS' : 'FAIL'}  ${result.check}: ${result.figure}`)
    await stopAll()
    rmSync(mailDir, { recursive: true, force: true })
    if (!process.env.TWO_POSTGRES_DIR) rmSync(postgresDir, { recursive: true, force: true })
    process.exit(results.every((result) => result.ok) ? 0 : 1)
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  await stopAll()
  process.exit(1)
}
