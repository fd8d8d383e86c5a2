#!/usr/bin/env node
/**
 * First-load JavaScript per page, as a browser receives it from `npm start` (compressed bytes on
 * the wire and uncompressed size). `next build` with Turbopack (Next 16) no longer prints these.
 *   node bench/firstLoadJs.mjs [baseUrl] [paths...]
 * Each page is held to issue 18's target: at most 1.3× what a blank Next 16 app loads (134 kB on
 * the wire, measured the same way), i.e. 174 kB. Exits 1 when a page is over.
 */
import { chromium } from '@playwright/test'

/** A blank `create-next-app` (Next 16, App Router, Turbopack) build: its first load on the wire. */
const BLANK_KB = 134
const TARGET_KB = 174 // ≈ 1.3 × BLANK_KB
const [base = 'http://127.0.0.1:3000', ...rest] = process.argv.slice(2)
const paths = rest.length ? rest : ['/', '/glossary', '/glossary/asana', '/faq', '/faq/what-should-i-wear', '/poses', '/poses/downward-facing-dog', '/videos', '/team', '/contact', '/events', '/search', '/donate', '/login']
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
})
let failed = 0
console.log(`target: ≤ ${TARGET_KB} kB on the wire per page (1.3× a blank Next 16 app's ${BLANK_KB} kB)`)
try {
  for (const path of paths) {
    const context = await browser.newContext()
    const page = await context.newPage()
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
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' })
    const list = [...scripts.values()]
    const kb = (n) => `${(n / 1024).toFixed(1)} kB`
    const wire = list.reduce((a, s) => a + s.wire, 0)
    const pass = wire / 1024 <= TARGET_KB
    if (!pass) failed++
    console.log(
      `${path.padEnd(30)} ${String(list.length).padStart(2)} scripts  ${kb(wire).padStart(9)} on the wire  ${kb(list.reduce((a, s) => a + s.size, 0)).padStart(9)} uncompressed  ${(wire / 1024 / BLANK_KB).toFixed(2)}× blank  target ${TARGET_KB} kB  ${pass ? 'PASS' : 'FAIL'}`,
    )
    await context.close()
  }
} finally {
  await browser.close()
}
console.log(failed ? `${failed} of ${paths.length} pages over ${TARGET_KB} kB` : `all ${paths.length} pages within ${TARGET_KB} kB`)
process.exitCode = failed ? 1 : 0
