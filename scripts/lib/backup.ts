/**
 * `npm run backup` and `npm run restore` (scripts/run.ts): one .tar.gz holding the database and
 * the Media files, and its way back into an empty database.
 *
 *   manifest.json          what the archive holds: see `Manifest`
 *   database/dump.pgcustom pg_dump's custom format, when a pg_dump as new as the server was found
 *   database/NNNN.copy     otherwise the built-in dump: each table's rows as COPY text (no tool
 *                          needed); the schema comes back from the migrations the manifest names
 *   media/…                the Media files (none when they are in an S3 bucket)
 *
 * Everything streams through files: no table or file is held in memory.
 */
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { createReadStream, createWriteStream, existsSync, rmSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, readFile, rename, stat, symlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'

import pg from 'pg'
import { from as copyFrom, to as copyTo } from 'pg-copy-streams'
import { create as createTar, extract as extractTar, list as listTar } from 'tar'

export const FORMAT = 'yoga-commons-backup'
export const FORMAT_VERSION = 1

/** A refusal or failure the operator reads as one sentence (`✖ …`), with exit code 1. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'BackupError'
  }
}

export type TableEntry = { schema: string; name: string; rows: number; columns?: string[]; file?: string }
export type SequenceEntry = { schema: string; name: string; lastValue: string | null }
export type MediaFile = { path: string; size: number; sha256: string }
export type Manifest = {
  format: typeof FORMAT
  version: number
  createdAt: string
  /** `pg_dump`: database/dump.pgcustom; `copy`: the built-in dump */
  method: 'pg_dump' | 'copy'
  server: { version: string; major: number }
  pgDump?: { version: string; major: number }
  /** the applied migrations (payload_migrations), by name */
  migrations: string[]
  tables: TableEntry[]
  sequences: SequenceEntry[]
  media: { storage: 'local' | 's3'; bucket?: string; files: MediaFile[] }
}

export type PgTool = { path: string; version: string; major: number }

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`
const qualified = (table: { schema: string; name: string }) => `${quote(table.schema)}.${quote(table.name)}`

export const formatBytes = (bytes: number): string => {
  if (bytes < 1024) return `${bytes} B`
  const units = ['kB', 'MB', 'GB', 'TB']
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  return `${value.toFixed(1)} ${units[unit]}`
}

const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`

/** "31 tables, 12,345 rows, 40 media files (2.1 MB)" */
export const summary = (manifest: Manifest): string => {
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0)
  const bytes = manifest.media.files.reduce((sum, file) => sum + file.size, 0)
  const media = manifest.media.storage === 's3' ? 'no media files (they are in S3)' : `${count(manifest.media.files.length, 'media file')} (${formatBytes(bytes)})`
  return `${count(manifest.tables.length, 'table')}, ${count(rows, 'row')}, ${media}`
}

/**
 * The pg_dump or pg_restore to use: `variable` (PG_DUMP, PG_RESTORE) when set, else the one on
 * PATH; undefined when it does not run or does not say its version.
 */
export const findPgTool = (name: 'pg_dump' | 'pg_restore', variable: string): PgTool | undefined => {
  const command = process.env[variable]?.trim() || name
  const result = spawnSync(command, ['--version'], { encoding: 'utf8', timeout: 10_000 })
  const match = result.status === 0 ? /\(PostgreSQL\)\s+(\d+)(?:\.\d+)?\S*/.exec(result.stdout) : null
  if (!match) return undefined
  return { path: command, version: match[0].replace(/^\(PostgreSQL\)\s+/, ''), major: Number(match[1]) }
}

/** The connection string without its password, which goes to the tools in PGPASSWORD instead (not on `ps`). */
const toolConnection = (url: string) => {
  const parsed = new URL(url)
  const password = decodeURIComponent(parsed.password)
  parsed.password = ''
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } }
}

