#!/usr/bin/env node
/**
 * First-load JavaScript per page, as a browser receives it from `npm start` (compressed bytes on
 * the wire and uncompressed size). `next build` with Turbopack (Next 16) no longer prints these.
 *   node bench/firstLoadJs.mjs [--scripts] [--gzip] [baseUrl] [paths...]
 * Also prints each page's HTML size and how much of it is the inline RSC flight data
 * (`self.__next_f.push(...)` scripts) that hydrates it, uncompressed; --scripts lists every script.
 * Link prefetches (requests with Next-Router-Prefetch: the header's and footer's links to cached
 * pages, which bring those pages' code along) are held back, as they load other pages' JavaScript
 * ahead of a click; --with-prefetch lets them through and counts their scripts too.
 * Each page is held to at most 1.4× what a blank Next 16 app loads (134 kB on the wire, measured
 * the same way), i.e. 188 kB: room for react-query next to the site's own code. Exits 1 when a
 * page is over. The app sends Brotli to a browser that takes it (server/server.mjs); `next start`
 * sends the blank app in gzip, so --gzip has the browser ask for gzip only, to compare like with like.
 */
import { chromium } from '@playwright/test'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs'
import { PUBLIC_PAGES } from './publicPages.mjs'

/** A blank `create-next-app` (Next 16, App Router, Turbopack) build: its first load on the wire. */
const BLANK_KB = 134
const TARGET_KB = 188 // ≈ 1.4 × BLANK_KB
const args = process.argv.slice(2)
const listScripts = args.includes('--scripts')
const withPrefetch = args.includes('--with-prefetch')
const gzipOnly = args.includes('--gzip')
const [base = 'http://127.0.0.1:3000', ...rest] = args.filter((a) => !a.startsWith('--'))
const paths = rest.length ? rest : PUBLIC_PAGES
/** The inline flight data's share of an HTML document: the `self.__next_f.push` scripts. */
const flightBytes = (html) => {
  let total = 0
  for (const match of html.matchAll(/<script>self\.__next_f\.push\([\s\S]*?<\/script>/g)) total += Buffer.byteLength(match[0])
  return total
}
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
let failed = 0
console.log(`target: ≤ ${TARGET_KB} kB on the wire per page (1.4× a blank Next 16 app's ${BLANK_KB} kB)${gzipOnly ? '; the browser takes gzip only' : ''}`)
try {
  for (const path of paths) {
    const context = await browser.newContext(gzipOnly ? { extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } } : {})
    const page = await context.newPage()
    if (!withPrefetch) {
      await page.route('**/*', (route) => (route.request().headers()['next-router-prefetch'] ? route.abort() : route.continue()))
    }
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    const scripts = new Map()
    cdp.on('Network.responseReceived', (e) => {
      if (e.type === 'Script') scripts.set(e.requestId, { url: e.response.url, wire: 0, size: 0 })
    })
    cdp.on('Network.dataReceived', (e) => {
      const s = scripts.get(e.requestId)
      if (s) s.size += e.dataLength
    })
    cdp.on('Network.loadingFinished', (e) => {
      const s = scripts.get(e.requestId)
      if (s) s.wire = e.encodedDataLength
    })
    const response = await page.goto(`${base}${path}`, { waitUntil: 'networkidle' })
    const html = (await response?.text()) ?? ''
    const htmlBytes = Buffer.byteLength(html)
    const flight = flightBytes(html)
    const list = [...scripts.values()]
    const kb = (n) => `${(n / 1024).toFixed(1)} kB`
    const wire = list.reduce((a, s) => a + s.wire, 0)
    const pass = wire / 1024 <= TARGET_KB
    if (!pass) failed++
    console.log(
      `${path.padEnd(30)} ${String(list.length).padStart(2)} scripts  ${kb(wire).padStart(9)} on the wire  ${kb(list.reduce((a, s) => a + s.size, 0)).padStart(9)} uncompressed  ${(wire / 1024 / BLANK_KB).toFixed(2)}× blank  target ${TARGET_KB} kB  ${pass ? 'PASS' : 'FAIL'}  HTML ${kb(htmlBytes)} (RSC flight ${kb(flight)}, the rest ${kb(htmlBytes - flight)})`,
    )
    if (listScripts) {
      for (const s of list.sort((a, b) => b.wire - a.wire)) console.log(`   ${kb(s.wire).padStart(9)} ${kb(s.size).padStart(9)}  ${s.url.replace(base, '')}`)
    }
    await context.close()
  }
} finally {
  await browser.close()
}
console.log(failed ? `${failed} of ${paths.length} pages over ${TARGET_KB} kB` : `all ${paths.length} pages within ${TARGET_KB} kB`)
process.exitCode = failed ? 1 : 0
