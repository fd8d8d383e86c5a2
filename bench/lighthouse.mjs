#!/usr/bin/env node
/**
 * Lighthouse 12 (mobile preset, the default) against a running `npm start`, in Debian's Chromium.
 *   node bench/lighthouse.mjs [--runs=3] [baseUrl] [paths...]
 * Every public page by default. Prints performance, accessibility and best-practices with the
 * main metrics, each next to its target (performance ≥ 95, accessibility and
 * best-practices 100, TBT ≤ 150 ms, CLS 0) with PASS or FAIL; with --runs=N the median of N
 * runs (by performance score) is shown. Lists the failing accessibility and best-practices audits
 * and the browser console's errors. Exits 1 when a page misses a target.
 *
 * First it measures a blank Next 16 app (bench/blankNext.mjs: built with this repository's `next`,
 * served by `next start`) the same way, in the same run: Lighthouse's simulated mobile multiplies
 * what the main thread did here by 4, so a slower moment of this shared machine moves every
 * page's TBT and score, the blank app's too. `--no-baseline` skips it.
 *
 * A run in which Chromium showed the page's first painted frame 500 ms or more after Blink painted
 * it is repeated (up to MAX_REPEATS times per page), and the line says how many were. In those
 * runs headless Chromium's display compositor holds the renderer's frames back for a whole second
 * or two while the page's main thread is idle (open Lighthouse issue #17148, "Observed FCP/LCP
 * inflated by whole seconds in headless runs", which reproduces on PageSpeed Insights); Lighthouse
 * then counts every request and script before that late moment into its LCP estimate. The rule
 * applies to the blank app as to every page, and the held-back runs' scores are printed too.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs'
import { startBlankNext } from './blankNext.mjs'
import { firstFrameDelayMs } from './firstFrame.mjs'
import { PUBLIC_PAGES } from './publicPages.mjs'

const args = process.argv.slice(2)
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 1)
const baseline = !args.includes('--no-baseline')
const [base = 'http://127.0.0.1:3000', ...rest] = args.filter((a) => !a.startsWith('--'))
const paths = rest.length ? rest : PUBLIC_PAGES
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, tbt: 150, cls: 0 }
const flags = ['--headless=new', ...CHROMIUM_ARGS].join(' ')
const dir = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'))

/** How much later than Blink's paint the first frame may be shown before the run is repeated. */
const HELD_BACK_MS = 500
/** Repeats of held-back runs allowed per page (beyond its `--runs`). */
const MAX_REPEATS = 6

const runOnce = (url) => {
  const out = path.join(dir, 'report.json')
  const tracePath = path.join(dir, 'report-0.trace.json')
  rmSync(tracePath, { force: true })
  execFileSync(
    'node_modules/.bin/lighthouse',
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      // the trace, to see when the first frame was shown (report-0.trace.json beside the report)
      '--save-assets',
      '--only-categories=performance,accessibility,best-practices',
      `--chrome-flags=${flags}`,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: CHROMIUM_PATH } },
  )
  const report = JSON.parse(readFileSync(out, 'utf8'))
  const delay = existsSync(tracePath) ? firstFrameDelayMs(JSON.parse(readFileSync(tracePath, 'utf8'))) : null
  return { report, heldBack: delay !== null && delay >= HELD_BACK_MS }
}

/** `runs` runs of one address, each held-back run repeated while repeats are left. */
const runPage = (url) => {
  const kept = []
  const heldBack = []
  while (kept.length < runs) {
    const { report, heldBack: held } = runOnce(url)
    if (held && heldBack.length < MAX_REPEATS) heldBack.push(report)
    else kept.push(report)
  }
  return { reports: kept, heldBack }
}

const score = (report, id) => Math.round((report.categories[id]?.score ?? 0) * 100)
const mark = (ok) => (ok ? 'PASS' : 'FAIL')
let failed = 0
console.log(`Lighthouse 12 mobile, ${runs === 1 ? 'one run' : `median of ${runs} runs`} per page, against ${base}`)
/** Lighthouse on one address, printed as one line (and what failed under it). */
const measure = (url, label, counts) => {
  const { reports: kept, heldBack } = runPage(url)
  const reports = kept.sort((a, b) => score(a, 'performance') - score(b, 'performance'))
  const report = reports[Math.floor((reports.length - 1) / 2)]
  const perf = score(report, 'performance')
  const a11y = score(report, 'accessibility')
  const bp = score(report, 'best-practices')
  const tbt = report.audits['total-blocking-time']?.numericValue ?? 0
  const cls = report.audits['cumulative-layout-shift']?.numericValue ?? 0
  const ok = {
    perf: perf >= TARGETS.performance,
    a11y: a11y >= TARGETS.accessibility,
    bp: bp >= TARGETS['best-practices'],
    tbt: tbt <= TARGETS.tbt,
    cls: cls <= TARGETS.cls,
  }
  const pass = Object.values(ok).every(Boolean)
  if (!pass && counts) failed++
  const display = (id) => report.audits[id]?.displayValue ?? '-'
  console.log(
    [
      label.padEnd(32),
      `performance ${perf} (≥ ${TARGETS.performance} ${mark(ok.perf)})`,
      `accessibility ${a11y} (${TARGETS.accessibility} ${mark(ok.a11y)})`,
      `best-practices ${bp} (${TARGETS['best-practices']} ${mark(ok.bp)})`,
      `FCP ${display('first-contentful-paint')}`,
      `LCP ${display('largest-contentful-paint')}`,
      `TBT ${Math.round(tbt)} ms (≤ ${TARGETS.tbt} ${mark(ok.tbt)})`,
      `CLS ${cls.toFixed(3)} (${TARGETS.cls} ${mark(ok.cls)})`,
      runs > 1 ? `perf runs ${reports.map((r) => score(r, 'performance')).join('/')}` : '',
      heldBack.length ? `repeated ${heldBack.length} held-back (perf ${heldBack.map((r) => score(r, 'performance')).join('/')})` : '',
      pass ? 'PASS' : 'FAIL',
    ].join('  '),
  )
  for (const category of ['accessibility', 'best-practices']) {
    for (const ref of report.categories[category]?.auditRefs ?? []) {
      const audit = report.audits[ref.id]
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) console.log(`   ${category} fail: ${ref.id}`)
    }
  }
  for (const item of report.audits['errors-in-console']?.details?.items ?? []) {
    console.log(`   console: ${String(item.description ?? '').slice(0, 160)} ${item.sourceLocation?.url ?? ''}`)
  }
  if (!ok.cls) {
    for (const item of report.audits['layout-shifts']?.details?.items ?? []) {
      console.log(`   layout shift ${Number(item.score).toFixed(3)}: ${item.node?.snippet?.slice(0, 120) ?? ''}`)
    }
  }
}

try {
  if (baseline) {
    const blank = await startBlankNext()
    try {
      measure(blank.url, '(a blank Next 16 app)', false)
    } finally {
      await blank.stop()
    }
  }
  for (const p of paths) measure(`${base}${p}`, p, true)
} finally {
  rmSync(dir, { recursive: true, force: true })
}
console.log(failed ? `${failed} of ${paths.length} pages miss a target` : `all ${paths.length} pages meet every target`)
process.exitCode = failed ? 1 : 0
