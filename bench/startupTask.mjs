#!/usr/bin/env node
/**
 * The task that starts a page (the framework's modules evaluated, hydration begun), with and
 * without the compile hint (server/compileHints.mjs), in the same run against a running
 * `npm start`, in Debian's Chromium with a phone's viewport:
 *
 *   node bench/startupTask.mjs [--runs=6] [baseUrl] [paths...]      (npm run bench:startup)
 *
 * "without" takes the hint off each script as the browser receives it; "with" is the app as it
 * is. The two alternate run by run. For each, the median of the start-up task (the longest
 * main-thread task that evaluates a script) and of Lighthouse's way of reading TBT from the
 * tasks (each over 12.5 ms counts 4 × its length − 50 ms, as its simulated phone does), and the
 * ratio of the start-up tasks.
 */
import { chromium } from '@playwright/test'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs'

const HINT = '//# allFunctionsCalledOnLoad\n'
const args = process.argv.slice(2)
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 6)
const [base = 'http://127.0.0.1:3000', ...rest] = args.filter((a) => !a.startsWith('--'))
const paths = rest.length ? rest : ['/', '/poses', '/glossary']
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })

/** One load of `path`, traced: the start-up task, the blocking time as Lighthouse reads it. */
const measure = async (path, withHint) => {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true })
  try {
    const page = await context.newPage()
    // the header's link prefetches come after the start; they stay out of the trace
    await page.route(/_rsc=/, (route) => route.abort())
    let hinted = 0
    await page.route(/\/_next\/static\/chunks\/[^/]+\.js$/, async (route) => {
      const response = await route.fetch()
      const body = await response.text()
      if (body.startsWith(HINT)) hinted++
      const headers = { ...response.headers() }
      delete headers['content-encoding']
      delete headers['content-length']
      await route.fulfill({ response, headers, body: withHint || !body.startsWith(HINT) ? body : body.slice(HINT.length) })
    })
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'toplevel'] })
    await page.goto(base + path, { waitUntil: 'load' })
    await page.waitForTimeout(1500)
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents
    const start = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame)
    const thread = events.find((e) => e.name === 'thread_name' && e.pid === start.pid && e.args.name === 'CrRendererMain')
    const own = events.filter((e) => e.pid === start.pid && e.tid === thread.tid && e.ph === 'X' && e.ts >= start.ts)
    const tasks = own.filter((e) => e.name === 'RunTask')
    const evaluations = own.filter((e) => e.name === 'EvaluateScript')
    const startup = Math.max(0, ...tasks.filter((t) => evaluations.some((e) => e.ts >= t.ts && e.ts < t.ts + t.dur)).map((t) => t.dur / 1000))
    const blocking = tasks.filter((t) => t.dur > 12_500).reduce((sum, t) => sum + (4 * t.dur) / 1000 - 50, 0)
    return { startup, blocking, hinted }
  } finally {
    await context.close()
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]
let missing = false
try {
  console.log(`start-up task with and without the compile hint, ${runs} runs each (alternating), against ${base}`)
  console.log(`${'page'.padEnd(28)}${'without: task / 4×−50'.padEnd(26)}${'with: task / 4×−50'.padEnd(24)}task with ÷ without`)
  for (const path of paths) {
    const results = { false: [], true: [] }
    for (let i = 0; i < runs; i++) for (const withHint of [false, true]) results[withHint].push(await measure(path, withHint))
    if (results.true.every((r) => r.hinted === 0)) missing = true
    const row = (list) => `${median(list.map((r) => r.startup)).toFixed(1)} ms / ${median(list.map((r) => r.blocking)).toFixed(0)} ms`
    const ratio = median(results.true.map((r) => r.startup)) / median(results.false.map((r) => r.startup))
    console.log(`${path.padEnd(28)}${row(results.false).padEnd(26)}${row(results.true).padEnd(24)}${ratio.toFixed(2)}×`)
  }
} finally {
  // a page that cannot be reached must not leave the browser running
  await browser.close()
}
if (missing) {
  console.log('The app sent no script with the hint: build it again (npm run build) or start it with npm start.')
  process.exit(1)
}
