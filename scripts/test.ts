/**
 * `npm test`: unit and integration tests (vitest, on a throwaway PostgreSQL that the run starts
 * and drops) and the browser tests (Playwright in Debian's Chromium against the built app with
 * its own throwaway database). Installs Debian's chromium and nginx first when they are missing.
 *
 *   npm test                 everything
 *   npm test -- unit int     only the named parts (unit, int, e2e)
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { freePort } from '@tests/support/testDatabase'

import { CHROMIUM_PATH } from './lib/chromium.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)
const parts = process.argv.slice(2).filter((arg) => ['unit', 'int', 'e2e'].includes(arg))
const wanted = (part: string) => parts.length === 0 || parts.includes(part)

const run = (cmd: string, args: string[], env: Record<string, string> = {}): Promise<number> =>
  new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
    child.on('error', () => resolve(1))
  })

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

const main = async (): Promise<number> => {
  const projects = (['unit', 'int'] as const).filter(wanted)
  if (projects.length) {
    // The JSON report is read as well as the exit code: a library in vitest's own process once
    // turned a failed run's exit code into 0 (tests/int/globalSetup.ts); the report cannot lie.
    const report = path.join(mkdtempSync(path.join(os.tmpdir(), 'yoga-vitest-')), 'report.json')
    const code = await run(bin('vitest'), [
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ])
    if (code !== 0) return code
    const summary = existsSync(report) ? (JSON.parse(readFileSync(report, 'utf8')) as { success?: boolean; numFailedTests?: number }) : undefined
    if (!summary || summary.success !== true || (summary.numFailedTests ?? 0) > 0) {
      console.error(`vitest reported failures (${summary ? `${summary.numFailedTests} failed` : 'no report written'}) but exited 0`)
      return 1
    }
  }
  if (wanted('e2e')) {
    await ensureBrowserTestPackages()
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'yoga-e2e-pg-'))
    // the second instance, with the AI fakes (playwright.config.ts)
    const aiDataDir = mkdtempSync(path.join(os.tmpdir(), 'yoga-e2e-ai-pg-'))
    // The app under test writes its mail here as .eml files; the tests read them back.
    const mailDir = mkdtempSync(path.join(os.tmpdir(), 'yoga-e2e-mail-'))
    try {
      return await run(bin('playwright'), ['test'], {
        E2E_POSTGRES_DIR: dataDir,
        E2E_MAIL_DIR: mailDir,
        E2E_POSTGRES_PORT: String(await freePort()),
        E2E_PORT: String(await freePort()),
        E2E_STRIPE_PORT: String(await freePort()),
        E2E_AI_POSTGRES_DIR: aiDataDir,
        E2E_AI_POSTGRES_PORT: String(await freePort()),
        E2E_AI_PORT: String(await freePort()),
        E2E_FAKE_OPENAI_PORT: String(await freePort()),
        E2E_FAKE_YOUTUBE_PORT: String(await freePort()),
      })
    } finally {
      for (const dir of [dataDir, aiDataDir, mailDir, `${mailDir}-ai`]) rmSync(dir, { recursive: true, force: true })
    }
  }
  return 0
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
