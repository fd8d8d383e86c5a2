/** The launcher never leaves a PostgreSQL behind, even one orphaned by a killed command. */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { describe, expect, it } from 'vitest'

import { startEmbedded } from '@scripts/lib/database'
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
})