const runTool = (tool: PgTool, args: string[], url: string): Promise<number> =>
  new Promise((resolve, reject) => {
    const { dbname, env } = toolConnection(url)
    const child = spawn(tool.path, [...args, '--dbname', dbname], { stdio: ['ignore', 'inherit', 'inherit'], env })
    child.on('error', reject)
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })

const connect = async (url: string): Promise<pg.Client> => {
  const client = new pg.Client({ connectionString: url, application_name: 'yoga-commons-backup' })
  await client.connect()
  return client
}

/** Schemas of the database's own objects: not PostgreSQL's, not an extension's. */
const OWN_SCHEMAS = `n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname !~ '^pg_(toast|temp)'`
const NOT_EXTENSION_MEMBER = `NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')`

/** Every table with data of the database and its columns (generated ones are computed again on restore). */
const listTables = async (client: pg.Client): Promise<{ schema: string; name: string; columns: string[] }[]> => {
  const { rows } = await client.query<{ schema: string; name: string; columns: string[] }>(`
    SELECT n.nspname::text AS schema, c.relname::text AS name,
           array_agg(a.attname::text ORDER BY a.attnum) AS columns
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
     WHERE c.relkind = 'r' AND ${OWN_SCHEMAS} AND ${NOT_EXTENSION_MEMBER}
     GROUP BY n.nspname, c.relname
     ORDER BY n.nspname, c.relname`)
  return rows
}

const listSequences = async (client: pg.Client): Promise<SequenceEntry[]> => {
  const { rows } = await client.query<{ schema: string; name: string; last_value: string | null }>(`
    SELECT n.nspname::text AS schema, c.relname::text AS name, s.last_value::text AS last_value
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_sequences s ON s.schemaname = n.nspname AND s.sequencename = c.relname
     WHERE c.relkind = 'S' AND ${OWN_SCHEMAS} AND ${NOT_EXTENSION_MEMBER}
     ORDER BY 1, 2`)
  return rows.map((row) => ({ schema: row.schema, name: row.name, lastValue: row.last_value }))
}

/** How many tables, views and sequences of its own the database has: 0 for an empty one. */
const ownRelations = async (client: pg.Client): Promise<number> => {
  const { rows } = await client.query<{ n: number }>(`
    SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f') AND ${OWN_SCHEMAS} AND ${NOT_EXTENSION_MEMBER}`)
  return rows[0]!.n
}

const serverVersion = async (client: pg.Client) => {
  const { rows } = await client.query<{ num: string; version: string }>(
    "SELECT current_setting('server_version_num') AS num, current_setting('server_version') AS version",
  )
  return { version: rows[0]!.version.split(' ')[0]!, major: Math.floor(Number(rows[0]!.num) / 10_000) }
}

const appliedMigrations = async (client: pg.Client): Promise<string[]> => {
  const { rows } = await client.query<{ found: string | null }>("SELECT to_regclass('public.payload_migrations')::text AS found")
  if (!rows[0]?.found) return []
  const applied = await client.query<{ name: string }>('SELECT name FROM payload_migrations WHERE batch > 0 ORDER BY name')
  return applied.rows.map((row) => row.name)
}

const where = (url: string) => {
  const parsed = new URL(url)
  return `${decodeURIComponent(parsed.pathname.slice(1))} at ${parsed.hostname}:${parsed.port || 5432}`
}

/** Removes `paths` when the process exits before the caller's own cleanup (Ctrl-C ends run.ts with process.exit). */
const removedOnExit = (...paths: string[]) => {
  const remove = () => paths.forEach((entry) => rmSync(entry, { recursive: true, force: true }))
  process.on('exit', remove)
  return () => {
    process.off('exit', remove)
    remove()
  }
}

const sha256 = async (file: string): Promise<string> => {
  const hash = createHash('sha256')
  await pipeline(createReadStream(file), hash)
  return hash.digest('hex')
}

/** Every file under `dir`, as paths relative to it with `/` (none when it does not exist). */
const filesUnder = async (dir: string): Promise<string[]> => {
  if (!existsSync(dir)) return []
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort()
}

