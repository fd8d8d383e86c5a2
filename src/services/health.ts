import { sql } from '@payloadcms/db-postgres'

import { getPayloadClient } from '@/lib/payload'

export type Health = { status: 'ok' | 'unavailable'; database: 'up' | 'down' }

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref()),
  ])

/** A trivial query through the app's own connection pool. */
export const pingDatabase = async (): Promise<void> => {
  const payload = await withTimeout(getPayloadClient(), 10_000)
  const db = payload.db as unknown as { drizzle: { execute: (query: unknown) => Promise<unknown> } }
  await db.drizzle.execute(sql`SELECT 1`)
}

/** Whether the database answers within three seconds. */
export const checkHealth = async (ping: () => Promise<unknown> = pingDatabase): Promise<Health> => {
  try {
    await withTimeout(ping(), 3_000)
    return { status: 'ok', database: 'up' }
  } catch {
    return { status: 'unavailable', database: 'down' }
  }
}
