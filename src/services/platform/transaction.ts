/**
 * One database transaction around a unit of work: Payload local API calls made with `req` and
 * raw statements run through `execute` commit or roll back together. The outbox relies on it:
 * a stored message and the job that mails it exist both or neither.
 */
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'
import { sql } from '@payloadcms/db-postgres'

import type { Pool, PoolClient } from 'pg'

import { poolOf } from '@/services/platform/shared'

/** A statement built with the `sql` template of @payloadcms/db-postgres */
export type SQL = ReturnType<typeof sql>

type Session = {
  db: { execute: (query: SQL) => Promise<{ rows: Record<string, unknown>[] }>; session: { client: PoolClient } }
}

export type Transaction = {
  req: PayloadRequest
  /** The transaction's own connection, for statements written for pg (e.g. the rate limiter) */
  client: () => Promise<PoolClient>
  /** A raw statement (drizzle `sql` template) inside the same transaction */
  execute: <Row extends Record<string, unknown>>(query: SQL) => Promise<Row[]>
}

const openSession = async (payload: Payload, req: Partial<PayloadRequest>): Promise<Session | undefined> => {
  const id = await req.transactionID
  if (id === undefined || id === null) return undefined
  return (payload.db as unknown as { sessions: Record<string, Session> }).sessions[String(id)]
}

/**
 * The connection to run a pg statement on for `req`: its open transaction's own, else the pool.
 * Code that runs inside a transaction (a Payload hook, say) must never wait for a second pooled
 * connection: a burst of such requests, each holding one, would hold every connection they wait
 * for (the pool freezes until the connect timeout).
 */
export const connectionOf = async (payload: Payload, req?: Partial<PayloadRequest>): Promise<Pool | PoolClient> =>
  (req ? (await openSession(payload, req))?.db.session.client : undefined) ?? poolOf(payload)

export const inTransaction = async <T>(payload: Payload, work: (tx: Transaction) => Promise<T>): Promise<T> => {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  const session = async (): Promise<Session> => {
    const open = await openSession(payload, req)
    if (!open) throw new Error('No open transaction')
    return open
  }
  const execute = async <Row extends Record<string, unknown>>(query: SQL): Promise<Row[]> =>
    (await (await session()).db.execute(query)).rows as Row[]
  const client = async () => (await session()).db.session.client
  let txid: string | undefined
  try {
    const result = await work({ req, execute, client })
    ;[{ txid } = { txid: undefined }] = await execute<{ txid: string }>(sql`SELECT txid_current()::text AS txid`)
    await commitTransaction(req)
    // Payload's adapter swallows a failed COMMIT; ask PostgreSQL what became of the transaction.
    const { rows } = await poolOf(payload).query<{ status: string | null }>('SELECT txid_status($1::bigint) AS status', [txid])
    if (rows[0]?.status !== 'committed') throw new Error(`The database did not commit (transaction ${txid}: ${rows[0]?.status})`)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/** A pg connection typed for plain parameterised statements: `(await sqlOn(payload, req)).query(text, values)`. */
export type Queryable = { query: <R extends Record<string, unknown>>(text: string, values?: unknown[]) => Promise<{ rows: R[]; rowCount: number | null }> }

/** The connection of `req`'s open transaction, else the pool (see connectionOf), for parameterised SQL. */
export const sqlOn = async (payload: Payload, req?: Partial<PayloadRequest>): Promise<Queryable> => (await connectionOf(payload, req)) as unknown as Queryable

/**
 * `work` in one transaction that first takes a transaction-scoped advisory lock on `key`: writers
 * of one key, in any process, run one after another, and each reads what the one before it
 * committed. For read-then-write updates that may run side by side (jobs of one item).
 */
export const underLock = <T>(payload: Payload, key: string, work: (tx: Transaction) => Promise<T>): Promise<T> =>
  inTransaction(payload, async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`)
    return work(tx)
  })
