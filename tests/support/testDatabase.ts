/**
 * A throwaway PostgreSQL for a test run: TEST_DATABASE_URL's server when set (a fresh database
 * on it, dropped afterwards), otherwise an embedded server in a temporary directory that is
 * deleted when it stops. Never the developer's DATABASE_URL.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { ensureDatabaseExists, startEmbedded } from '@scripts/lib/database'

export type TestDatabase = { url: string; stop: () => Promise<void> }

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })

/** Data directories of earlier runs that were killed before their teardown (no live server). */
const removeAbandoned = (name: string) => {
  const prefix = `yoga-${name}-pg-`
  for (const entry of readdirSync(os.tmpdir()).filter((e) => e.startsWith(prefix) && !e.endsWith('.owner'))) {
    const dir = path.join(os.tmpdir(), entry)
    const pidFile = path.join(dir, 'postmaster.pid')
    const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : 0
    let alive = false
    try {
      if (pid > 0) alive = process.kill(pid, 0)
    } catch {
      alive = false
    }
    if (!alive) {
      rmSync(dir, { recursive: true, force: true })
      rmSync(`${dir}.owner`, { force: true })
    }
  }
}

export const startTestDatabase = async (name: string): Promise<TestDatabase> => {
  const external = process.env.TEST_DATABASE_URL?.trim()
  if (external) {
    const url = new URL(external)
    url.pathname = `/${name}_${process.pid}_${Date.now()}`
    await ensureDatabaseExists(url.toString())
    return {
      url: url.toString(),
      stop: async () => {
        const admin = new URL(url)
        admin.pathname = '/postgres'
        const client = new pg.Client({ connectionString: admin.toString() })
        await client.connect()
        await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(url.pathname.slice(1))} WITH (FORCE)`)
        await client.end()
      },
    }
  }
  removeAbandoned(name)
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `yoga-${name}-pg-`))
  const database = await startEmbedded({
    dataDir,
    port: await freePort(),
    database: name,
    persistent: false,
  })
  return {
    url: database.url,
    stop: async () => {
      await database.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
