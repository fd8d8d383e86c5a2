/**
 * `npm test`: unit and integration tests (vitest, on a throwaway PostgreSQL that the run starts
 * and drops) and the browser tests (Playwright in Debian's Chromium against the built app with
 * its own throwaway databases). Installs Debian's chromium and nginx first when they are missing.
 *
 *   npm test                 everything
 *   npm test -- unit int     only the named parts (unit, int, e2e)
 *   npm test -- e2e a11y     only the browser tests whose file names match (Playwright's filters)
 *
 * The parts overlap: the production build runs beside vitest (integration tests mostly wait on
 * PostgreSQL), and the browser tests start as soon as the build is there, in E2E_WORKERS
 * Playwright workers (default 2), each with its own app instances, databases, fakes and mail
 * (playwright.config.ts). Integration-test files run in parallel too, each vitest worker on its
 * own copy of the seeded database (tests/int/globalSetup.ts).
 */
import { spawn } from 'node:child_process'
import { chmodSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { freePort } from '@tests/support/testDatabase'

import { buildIsStale } from './lib/build'
import { CHROMIUM_PATH } from './lib/chromium.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)
const parts = process.argv.slice(2).filter((arg) => ['unit', 'int', 'e2e'].includes(arg))
const wanted = (part: string) => parts.length === 0 || parts.includes(part)
/** Anything else narrows the browser tests (`npm test -- e2e a11y`). */
const e2eFilters = process.argv.slice(2).filter((arg) => !parts.includes(arg))

const run = (cmd: string, args: string[], env: Record<string, string> = {}, logFile?: string, niceness = 0): Promise<number> =>
  new Promise((resolve) => {
    const log = logFile ? createWriteStream(logFile) : undefined
    const child = spawn(cmd, args, { cwd: root, stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } })
    // before it starts its workers, which inherit it
    if (niceness && child.pid) os.setPriority(child.pid, niceness)
    if (log) {
      child.stdout?.pipe(log, { end: false })
      child.stderr?.pipe(log, { end: false })
    }
    // 'close': the child has exited and its output is all written
    child.on('close', (code, signal) => {
      const done = () => resolve(code ?? (signal ? 1 : 0))
      if (log) log.end(done)
      else done()
    })
    child.on('error', () => resolve(1))
  })

const seconds = (since: number) => `${Math.round((Date.now() - since) / 1000)} s`

/** Debian's chromium (the browser tests) and nginx (the page cache in tests/e2e/proxyHeaders.spec.ts). */
const ensureBrowserTestPackages = async (): Promise<void> => {
  const nginx = process.env.NGINX_BIN ?? '/usr/sbin/nginx'
  const missing = [existsSync(CHROMIUM_PATH) ? '' : 'chromium', existsSync(nginx) ? '' : 'nginx'].filter(Boolean)
  if (!missing.length) return
  if (process.getuid?.() !== 0) {
    throw new Error(`Missing for the browser tests: ${missing.join(', ')}. Run "sudo apt-get install -y --no-install-recommends ${missing.join(' ')}".`)
  }
  console.log(`› Installing Debian ${missing.join(' and ')} for the browser tests…`)
  const env = { DEBIAN_FRONTEND: 'noninteractive' }
  if ((await run('apt-get', ['update', '-qq'], env)) !== 0) throw new Error('apt-get update failed')
  if ((await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], env)) !== 0) {
    throw new Error(`apt-get install ${missing.join(' ')} failed`)
  }
}

/** How much lower vitest's CPU priority is than the build's and the browser tests' (nice). */
const VITEST_NICENESS = 5
const e2eWanted = wanted('e2e')

type VitestReport = {
  success?: boolean
  numFailedTests?: number
  testResults?: { name: string; status?: string; message?: string; assertionResults?: { fullName: string; status: string }[] }[]
}

/** The failed tests of a vitest JSON report, one line each ('file › test', or 'file: why' for a file that failed to run). */
const failuresOf = (report: VitestReport): string[] =>
  (report.testResults ?? []).flatMap((file) => {
    const name = path.relative(root, file.name)
    const tests = (file.assertionResults ?? []).filter((test) => test.status === 'failed').map((test) => `${name} › ${test.fullName}`)
    if (tests.length) return tests
    return file.status === 'failed' ? [`${name}: ${(file.message ?? 'failed').split('\n')[0]}`] : []
  })

/** Filled by vitest(): repeated at the end of the run, where a CI log's tail shows it. */
let vitestFailures: string[] = []