const mediaManifest = async (mediaDir: string, bucket: string | undefined): Promise<Manifest['media']> => {
  if (bucket) return { storage: 's3', bucket, files: [] }
  const files: MediaFile[] = []
  for (const file of await filesUnder(mediaDir)) {
    const full = path.join(mediaDir, file)
    files.push({ path: file, size: (await stat(full)).size, sha256: await sha256(full) })
  }
  return { storage: 'local', files }
}

/** The built-in dump: each table's rows as COPY text, in one snapshot. */
const copyTables = async (client: pg.Client, dir: string): Promise<Pick<Manifest, 'tables' | 'sequences'>> => {
  const tables: TableEntry[] = []
  for (const [index, table] of (await listTables(client)).entries()) {
    const file = `database/${String(index + 1).padStart(4, '0')}.copy`
    const columns = table.columns.map(quote).join(', ')
    const stream = client.query(copyTo(`COPY ${qualified(table)} (${columns}) TO STDOUT`))
    await pipeline(stream, createWriteStream(path.join(dir, file)))
    tables.push({ schema: table.schema, name: table.name, columns: table.columns, rows: stream.rowCount, file })
  }
  return { tables, sequences: await listSequences(client) }
}

const countRows = async (client: pg.Client, tables: { schema: string; name: string }[]): Promise<TableEntry[]> => {
  const counted: TableEntry[] = []
  for (const table of tables) {
    const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${qualified(table)}`)
    counted.push({ schema: table.schema, name: table.name, rows: Number(rows[0]!.n) })
  }
  return counted
}

/** pg_dump on the same snapshot the row counts were taken in. */
const pgDumpTables = async (client: pg.Client, url: string, tool: PgTool, dir: string): Promise<Pick<Manifest, 'tables' | 'sequences'>> => {
  const { rows } = await client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot')
  const tables = await countRows(client, await listTables(client))
  const code = await runTool(tool, ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${rows[0]!.snapshot}`, `--file=${path.join(dir, 'database', 'dump.pgcustom')}`], url)
  if (code !== 0) throw new BackupError(`pg_dump failed (exit code ${code}): see its message above; no backup was written.`)
  return { tables, sequences: [] }
}

/** Reads every entry of the written archive back: each media file's hash and each table file. */
const checkArchive = async (file: string, manifest: Manifest): Promise<void> => {
  const hashes = new Map<string, string>()
  const seen = new Set<string>()
  await listTar({
    file,
    strict: true,
    onReadEntry: (entry) => {
      seen.add(entry.path)
      if (!entry.path.startsWith('media/') || entry.type !== 'File') return
      const hash = createHash('sha256')
      entry.on('data', (chunk: Buffer) => hash.update(chunk))
      entry.on('end', () => hashes.set(entry.path.slice('media/'.length), hash.digest('hex')))
    },
  })
  for (const table of manifest.tables) {
    if (table.file && !seen.has(table.file)) throw new BackupError(`The archive lacks ${table.file} (${table.name}); no backup was written.`)
  }
  for (const media of manifest.media.files) {
    if (hashes.get(media.path) !== media.sha256) {
      throw new BackupError(`The media file ${media.path} changed while it was being backed up; run the backup again.`)
    }
  }
}

export type BackupOptions = {
  url: string
  out: string
  mediaDir: string
  /** S3_BUCKET: the media are not on this machine */
  bucket?: string
  log: (line: string) => void
}

