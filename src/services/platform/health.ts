import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { getPayloadClient } from '@/services/platform/payload'
import { poolExhausted, poolStatus, type PoolStatus } from '@/services/platform/database'
import { poolOf } from '@/services/platform/shared'

/**
 * `database`: up; down (it does not answer); exhausted (it may answer, but every connection of
 * this process is taken and requests queue for one: a leak or an overload, 503 either way).
 */
export type Health = { status: 'ok' | 'unavailable'; database: 'up' | 'down' | 'exhausted'; pool?: PoolStatus }

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref()),
  ])

/** A trivial query through the app's own connection pool. */
export const pingDatabase = async (payload: Payload): Promise<void> => {
  const db = payload.db as unknown as { drizzle: { execute: (query: unknown) => Promise<unknown> } }
  await db.drizzle.execute(sql`SELECT 1`)
}

/** Whether the database answers through this process's pool within three seconds. */
export const checkHealth = async (
  ping: (payload: Payload) => Promise<unknown> = pingDatabase,
  loadPayload: () => Promise<Payload> = getPayloadClient,
): Promise<Health> => {
  let payload: Payload
  try {
    payload = await withTimeout(loadPayload(), 10_000)
  } catch {
    return { status: 'unavailable', database: 'down' }
  }
  try {
    await withTimeout(ping(payload), 3_000)
    return { status: 'ok', database: 'up', pool: poolStatus(poolOf(payload)) }
  } catch {
    const pool = poolStatus(poolOf(payload))
    return { status: 'unavailable', database: poolExhausted(pool) ? 'exhausted' : 'down', pool }
  }
}
