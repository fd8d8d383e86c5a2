#!/usr/bin/env node
/**
 * Lighthouse 12 (mobile preset, the default) against a running `npm start`, in Debian's Chromium.
 *   node bench/lighthouse.mjs [baseUrl] [paths...]
 * Prints performance and accessibility scores and the main metrics per page.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const [base = 'http://127.0.0.1:3000', ...rest] = process.argv.slice(2)
const paths = rest.length ? rest : ['/', '/glossary', '/poses/downward-facing-dog']
const flags = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic'
const dir = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'))
try {
  for (const p of paths) {
    const out = path.join(dir, 'report.json')
    execFileSync(
      'node_modules/.bin/lighthouse',
      [`${base}${p}`, '--quiet', '--output=json', `--output-path=${out}`, '--only-categories=performance,accessibility', `--chrome-flags=${flags}`],
      { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' } },
    )
    const report = JSON.parse(readFileSync(out, 'utf8'))
    const audit = (id) => report.audits[id]?.displayValue ?? '-'
    console.log(
      [
        p.padEnd(32),
        `performance ${Math.round(report.categories.performance.score * 100)}`,
        `accessibility ${Math.round(report.categories.accessibility.score * 100)}`,
        `FCP ${audit('first-contentful-paint')}`,
        `LCP ${audit('largest-contentful-paint')}`,
        `TBT ${audit('total-blocking-time')}`,
        `CLS ${audit('cumulative-layout-shift')}`,
      ].join('  '),
    )
    for (const [id, a] of Object.entries(report.audits)) {
      if (report.categories.accessibility.auditRefs.some((r) => r.id === id) && a.score === 0) console.log(`   a11y fail: ${id}`)
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true })
}