export const backup = async ({ url, out, mediaDir, bucket, log }: BackupOptions): Promise<Manifest> => {
  if (existsSync(out)) throw new BackupError(`${out} already exists: name another file, or move that one away first.`)
  await mkdir(path.dirname(out), { recursive: true })
  const staging = await mkdtemp(path.join(path.dirname(out), '.yoga-backup-'))
  const partial = `${out}.partial`
  const cleanUp = removedOnExit(partial, staging)
  try {
    await mkdir(path.join(staging, 'database'))
    const client = await connect(url)
    let database: Pick<Manifest, 'tables' | 'sequences' | 'migrations' | 'server' | 'pgDump' | 'method'>
    try {
      // One snapshot for the whole database, as pg_dump takes: the backup is consistent while the app writes.
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY')
      const server = await serverVersion(client)
      const migrations = await appliedMigrations(client)
      if (migrations.length === 0) throw new BackupError(`The database ${where(url)} has never been migrated: there is nothing to back up.`)
      const tool = findPgTool('pg_dump', 'PG_DUMP')
      if (tool && tool.major >= server.major) {
        log(`› Dumping the database with pg_dump ${tool.version} (${tool.path})…`)
        database = { server, migrations, method: 'pg_dump', pgDump: { version: tool.version, major: tool.major }, ...(await pgDumpTables(client, url, tool, staging)) }
      } else {
        log(
          tool
            ? `› pg_dump ${tool.version} cannot dump a PostgreSQL ${server.major} server: using the built-in dump (COPY per table).`
            : '› No pg_dump found (PG_DUMP or PATH): using the built-in dump (COPY per table).',
        )
        database = { server, migrations, method: 'copy', ...(await copyTables(client, staging)) }
      }
      await client.query('COMMIT')
    } finally {
      await client.end().catch(() => {})
    }
    if (bucket) log(`› The media files are in the S3 bucket ${bucket}, not on this machine: the archive holds the database only (back the bucket up with your provider's tools).`)
    const media = await mediaManifest(mediaDir, bucket)
    const { method, ...rest } = database
    const manifest: Manifest = { format: FORMAT, version: FORMAT_VERSION, createdAt: new Date().toISOString(), method, ...rest, media }
    await writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
    const entries = ['manifest.json', 'database']
    if (media.files.length > 0) {
      // the media directory enters the archive as media/ through a link (`follow` packs what it points to)
      await symlink(path.resolve(mediaDir), path.join(staging, 'media'), 'dir')
      entries.push('media')
    }
    const listed = new Set(media.files.map((file) => `media/${file.path}`))
    await createTar(
      {
        file: partial,
        cwd: staging,
        gzip: true,
        portable: true,
        follow: true,
        // only the media files hashed above (an upload arriving now waits for the next backup)
        filter: (entry, info) => !entry.startsWith('media/') || ('isDirectory' in info && info.isDirectory()) || listed.has(entry),
      },
      entries,
    )
    await checkArchive(partial, manifest)
    await rename(partial, out)
    return manifest
  } finally {
    cleanUp()
  }
}

const safeRelative = (file: string) => file.length > 0 && !path.posix.isAbsolute(file) && path.posix.normalize(file) === file && !file.startsWith('../')

/** Reads and checks the manifest of an extracted archive. */
const readManifest = async (staging: string, file: string): Promise<Manifest> => {
  const text = await readFile(path.join(staging, 'manifest.json'), 'utf8').catch(() => undefined)
  const manifest = text ? (JSON.parse(text) as Manifest) : undefined
  if (manifest?.format !== FORMAT) throw new BackupError(`${file} is not a backup of this site (it has no manifest.json of ours).`)
  if (manifest.version > FORMAT_VERSION) throw new BackupError(`${file} was written by a newer version of the site (backup format ${manifest.version}): update the code first.`)
  const unsafe = [...manifest.media.files.map((media) => media.path), ...manifest.tables.flatMap((table) => (table.file ? [table.file] : []))].find((entry) => !safeRelative(entry))
  if (unsafe !== undefined) throw new BackupError(`${file} names a file outside its own folders (${unsafe}): it was not written by npm run backup.`)
  return manifest
}

/** The migrations this code knows: the files in migrations/. */
export const knownMigrations = async (root: string): Promise<string[]> =>
  (await readdir(path.join(root, 'migrations'))).filter((file) => /^\d{8}_\d{6}_.+\.ts$/.test(file)).map((file) => file.slice(0, -'.ts'.length)).sort()

