/**
 * The app's connections to PostgreSQL, made to survive a busy day.
 *
 * - Every connection asks PostgreSQL to end a transaction that sits idle for longer than
 *   `DATABASE_IDLE_TX_TIMEOUT_MS` (default 60 s): a transaction that code forgot can never hold
 *   its locks and its connection for ever.
 * - `guardDatabase` (Payload's onInit, so in every process) listens for connection errors, so a
 *   database restart cannot crash the process through an unhandled 'error' event (pg emits one
 *   on idle clients and on checked-out clients alike; Payload's pool has no listener), and
 *   rolls back any Payload transaction open for longer than `DATABASE_TX_MAX_SECONDS` (default
 *   120 s): its connection goes back to the pool (or, if PostgreSQL already ended it, out of the
 *   pool), so a leaked transaction heals without a restart.
 * - `isDatabaseUnavailable` tells "the database is down or busy" from a bug, so the API answers
 *   503 (try again) rather than 500. The guard also records, process-wide, since when the
 *   database has been unreachable (every connection attempt goes through `pool.connect`): the
 *   production server (server/server.mjs) answers a page that failed meanwhile with 503.
 */
import type { Payload } from 'payload'
import type { Pool, PoolClient, PoolConfig } from 'pg'

import { poolOf } from '@/services/platform/shared'

const numberFrom = (value: string | undefined, fallback: number): number => {
  const parsed = Number(value)
  return value?.trim() && Number.isFinite(parsed) && parsed > 0 ? parsed : fallback
}

/** The pg pool settings of the app (payload.config.ts): sizes, time limits, a name in pg_stat_activity. */
export const poolConfig = (
  connectionString: string | undefined,
  environment: Record<string, string | undefined> = process.env,
): PoolConfig => ({
  connectionString,
  max: numberFrom(environment.DATABASE_POOL_MAX, 10),
  // A request waits at most this long for a free connection, then gets a 503.
  connectionTimeoutMillis: 5_000,
  idleTimeoutMillis: 30_000,
  keepAlive: true,
  application_name: environment.DATABASE_APPLICATION_NAME?.trim() || 'yoga-commons',
  idle_in_transaction_session_timeout: numberFrom(environment.DATABASE_IDLE_TX_TIMEOUT_MS, 60_000),
})

type Session = { resolve: () => Promise<void>; reject: () => Promise<void> }
type TransactionalDb = {
  sessions: Record<string, Session>
  beginTransaction: (options?: unknown) => Promise<number | string | null>
  rollbackTransaction: (id: number | string) => Promise<void>
}

const GUARDED = Symbol.for('yoga-commons.database-guard')

/** Shared with server/server.mjs through globalThis (same process, different bundles). */
const STATE = Symbol.for('yoga-commons.database-state')
type DatabaseState = { unavailableSince: number | null }
const state = (): DatabaseState => {
  const slot = globalThis as unknown as { [STATE]?: DatabaseState }
  return (slot[STATE] ??= { unavailableSince: null })
}

/** Since when this process has found the database unreachable (ms), or null while it answers. */
export const databaseUnavailableSince = (): number | null => state().unavailableSince

const noteAvailability = (error?: unknown) => {
  const current = state()
  if (!error) current.unavailableSince = null
  else if (isDatabaseUnavailable(error)) current.unavailableSince ??= Date.now()
}

export type DatabaseGuard = {
  /** Rolls back Payload transactions older than the limit; returns how many. */
  sweepTransactions: (now?: number) => Promise<number>
  stop: () => void
}

