/**
 * `npm run backup` and `npm run restore` (scripts/lib/backup.ts), run as the operator runs them:
 * a seeded site (a copy of the seeded template database, plus a media directory) goes into one
 * archive and comes back into an empty database and an empty media directory, every table and
 * file the same; a database that is not empty is refused and left as it was.
 */
import { spawnSync } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { findPgTool } from '@scripts/lib/backup'

const template = process.env.INT_TEMPLATE_DATABASE_URL!
const work = mkdtempSync(path.join(os.tmpdir(), 'yoga-backup-test-'))
const made: string[] = []

const databaseUrl = (name: string) => {
  const url = new URL(template)
  url.pathname = `/${name}`
  return url.toString()
}

const admin = async <T>(use: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: databaseUrl('postgres') })
  await client.connect()
  try {
    return await use(client)
  } finally {
    await client.end()
  }
}

/** A new database: a copy of the seeded template, or empty. */
const createDatabase = async (suffix: string, seeded: boolean): Promise<string> => {
  const templateName = decodeURIComponent(new URL(template).pathname.slice(1))
  const name = `${templateName}_${suffix}_${process.pid}`
  await admin(async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`)
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}${seeded ? ` TEMPLATE ${client.escapeIdentifier(templateName)}` : ''}`)
  })
  made.push(name)
  return databaseUrl(name)
}

const query = async <T extends pg.QueryResultRow>(url: string, sql: string, values: unknown[] = []): Promise<T[]> => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<T>(sql, values)).rows
  } finally {
    await client.end()
  }
}

/** Every table's row count and a fingerprint of its rows, and every sequence's position. */
const snapshot = async (url: string) => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows: tables } = await client.query<{ name: string }>(`
      SELECT format('%I.%I', n.nspname, c.relname) AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE c.relkind = 'r' AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname !~ '^pg_' ORDER BY 1`)
    const result: Record<string, { rows: number; md5: string }> = {}
    for (const { name } of tables) {
      const { rows } = await client.query<{ rows: number; md5: string }>(
        `SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS md5 FROM ${name} t`,
      )
      result[name] = rows[0]!
    }
    const { rows: sequences } = await client.query<{ name: string; last_value: string | null }>(`
      SELECT format('%I.%I', schemaname, sequencename) AS name, last_value::text FROM pg_sequences
       WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`)
    return { tables: result, sequences: Object.fromEntries(sequences.map((s) => [s.name, s.last_value])) }
  } finally {
    await client.end()
  }
}

const mediaHashes = (dir: string): Record<string, string> =>
  Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name)
        return [path.relative(dir, file), createHash('sha256').update(readFileSync(file)).digest('hex')]
      })
      .sort(([a], [b]) => a!.localeCompare(b!)),
  )

/** `node --import tsx scripts/run.ts <args>`, as `npm run backup` / `npm run restore` do. */
const operator = (args: string[], env: Record<string, string>) => {
  const environment: NodeJS.ProcessEnv = { ...process.env, PAYLOAD_SECRET: 'backup-test-secret', NODE_ENV: 'development', ...env }
  delete environment.S3_BUCKET
  const began = Date.now()
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/run.ts', ...args], {
    cwd: process.cwd(),
    env: environment,
    encoding: 'utf8',
    timeout: 120_000,
  })
  return { ...result, seconds: (Date.now() - began) / 1000 }
}

/** Forces the built-in dump, which needs nothing installed (what a fresh machine uses). */
const NO_PG_TOOLS = { PG_DUMP: path.join(work, 'no-such-pg_dump'), PG_RESTORE: path.join(work, 'no-such-pg_restore') }

let source: string
let sourceMedia: string