/** Whether this role may load rows without their foreign-key checks (a superuser, or granted SET on session_replication_role). */
const mayLoadUnchecked = async (client: pg.Client): Promise<boolean> => {
  await client.query('BEGIN')
  try {
    await client.query('SET LOCAL session_replication_role = replica')
    return true
  } catch (error) {
    if ((error as { code?: string }).code === '42501') return false
    throw error
  } finally {
    await client.query('ROLLBACK')
  }
}

/** The built-in dump's rows back, in one transaction, into the tables the migrations just made. */
const loadTables = async (client: pg.Client, staging: string, manifest: Manifest): Promise<void> => {
  // Foreign keys and the tables' own triggers are not checked row by row: the rows come from one consistent snapshot.
  await client.query('SET LOCAL session_replication_role = replica')
  const present = new Set((await listTables(client)).map((table) => `${table.schema}.${table.name}`))
  const missing = manifest.tables.find((table) => !present.has(`${table.schema}.${table.name}`))
  if (missing) throw new BackupError(`The migrations made no table ${missing.schema}.${missing.name}, which the backup holds; nothing was loaded.`)
  // what the migrations themselves wrote (payload_migrations) makes way for the backup's rows
  if (manifest.tables.length > 0) await client.query(`TRUNCATE ${manifest.tables.map(qualified).join(', ')}`)
  for (const table of manifest.tables) {
    const columns = (table.columns ?? []).map(quote).join(', ')
    await pipeline(createReadStream(path.join(staging, table.file!)), client.query(copyFrom(`COPY ${qualified(table)} (${columns}) FROM STDIN`)))
  }
  for (const sequence of manifest.sequences) {
    const name = qualified(sequence)
    if (sequence.lastValue === null) await client.query(`ALTER SEQUENCE ${name} RESTART`)
    else await client.query('SELECT setval($1::regclass, $2::bigint, true)', [name, sequence.lastValue])
  }
}

const checkCounts = async (client: pg.Client, manifest: Manifest): Promise<void> => {
  const counted = await countRows(client, manifest.tables)
  const wrong = manifest.tables.find((table, index) => counted[index]!.rows !== table.rows)
  if (wrong) {
    const found = counted[manifest.tables.indexOf(wrong)]!.rows
    throw new BackupError(`The table ${wrong.name} has ${found} rows after the restore, the backup ${wrong.rows}.`)
  }
}

/** Files of the backup that exist in the media directory with other content (restoring would overwrite them). */
const mediaConflicts = async (mediaDir: string, manifest: Manifest): Promise<string[]> => {
  const conflicts: string[] = []
  for (const media of manifest.media.files) {
    const target = path.join(mediaDir, media.path)
    if (existsSync(target) && (await sha256(target)) !== media.sha256) conflicts.push(media.path)
  }
  return conflicts
}

export type RestoreOptions = {
  url: string
  file: string
  mediaDir: string
  root: string
  log: (line: string) => void
  /** runs `payload migrate`: only the named migrations, or all pending ones; resolves to its exit code */
  migrate: (only?: string[]) => Promise<number>
}

