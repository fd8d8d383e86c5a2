import { sql } from '@payloadcms/db-postgres'

import { getPayloadClient } from '@/lib/payload'

export type Health = { status: 'ok' | 'unavailable'; database: 'up' | 'down' }

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref()),
  ])

/** Whether the database answers a trivial query within three seconds. */
export const checkHealth = async (): Promise<Health> => {
  try {
    const payload = await withTimeout(getPayloadClient(), 10_000)
    const db = payload.db as unknown as { drizzle: { execute: (query: unknown) => Promise<unknown> } }
    await withTimeout(db.drizzle.execute(sql`SELECT 1`), 3_000)
    return { status: 'ok', database: 'up' }
  } catch {
    return { status: 'unavailable', database: 'down' }
  }
}
