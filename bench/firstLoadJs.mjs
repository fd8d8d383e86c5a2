#!/usr/bin/env node
/**
 * First-load JavaScript per page, as a browser receives it from `npm start` (compressed bytes on
 * the wire and uncompressed size). `next build` with Turbopack (Next 16) no longer prints these.
 *   node bench/firstLoadJs.mjs [baseUrl] [paths...]
 */
import { chromium } from '@playwright/test'

const [base = 'http://127.0.0.1:3000', ...rest] = process.argv.slice(2)
const paths = rest.length ? rest : ['/', '/glossary', '/glossary/asana', '/faq', '/faq/what-should-i-wear', '/poses', '/poses/downward-facing-dog', '/videos', '/team']
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
})
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
    console.log(`${path.padEnd(30)} ${String(list.length).padStart(2)} scripts  ${kb(list.reduce((a, s) => a + s.wire, 0)).padStart(9)} on the wire  ${kb(list.reduce((a, s) => a + s.size, 0)).padStart(9)} uncompressed`)
    await context.close()
  }
} finally {
  await browser.close()
}