export const restore = async ({ url, file, mediaDir, root, log, migrate }: RestoreOptions): Promise<Manifest> => {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`)
  // Unpacked beside the media directory, so its files move into place by renaming.
  const base = path.dirname(path.resolve(mediaDir))
  await mkdir(base, { recursive: true })
  const staging = await mkdtemp(path.join(base, '.yoga-restore-'))
  const cleanUp = removedOnExit(staging)
  try {
    try {
      await extractTar({ file, cwd: staging, strict: true })
    } catch (error) {
      throw new BackupError(`${file} is not a backup of this site (${error instanceof Error ? error.message : String(error)}).`)
    }
    const manifest = await readManifest(staging, file)
    const known = new Set(await knownMigrations(root))
    const unknown = manifest.migrations.filter((name) => !known.has(name))
    if (unknown.length > 0) {
      throw new BackupError(`The backup comes from a newer version of the site (its migration ${unknown[0]}${unknown.length > 1 ? ` and ${unknown.length - 1} more are` : ' is'} not in migrations/): update the code, then restore.`)
    }
    const client = await connect(url)
    try {
      const relations = await ownRelations(client)
      if (relations > 0) {
        throw new BackupError(`The database ${where(url)} is not empty (${count(relations, 'table or sequence', 'tables and sequences')}): restore only into an empty database; nothing was changed.`)
      }
      const conflicts = await mediaConflicts(mediaDir, manifest)
      if (conflicts.length > 0) {
        throw new BackupError(`The media directory ${mediaDir} already holds ${conflicts[0]}${conflicts.length > 1 ? ` and ${conflicts.length - 1} more of the backup's files` : ''} with other content: restore into an empty media directory; nothing was changed.`)
      }
      const server = await serverVersion(client)
      if (manifest.method === 'pg_dump') {
        const tool = findPgTool('pg_restore', 'PG_RESTORE')
        const needed = manifest.pgDump?.major ?? manifest.server.major
        if (!tool || tool.major < needed) {
          throw new BackupError(`The backup was made with pg_dump ${manifest.pgDump?.version}: restoring it needs pg_restore ${needed} or newer (${tool ? `found ${tool.version}` : 'none found'}; set PG_RESTORE or put it on PATH).`)
        }
        log(`› Restoring the database with pg_restore ${tool.version} (${tool.path}) into PostgreSQL ${server.version}…`)
        const code = await runTool(tool, ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', path.join(staging, 'database', 'dump.pgcustom')], url)
        if (code !== 0) throw new BackupError(`pg_restore failed (exit code ${code}): see its message above; it ran in one transaction, so nothing was restored.`)
        await checkCounts(client, manifest)
      } else {
        if (!(await mayLoadUnchecked(client))) {
          throw new BackupError(`Loading a built-in backup needs a PostgreSQL superuser (to SET session_replication_role), which ${new URL(url).username || 'this role'} is not: restore as one; nothing was changed.`)
        }
        log(`› Making the tables of the backup's ${count(manifest.migrations.length, 'migration')}…`)
        const code = await migrate(manifest.migrations)
        if (code !== 0) throw new BackupError(`payload migrate failed (exit code ${code}): see its message above; drop and create the database again before the next try.`)
        log(`› Loading ${count(manifest.tables.reduce((sum, table) => sum + table.rows, 0), 'row')} into ${count(manifest.tables.length, 'table')}…`)
        try {
          await client.query('BEGIN')
          await loadTables(client, staging, manifest)
          await checkCounts(client, manifest)
          await client.query('COMMIT')
        } catch (error) {
          await client.query('ROLLBACK').catch(() => {})
          const why = error instanceof Error ? error.message.replace(/[.;:]?\s*$/, '') : String(error)
          throw new BackupError(`Loading the rows failed (${why}); the database holds the empty tables the migrations made: drop and create it again before the next try.`)
        }
      }
    } finally {
      await client.end().catch(() => {})
    }
    for (const media of manifest.media.files) {
      const target = path.join(mediaDir, media.path)
      await mkdir(path.dirname(target), { recursive: true })
      if (!existsSync(target)) await rename(path.join(staging, 'media', media.path), target)
      if ((await sha256(target)) !== media.sha256) throw new BackupError(`The media file ${media.path} does not match the backup's checksum after the restore.`)
    }
    if ([...known].some((name) => !manifest.migrations.includes(name))) {
      log('› Applying the migrations that came after the backup…')
      const code = await migrate()
      if (code !== 0) throw new BackupError(`The backup is restored, but payload migrate failed (exit code ${code}) for the newer migrations: see above, then run npm run migrate.`)
    }
    return manifest
  } finally {
    cleanUp()
  }
}
