/**
 * Every page a visitor sees, against the cached /glossary in the same run: each is served from
 * the page cache too (src/lib/pageVariants.ts), so each should answer at least half as many
 * requests per second, through `npm start` and through the shipped nginx page cache in front of it.
 *
 *   npm run bench:page-variants -- http://127.0.0.1:3513 [paths...]    (a running `npm start`)
 *
 * Per page: wrk (1 thread, 10 connections, gzip accepted) in 1-second slices that take turns
 * with /glossary's, BENCH_SECONDS slices each (default 10), the app and the page cache alike; the
 * ratio is the page's requests/s over /glossary's in the same slices. A page that is not cached
 * (anything but `public` in its Cache-Control) fails at once. Needs nginx and wrk.
 */
import { renderCacheConfig, startNginx } from '../scripts/lib/nginx'
import { PAGE_VARIANTS } from './publicPages.mjs'
import { takeTurns } from './lib'

const [base = 'http://127.0.0.1:3000', ...rest] = process.argv.slice(2)
const paths: string[] = rest.length ? rest : PAGE_VARIANTS
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
if (!Number.isInteger(seconds) || seconds < 1) {
  console.error(`BENCH_SECONDS must be a whole number of at least 1 (got ${JSON.stringify(process.env.BENCH_SECONDS)})`)
  process.exit(2)
}
const CACHE_PORT = Number(process.env.BENCH_CACHE_PORT ?? 3934)
const appPort = Number(new URL(base).port || 80)
const TARGET = 0.5
const BASELINE = '/glossary'

for (const page of [BASELINE, ...paths]) {
  const response = await fetch(`${base}${page}`, { redirect: 'manual' })
  await response.arrayBuffer()
  const cacheControl = response.headers.get('cache-control') ?? ''
  if (response.status !== 200 || !cacheControl.startsWith('public')) {
    console.error(`${page}: ${response.status} ${cacheControl}: not a cached public page`)
    process.exit(1)
  }
}

const nginx = await startNginx(
  (dir) => renderCacheConfig({ LISTEN: `127.0.0.1:${CACHE_PORT}`, UPSTREAMS: `server 127.0.0.1:${appPort};`, CACHE_DIR: `${dir}/cache`, FORWARDED_FOR: '$remote_addr' }),
  CACHE_PORT,
)

let failed = 0
try {
  console.log(`wrk -t1 -c10, gzip; ${seconds} 1-second slices per page, taking turns with ${BASELINE}'s; target: ≥ ${TARGET}× ${BASELINE}'s requests/s`)
  console.log(['page'.padEnd(44), `${BASELINE}/s`.padStart(12), 'app/s'.padStart(8), 'app÷'.padStart(11), `cache ${BASELINE}/s`.padStart(18), 'cache/s'.padStart(8), 'cache÷'.padStart(11)].join('  '))
  for (const page of paths) {
    const urls = {
      appBase: `${base}${BASELINE}`,
      app: `${base}${page}`,
      cacheBase: `http://127.0.0.1:${CACHE_PORT}${BASELINE}`,
      cache: `http://127.0.0.1:${CACHE_PORT}${page}`,
    }
    const { rps, errors } = takeTurns(urls, ['appBase', 'app', 'cacheBase', 'cache'] as const, seconds)
    const verdict = (ratio: number) => `${ratio.toFixed(2)}× ${ratio >= TARGET ? 'PASS' : 'FAIL'}`.padStart(11)
    const appRatio = rps('app') / rps('appBase')
    const cacheRatio = rps('cache') / rps('cacheBase')
    if (appRatio < TARGET || cacheRatio < TARGET || errors) failed++
    console.log(
      [
        page.padEnd(44),
        rps('appBase').toFixed(0).padStart(12),
        rps('app').toFixed(0).padStart(8),
        verdict(appRatio),
        rps('cacheBase').toFixed(0).padStart(18),
        rps('cache').toFixed(0).padStart(8),
        verdict(cacheRatio),
        errors ? `${errors} errors` : '',
      ].join('  '),
    )
  }
} finally {
  await nginx.stop()
}
process.exit(failed ? 1 : 0)
