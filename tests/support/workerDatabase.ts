/**
 * Runs in each integration-test worker before its test files (vitest `setupFiles`): the worker's
 * own copy of the migrated and seeded database that tests/int/globalSetup.ts prepared, made with
 * `CREATE DATABASE … TEMPLATE` (a file copy, well under a second), and its own mail capture
 * directory. Files run in parallel, one per worker, and each file is alone on its database,
 * as it was when all of them ran one after another on one database.
 *
 * A worker's files share its modules (`isolate: false` in vitest.config.ts: Payload starts once
 * per worker, not once per file), so what one file changes in the process is undone after it:
 * the environment variables it set or removed, its spies and its fake clock.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import { afterAll, vi } from 'vitest'

const template = process.env.INT_TEMPLATE_DATABASE_URL
if (!template) throw new Error('INT_TEMPLATE_DATABASE_URL is set by tests/int/globalSetup.ts')
const worker = process.env.VITEST_POOL_ID ?? '1'

const url = new URL(template)
const templateName = decodeURIComponent(url.pathname.slice(1))
const name = `${templateName}_w${worker}`
url.pathname = `/${name}`

if (process.env.DATABASE_URL !== url.toString()) {
  const admin = new URL(template)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)} TEMPLATE ${client.escapeIdentifier(templateName)}`)
  } catch (error) {
    // 42P04: an earlier file of this worker made it (a worker keeps its database for its files)
    if ((error as { code?: string }).code !== '42P04') throw error
  } finally {
    await client.end()
  }
  process.env.DATABASE_URL = url.toString()
}

const mailBase = process.env.INT_MAIL_CAPTURE_BASE
if (mailBase) {
  const dir = path.join(mailBase, `worker-${worker}`)
  mkdirSync(dir, { recursive: true })
  process.env.MAIL_CAPTURE_DIR = dir
}

const environmentBefore = { ...process.env }
afterAll(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
  for (const key of Object.keys(process.env)) if (!(key in environmentBefore)) delete process.env[key]
  Object.assign(process.env, environmentBefore)
})