/** Attaches the error listeners and the transaction watchdog (once per Payload instance). */
export const guardDatabase = (
  payload: Payload,
  { maxTransactionMs = numberFrom(process.env.DATABASE_TX_MAX_SECONDS, 120) * 1000, intervalMs = 10_000 } = {},
): DatabaseGuard => {
  const db = payload.db as unknown as TransactionalDb & { [GUARDED]?: DatabaseGuard }
  if (db[GUARDED]) return db[GUARDED]
  const pool = poolOf(payload)
  const log = payload.logger

  // pg attaches the whole client to these errors: log what they say, not the client.
  const brief = (error: Error & { code?: string }) => ({ message: error.message, code: error.code })
  // An idle client whose server went away: pg-pool drops it and emits 'error' on the pool.
  pool.on('error', (error) => log.warn({ msg: 'A database connection was lost; the pool replaces it', error: brief(error) }))
  // A checked-out client whose server went away: without a listener, Node would crash. pg marks
  // it not queryable, and pg-pool drops it from the pool when it is released.
  const listen = (client: PoolClient) => {
    client.on('error', (error) => {
      noteAvailability(error)
      log.warn({ msg: 'A database connection in use was lost', error: brief(error) })
    })
  }
  pool.on('connect', listen)

  // Every query asks the pool for a connection (pool.query calls this.connect too): whether that
  // works says whether the database is reachable right now.
  type Callback = (error: Error | undefined, client?: PoolClient, done?: (release?: unknown) => void) => void
  const connect = pool.connect.bind(pool) as unknown as (callback?: Callback) => Promise<PoolClient> | void
  ;(pool as unknown as { connect: (callback?: Callback) => Promise<PoolClient> | void }).connect = (callback?: Callback) => {
    if (callback) {
      return connect((error, client, done) => {
        noteAvailability(error)
        callback(error, client, done)
      })
    }
    return (connect() as Promise<PoolClient>).then(
      (client) => {
        noteAvailability()
        return client
      },
      (error: unknown) => {
        noteAvailability(error)
        throw error
      },
    )
  }

  const started = new Map<number | string, number>()
  const begin = db.beginTransaction.bind(db)
  db.beginTransaction = async (options?: unknown) => {
    const id = await begin(options)
    if (id !== null && id !== undefined) started.set(id, Date.now())
    return id
  }

  const sweepTransactions = async (now = Date.now()): Promise<number> => {
    let ended = 0
    for (const [id, at] of started) {
      if (!db.sessions[String(id)]) {
        started.delete(id)
      } else if (now - at > maxTransactionMs) {
        started.delete(id)
        log.error({ msg: `Rolling back a database transaction left open for ${Math.round((now - at) / 1000)} s`, transaction: id })
        await db.rollbackTransaction(id).catch(() => undefined)
        ended++
      }
    }
    return ended
  }
  const timer = setInterval(() => void sweepTransactions(), intervalMs)
  timer.unref()

  const guard: DatabaseGuard = { sweepTransactions, stop: () => clearInterval(timer) }
  db[GUARDED] = guard
  return guard
}

// PostgreSQL SQLSTATEs that mean "not now" rather than "wrong": connection exceptions (class
// 08), shutting down or starting up (57P01-57P03), too many connections (53300), idle session
// ended (25P03, 57P05).
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '57P05', '53300', '53400', '25P03'])
const UNAVAILABLE_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN'])
const UNAVAILABLE_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /connection terminated/i,
  /not queryable/i,
  /cannot begin transaction/i,
  /terminating connection/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
  /Connection ended unexpectedly/i,
]

/** Whether an error (or one it wraps) says the database is unreachable or out of connections. */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  const seen = new Set<unknown>()
  let current: unknown = error
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current)
    const { code, message } = current as { code?: unknown; message?: unknown }
    if (typeof code === 'string' && (code.startsWith('08') || UNAVAILABLE_CODES.has(code) || UNAVAILABLE_ERRNO.has(code))) return true
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true
    const nested = current as { cause?: unknown; errors?: unknown[] }
    if (Array.isArray(nested.errors) && nested.errors.some((inner) => isDatabaseUnavailable(inner))) return true
    current = nested.cause
  }
  return false
}

export type PoolStatus = { max: number; total: number; idle: number; waiting: number }

export const poolStatus = (pool: Pool): PoolStatus => ({
  max: (pool as unknown as { options: { max: number } }).options.max,
  total: pool.totalCount,
  idle: pool.idleCount,
  waiting: pool.waitingCount,
})

/** Every connection is taken and requests queue for one. */
export const poolExhausted = (status: PoolStatus): boolean => status.idle === 0 && status.waiting > 0 && status.total >= status.max

/**
 * What PostgreSQL refused because of a value the request carried, not because of our code or
 * its state: a data exception (SQLSTATE class 22: a word where a number goes, a number out of
 * range, a negative OFFSET, a NUL) or a value too large for an index (54000). Such a request
 * is answered 400 (INVALID_VALUE_MESSAGE) and logged in one line; anything else stays a 500.
 * Returns the SQLSTATE found in the error or what it wraps, else null.
 */
export const refusedValueCode = (error: unknown): string | null => {
  const seen = new Set<unknown>()
  let current: unknown = error
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current)
    const { code } = current as { code?: unknown }
    if (typeof code === 'string' && /^(22[0-9A-Z]{3}|54000)$/.test(code)) return code
    current = (current as { cause?: unknown }).cause
  }
  return null
}

export const INVALID_VALUE_MESSAGE = 'A value in the request is malformed, out of range or too long.'