beforeAll(async () => {
  source = await createDatabase('backup_src', true)
  // rows a dump must keep exactly: tabs, newlines, backslashes, non-ASCII, NULL next to ''
  await query(source, `INSERT INTO contact_messages (name, email, subject, message, ip) VALUES
    ($1, 'a@example.org', 'tab	and \\N', $2, NULL), ('Empty ip', 'b@example.org', 'x', 'y', '')`, ['Zoë \\ "quoted"', 'line one\nline two\r\n\\. end 🙂'])
  await query(source, "INSERT INTO media (alt, filename, mime_type, filesize) VALUES ('A photo', 'photo one.jpg', 'image/jpeg', 204800)")
  sourceMedia = path.join(work, 'media-source')
  mkdirSync(path.join(sourceMedia, 'nested'), { recursive: true })
  writeFileSync(path.join(sourceMedia, 'photo one.jpg'), randomBytes(200 * 1024))
  writeFileSync(path.join(sourceMedia, 'photo one-640x480.webp'), randomBytes(30 * 1024))
  writeFileSync(path.join(sourceMedia, 'pronunciation-āsana.mp3'), randomBytes(10 * 1024))
  writeFileSync(path.join(sourceMedia, 'nested', 'empty.txt'), '')
})

afterAll(async () => {
  await admin(async (client) => {
    for (const name of made) await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`)
  })
  rmSync(work, { recursive: true, force: true })
})

describe('npm run backup / npm run restore', () => {
  it('round-trips a seeded site with the built-in dump: every table, row, sequence and media file', async () => {
    const archive = path.join(work, 'site.tar.gz')
    const made = operator(['backup', '--out', archive], { DATABASE_URL: source, MEDIA_DIR: sourceMedia, ...NO_PG_TOOLS })
    expect(made.stderr).toBe('')
    expect(made.status).toBe(0)
    expect(made.stdout).toContain('No pg_dump found (PG_DUMP or PATH): using the built-in dump')
    expect(made.stdout).toMatch(/✔ Backup written to .*site\.tar\.gz: \d+ tables, [\d,]+ rows, 4 media files \(240\.0 kB\)\./)

    // a second backup never overwrites the first
    const again = operator(['backup', '--out', archive], { DATABASE_URL: source, MEDIA_DIR: sourceMedia, ...NO_PG_TOOLS })
    expect(again.status).toBe(1)
    expect(again.stderr.trim()).toBe(`✖ ${archive} already exists: name another file, or move that one away first.`)

    const target = await createDatabase('backup_dst', false)
    const targetMedia = path.join(work, 'media-target')
    const restored = operator(['restore', archive], { DATABASE_URL: target, MEDIA_DIR: targetMedia, ...NO_PG_TOOLS })
    expect(restored.stderr).toBe('')
    expect(restored.status).toBe(0)
    expect(restored.stdout).toMatch(/✔ Restored .*site\.tar\.gz \(made .*\): \d+ tables, [\d,]+ rows, 4 media files \(240\.0 kB\)\./)

    const [before, after] = await Promise.all([snapshot(source), snapshot(target)])
    expect(Object.keys(after.tables).length).toBeGreaterThan(20)
    expect(after).toEqual(before)
    expect(mediaHashes(targetMedia)).toEqual(mediaHashes(sourceMedia))
    expect(Object.keys(mediaHashes(targetMedia))).toHaveLength(4)
    // the sequences go on from where they were: a new row takes the next id, not a used one
    const [{ id }] = await query<{ id: number }>(target, "INSERT INTO media (alt) VALUES ('after the restore') RETURNING id")
    const [{ max }] = await query<{ max: number }>(source, 'SELECT max(id) AS max FROM media')
    expect(id).toBe(max + 1)
  })

  it('refuses a database that is not empty, in one sentence with exit code 1, and changes nothing', async () => {
    const archive = path.join(work, 'refuse.tar.gz')
    expect(operator(['backup', '--out', archive], { DATABASE_URL: source, MEDIA_DIR: sourceMedia, ...NO_PG_TOOLS }).status).toBe(0)
    const before = await snapshot(source)
    const emptyMedia = path.join(work, 'media-untouched')
    mkdirSync(emptyMedia)

    const refused = operator(['restore', archive], { DATABASE_URL: source, MEDIA_DIR: emptyMedia, ...NO_PG_TOOLS })
    expect(refused.status).toBe(1)
    expect(refused.stderr.trim()).toMatch(/^✖ The database \S+ at 127\.0\.0\.1:\d+ is not empty \(\d+ tables and sequences\): restore only into an empty database; nothing was changed\.$/)
    expect(await snapshot(source)).toEqual(before)
    expect(readdirSync(emptyMedia)).toEqual([])

    // a media file the backup would overwrite with other content is refused too
    const target = await createDatabase('backup_media', false)
    const otherMedia = path.join(work, 'media-other')
    mkdirSync(otherMedia)
    writeFileSync(path.join(otherMedia, 'photo one.jpg'), 'a different photo')
    const overwrite = operator(['restore', archive], { DATABASE_URL: target, MEDIA_DIR: otherMedia, ...NO_PG_TOOLS })
    expect(overwrite.status).toBe(1)
    expect(overwrite.stderr.trim()).toBe(`✖ The media directory ${otherMedia} already holds photo one.jpg with other content: restore into an empty media directory; nothing was changed.`)
    expect(await query(target, "SELECT 1 FROM pg_tables WHERE schemaname = 'public'")).toEqual([])
    expect(readFileSync(path.join(otherMedia, 'photo one.jpg'), 'utf8')).toBe('a different photo')
  })

  it('refuses an archive from a newer version of the site (a migration this code does not have)', async () => {
    const archive = path.join(work, 'newer.tar.gz')
    await query(source, "INSERT INTO payload_migrations (name, batch) VALUES ('29991231_000000_from_the_future', 99)")
    try {
      expect(operator(['backup', '--out', archive], { DATABASE_URL: source, MEDIA_DIR: sourceMedia, ...NO_PG_TOOLS }).status).toBe(0)
    } finally {
      await query(source, "DELETE FROM payload_migrations WHERE name = '29991231_000000_from_the_future'")
    }
    const target = await createDatabase('backup_newer', false)
    const refused = operator(['restore', archive], { DATABASE_URL: target, MEDIA_DIR: path.join(work, 'media-newer'), ...NO_PG_TOOLS })
    expect(refused.status).toBe(1)
    expect(refused.stderr.trim()).toBe(
      '✖ The backup comes from a newer version of the site (its migration 29991231_000000_from_the_future is not in migrations/): update the code, then restore.',
    )
    expect(await query(target, "SELECT 1 FROM pg_tables WHERE schemaname = 'public'")).toEqual([])
  })

  // pg_dump and pg_restore (as new as the server) are used when installed; this machine's are older
  // than the embedded PostgreSQL 17, so their round trip was tried by hand (docs/operations.md).
  // What every run can check: an older pg_dump is passed over, and the backup says why.
  it('passes over a pg_dump older than the server and says so, using the built-in dump', async () => {
    const older = path.join(work, 'old-pg_dump')
    writeFileSync(older, '#!/bin/sh\necho "pg_dump (PostgreSQL) 15.8"\n', { mode: 0o755 })
    process.env.TEST_OLD_PG_DUMP = older
    try {
      expect(findPgTool('pg_dump', 'TEST_OLD_PG_DUMP')).toEqual({ path: older, version: '15.8', major: 15 })
    } finally {
      delete process.env.TEST_OLD_PG_DUMP
    }
    const archive = path.join(work, 'older-pg_dump.tar.gz')
    const made = operator(['backup', '--out', archive], { DATABASE_URL: source, MEDIA_DIR: sourceMedia, PG_DUMP: older })
    expect(made.status).toBe(0)
    expect(made.stdout).toMatch(/pg_dump 15\.8 cannot dump a PostgreSQL 1\d server: using the built-in dump \(COPY per table\)\./)
  })
})
