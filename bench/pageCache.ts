/**
 * Issue 18, item 1: a cached public page served by the app, and by the shipped page cache
 * (deploy/nginx-cache.conf.template) in front of it, against nginx serving the same bytes from a
 * file, in the same run, on this machine.
 *
 *   npm run bench:page-cache -- http://127.0.0.1:3511 [paths...]    (a running `npm start`)
 *
 * Each round measures, per page, requests/s with wrk (1 thread, 10 connections, BENCH_SECONDS
 * each, default 5, gzip accepted) for: nginx serving the very response the app sends from a
 * file (the gzip body, precompressed: `gzip_static`, nginx's fastest way, with the same headers),
 * the app itself, and the
 * page cache in front of the app; rounds alternate the
 * order; the median of BENCH_ROUNDS (default 3) counts. Targets: app ≥ 0.2× and page cache
 * ≥ 0.8× the file. One nginx worker serves both the file and the cache; the app is one Node
 * process. Needs nginx and wrk (`apt-get install nginx wrk`).
 */
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { get } from 'node:http'
import path from 'node:path'

import { renderCacheConfig, startNginx } from '../scripts/lib/nginx'

const [base = 'http://127.0.0.1:3000', ...rest] = process.argv.slice(2)
const paths = rest.length ? rest : ['/glossary', '/', '/poses/downward-facing-dog', '/faq', '/videos']
const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const rounds = Number(process.env.BENCH_ROUNDS ?? 3)
const FILE_PORT = Number(process.env.BENCH_FILE_PORT ?? 3931)
const CACHE_PORT = Number(process.env.BENCH_CACHE_PORT ?? 3932)
const appPort = Number(new URL(base).port || 80)
const TARGET_APP = 0.2
const TARGET_CACHE = 0.8

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** requests/s, and the count of answers that were not 2xx/3xx or failed */
const wrk = (url: string): { rps: number; errors: number } => {
  const out = execFileSync('wrk', ['-t1', '-c10', `-d${seconds}s`, '-H', 'Accept-Encoding: gzip', url], { encoding: 'utf8' })
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0)
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0)
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out)
  return { rps, errors: non2xx + (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0) }
}

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
    return `    gzip_static on;
    etag off;
    server_tokens off;
    server {
        listen 127.0.0.1:${FILE_PORT};
        root ${dir}/www;
        default_type 'text/html; charset=utf-8';
${locations}
    }
${renderCacheConfig({ LISTEN: `127.0.0.1:${CACHE_PORT}`, UPSTREAMS: `server 127.0.0.1:${appPort};`, CACHE_DIR: `${dir}/cache`, FORWARDED_FOR: '$remote_addr' })}`
  },
  CACHE_PORT,
)

let failed = 0
try {
  console.log(`wrk -t1 -c10 -d${seconds}s, gzip; median of ${rounds} rounds; targets: app ≥ ${TARGET_APP}×, page cache ≥ ${TARGET_CACHE}× nginx serving the file`)
  console.log(['page'.padEnd(28), 'kB/gz'.padStart(7), 'file/s'.padStart(8), 'app/s'.padStart(8), 'app×'.padStart(6), '', 'cache/s'.padStart(8), 'cache×'.padStart(7), ''].join('  '))
  for (const page of paths) {
    const urls = {
      file: `http://127.0.0.1:${FILE_PORT}/${fileOf(page)}`,
      app: `${base}${page}`,
      cache: `http://127.0.0.1:${CACHE_PORT}${page}`,
    }
    const results: Record<keyof typeof urls, number[]> = { file: [], app: [], cache: [] }
    let errors = 0
    for (let round = 0; round < rounds; round++) {
      const order = (['file', 'app', 'cache'] as const).slice()
      for (let i = 0; i < round; i++) order.push(order.shift()!)
      for (const which of order) {
        const { rps, errors: bad } = wrk(urls[which])
        results[which].push(rps)
        errors += bad
      }
    }
    const file = median(results.file)
    const app = median(results.app) / file
    const cache = median(results.cache) / file
    const verdict = (ratio: number, target: number) => (ratio >= target ? 'PASS' : 'FAIL')
    if (app < TARGET_APP || cache < TARGET_CACHE || errors) failed++
    console.log(
      [
        page.padEnd(28),
        `${(bodies.get(page)!.plain.byteLength / 1024).toFixed(0)}/${(bodies.get(page)!.gzip.byteLength / 1024).toFixed(0)}`.padStart(7),
        file.toFixed(0).padStart(8),
        median(results.app).toFixed(0).padStart(8),
        app.toFixed(2).padStart(6),
        verdict(app, TARGET_APP),
        median(results.cache).toFixed(0).padStart(8),
        cache.toFixed(2).padStart(7),
        verdict(cache, TARGET_CACHE),
        errors ? `${errors} errors` : '',
      ].join('  '),
    )
  }
} finally {
  await nginx.stop()
}
process.exit(failed ? 1 : 0)