/** Unit and/or integration tests; the JSON report is read as well as the exit code. */
const vitest = async (projects: string[]): Promise<number> => {
  // A library in vitest's own process once turned a failed run's exit code into 0
  // (tests/int/globalSetup.ts); the report cannot lie.
  const reportDir = mkdtempSync(path.join(os.tmpdir(), 'yoga-vitest-'))
  const report = path.join(reportDir, 'report.json')
  try {
    const code = await run(
      bin('vitest'),
      ['run', ...projects.flatMap((project) => ['--project', project]), '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
      {},
      undefined,
      // Beside the build and the browser tests, which wait for the build, vitest yields the
      // cores to them a little: the build is then done in about half the time.
      e2eWanted ? VITEST_NICENESS : 0,
    )
    const summary = existsSync(report) ? (JSON.parse(readFileSync(report, 'utf8')) as VitestReport) : undefined
    vitestFailures = summary ? failuresOf(summary) : []
    if (code !== 0) return code
    if (!summary || summary.success !== true || (summary.numFailedTests ?? 0) > 0) {
      console.error(`vitest reported failures (${summary ? `${summary.numFailedTests} failed` : 'no report written'}) but exited 0`)
      return 1
    }
    return 0
  } finally {
    rmSync(reportDir, { recursive: true, force: true })
  }
}

/** `npm run build` when the build is missing or older than the sources; its output is shown on failure. */
const build = async (): Promise<number> => {
  if (!buildIsStale(root)) {
    console.log('› The production build is up to date')
    return 0
  }
  const started = Date.now()
  const logDir = mkdtempSync(path.join(os.tmpdir(), 'yoga-build-'))
  const log = path.join(logDir, 'build.log')
  try {
    console.log('› Building the app for the browser tests (npm run build), beside the other tests…')
    const code = await run('npm', ['run', 'build'], {}, log)
    if (code !== 0) {
      console.error(readFileSync(log, 'utf8'))
      console.error(`› npm run build failed (exit ${code})`)
    } else {
      console.log(`› Build done in ${seconds(started)}`)
    }
    return code
  } finally {
    rmSync(logDir, { recursive: true, force: true })
  }
}

/** Playwright in E2E_WORKERS workers, each with its own slot of servers (playwright.config.ts). */
const browserTests = async (): Promise<number> => {
  const workers = Math.max(1, Number(process.env.E2E_WORKERS) || 2)
  const dir = mkdtempSync(path.join(os.tmpdir(), 'yoga-e2e-'))
  // embedded PostgreSQL runs as the postgres user when we are root: it must reach its directory
  chmodSync(dir, 0o755)
  const env: Record<string, string> = { E2E_WORKERS: String(workers), E2E_LAUNCHER_PORT: String(await freePort()) }
  try {
    for (let index = 0; index < workers; index++) {
      const set = (name: string, value: string) => (env[index ? `${name}_${index}` : name] = value)
      const sub = (name: string) => {
        const target = path.join(dir, `${name}-${index}`)
        mkdirSync(target)
        return target
      }
      set('E2E_POSTGRES_DIR', sub('pg'))
      // the AI instance (one for the run: slot 0's)
      if (index === 0) set('E2E_AI_POSTGRES_DIR', sub('ai-pg'))
      // The app under test writes its mail here as .eml files; the tests read them back.
      set('E2E_MAIL_DIR', sub('mail'))
      for (const name of ['E2E_POSTGRES_PORT', 'E2E_PORT', 'E2E_STRIPE_PORT', 'E2E_AI_POSTGRES_PORT', 'E2E_AI_PORT', 'E2E_FAKE_OPENAI_PORT', 'E2E_FAKE_YOUTUBE_PORT']) {
        set(name, String(await freePort()))
      }
    }
    return await run(bin('playwright'), ['test', ...e2eFilters], env)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const main = async (): Promise<number> => {
  console.log(`› Node ${process.version}`)
  const started = Date.now()
  const projects = (['unit', 'int'] as const).filter(wanted)
  const e2e = wanted('e2e')
  if (e2e) await ensureBrowserTestPackages()
  // The build and vitest side by side; the browser tests once the build is there.
  const unitAndInt = projects.length ? vitest([...projects]) : Promise.resolve(0)
  const browser = e2e
    ? build().then((code) => (code === 0 ? browserTests() : code))
    : Promise.resolve(0)
  const [vitestCode, browserCode] = await Promise.all([unitAndInt, browser])
  console.log(
    `› npm test took ${seconds(started)}: ${[projects.length ? `${projects.join('+')} ${vitestCode === 0 ? 'passed' : 'FAILED'}` : '', e2e ? `e2e ${browserCode === 0 ? 'passed' : 'FAILED'}` : ''].filter(Boolean).join(', ')}`,
  )
  if (vitestFailures.length) {
    console.log(`› vitest's failed tests (their output is above, in vitest's report):`)
    for (const line of vitestFailures) console.log(`  ✘ ${line}`)
  } else if (vitestCode !== 0) {
    console.log(`› vitest failed with no test failed: an error outside the tests ("Unhandled Errors" in its output above)`)
  }
  return vitestCode || browserCode
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
