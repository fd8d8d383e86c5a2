/**
 * A cached public page served by the app, and by the shipped page cache
 * (deploy/nginx-cache.conf.template) in front of it, against nginx serving the same bytes from a
 * file, in the same run, on this machine.
 *
 *   npm run bench:page-cache -- http://127.0.0.1:3511 [paths...]    (a running `npm start`)
 *
 * Measures, per page, requests/s with wrk (1 thread, 10 connections, gzip accepted) for nginx
 * serving the very response the app sends from a file, with the same headers, in two ways: the
 * gzip body precompressed (`gzip_static`, its fastest way; the baseline that counts) and gzipped
 * per request (`gzip on`, nginx's default, the way the site was first measured at 2,416/s); the app itself;
 * and the page cache in front of the app. The four take turns in 1-second slices, the order
 * rotating each turn, BENCH_SECONDS × BENCH_ROUNDS slices each (default 5 × 3): this machine's
 * speed drifts by 10-20 % within a minute, and slices side by side meet the same drift. Each
 * figure is its requests over its seconds. Targets: app ≥ 0.2× and page cache ≥ 0.8× the file.
 * One nginx worker serves both the file and the cache; the app is one Node process. Needs nginx
 * and wrk (`apt-get install nginx wrk`).
 */
import { writeFileSync } from 'node:fs'
import { get } from 'node:http'
import path from 'node:path'

import { renderCacheConfig, startNginx } from '../scripts/lib/nginx'
import { takeTurns } from './lib'

const [base = 'http://127.0.0.1:3000', ...rest] = process.argv.slice(2)
const paths = rest.length ? rest : ['/glossary', '/', '/poses/downward-facing-dog', '/faq', '/videos']
const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const rounds = Number(process.env.BENCH_ROUNDS ?? 3)
for (const [name, value] of [['BENCH_SECONDS', seconds], ['BENCH_ROUNDS', rounds]] as const) {
  if (!Number.isInteger(value) || value < 1) {
    console.error(`${name} must be a whole number of at least 1 (got ${JSON.stringify(process.env[name])})`)
    process.exit(2)
  }
}
const FILE_PORT = Number(process.env.BENCH_FILE_PORT ?? 3931)
const CACHE_PORT = Number(process.env.BENCH_CACHE_PORT ?? 3932)
const GZIP_PORT = Number(process.env.BENCH_GZIP_PORT ?? 3933)
const appPort = Number(new URL(base).port || 80)
const TARGET_APP = 0.2
const TARGET_CACHE = 0.8

const fileOf = (page: string) => (page === '/' ? 'home' : page.replace(/^\//, '').replace(/[^a-z0-9-]+/gi, '_'))

/** The body exactly as sent (fetch would unpack it), with its status and headers. */
const raw = (url: string, headers: Record<string, string>) =>
  new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
    }).on('error', reject)
  })

// the pages' bytes and headers, as the app serves them from its cache (the second request is the cached one)
const bodies = new Map<string, { plain: Buffer; gzip: Buffer; headers: [string, string][] }>()
/** nginx sets these itself (or they describe the connection) */
const OWN = new Set(['content-type', 'content-length', 'content-encoding', 'date', 'connection', 'keep-alive', 'transfer-encoding'])
for (const page of paths) {
  await raw(`${base}${page}`, {})
  const plain = await raw(`${base}${page}`, {})
  const gzip = await raw(`${base}${page}`, { 'accept-encoding': 'gzip' })
  const cacheControl = String(plain.headers['cache-control'] ?? '')
  if (plain.status !== 200 || !cacheControl.startsWith('public')) throw new Error(`${page}: ${plain.status} ${cacheControl}: not a cached public page`)
  if (gzip.headers['content-encoding'] !== 'gzip') throw new Error(`${page}: not sent gzipped`)
  const headers = Object.entries(gzip.headers)
    .filter(([name]) => !OWN.has(name))
    .map(([name, value]): [string, string] => [name, String(value)])
  bodies.set(page, { plain: plain.body, gzip: gzip.body, headers })
}

const nginx = await startNginx(
  (dir) => {
    for (const [page, body] of bodies) {
      writeFileSync(path.join(dir, 'www', `${fileOf(page)}.html`), body.plain)
      writeFileSync(path.join(dir, 'www', `${fileOf(page)}.html.gz`), body.gzip)
    }
    // the same response: the body and every header the app sends (nginx's own ETag off)
    const locations = [...bodies]
      .map(
        ([page, body]) =>
          `        location = /${fileOf(page)} {\n            try_files $uri.html =404;\n${body.headers.map(([name, value]) => `            add_header ${name} '${value.replace(/'/g, "\\'")}' always;`).join('\n')}\n        }`,
      )
      .join('\n')
    const fileServer = (port: number, gzip: string) => `    server {
        listen 127.0.0.1:${port};
        ${gzip}
        open_file_cache max=10000 inactive=60s;
        open_file_cache_valid 2s;
        root ${dir}/www;
        default_type 'text/html; charset=utf-8';
${locations}
    }`
    return `    etag off;
    server_tokens off;
${fileServer(FILE_PORT, 'gzip_static on;')}
${fileServer(GZIP_PORT, 'gzip on;')}
${renderCacheConfig({ LISTEN: `127.0.0.1:${CACHE_PORT}`, UPSTREAMS: `server 127.0.0.1:${appPort};`, CACHE_DIR: `${dir}/cache`, FORWARDED_FOR: '$remote_addr' })}`
  },
  CACHE_PORT,
)

let failed = 0
try {
  console.log(`wrk -t1 -c10, gzip; ${seconds * rounds} 1-second slices each, taking turns; targets: app ≥ ${TARGET_APP}×, page cache ≥ ${TARGET_CACHE}× nginx serving the file`)
  console.log('requests/s of nginx sending the file precompressed (.gz), and gzipping it per request (gzip on); the app and the page cache as ratios to each')
  console.log(['page'.padEnd(28), 'kB/gz'.padStart(7), '.gz/s'.padStart(8), 'gzip/s'.padStart(8), 'app/s'.padStart(8), 'app÷.gz'.padStart(11), 'app÷gzip'.padStart(11), 'cache/s'.padStart(8), 'cache÷.gz'.padStart(11), 'cache÷gzip'.padStart(11)].join('  '))
  for (const page of paths) {
    const urls = {
      file: `http://127.0.0.1:${FILE_PORT}/${fileOf(page)}`,
      gzip: `http://127.0.0.1:${GZIP_PORT}/${fileOf(page)}`,
      app: `${base}${page}`,
      cache: `http://127.0.0.1:${CACHE_PORT}${page}`,
    }
    const { rps, errors } = takeTurns(urls, ['file', 'app', 'cache', 'gzip'] as const, seconds * rounds)
    const verdict = (ratio: number, target: number) => `${ratio.toFixed(2)}× ${ratio >= target ? 'PASS' : 'FAIL'}`.padStart(11)
    // held to the stricter baseline: nginx sending the precompressed file
    if (rps('app') / rps('file') < TARGET_APP || rps('cache') / rps('file') < TARGET_CACHE || errors) failed++
    console.log(
      [
        page.padEnd(28),
        `${(bodies.get(page)!.plain.byteLength / 1024).toFixed(0)}/${(bodies.get(page)!.gzip.byteLength / 1024).toFixed(0)}`.padStart(7),
        rps('file').toFixed(0).padStart(8),
        rps('gzip').toFixed(0).padStart(8),
        rps('app').toFixed(0).padStart(8),
        verdict(rps('app') / rps('file'), TARGET_APP),
        verdict(rps('app') / rps('gzip'), TARGET_APP),
        rps('cache').toFixed(0).padStart(8),
        verdict(rps('cache') / rps('file'), TARGET_CACHE),
        verdict(rps('cache') / rps('gzip'), TARGET_CACHE),
        errors ? `${errors} errors` : '',
      ].join('  '),
    )
  }
} finally {
  await nginx.stop()
}
process.exit(failed ? 1 : 0)
