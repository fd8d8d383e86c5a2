import path from 'node:path'
import { pathToFileURL } from 'node:url'

import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'

/** True once `payload migrate` has applied at least one migration to this database. */
export const hasAppliedMigrations = async (payload: Payload): Promise<boolean> => {
  const db = payload.db as unknown as {
    drizzle: { execute: (query: unknown) => Promise<{ rows: Record<string, unknown>[] }> }
  }
  const table = await db.drizzle.execute(sql`SELECT to_regclass('public.payload_migrations') AS name`)
  if (!table.rows[0]?.name) return false
  const applied = await db.drizzle.execute(
    sql`SELECT count(*)::int AS applied FROM payload_migrations WHERE batch > 0`,
  )
  return Number(applied.rows[0]?.applied ?? 0) > 0
}

type MigrationList = Parameters<NonNullable<Payload['db']['migrate']>>[0]

/**
 * Applies the committed migrations in migrations/ that this database has not run yet. The list is
 * imported through the caller's TypeScript loader (tsx, vitest) rather than by Payload's plain
 * import(), which cannot read .ts files outside the Payload CLI. `only`: just these (by name), as
 * a restore does to make the schema a backup was taken on (scripts/lib/backup.ts).
 */
export const migrate = async (payload: Payload, only?: string[]): Promise<void> => {
  const index = pathToFileURL(path.resolve(process.cwd(), 'migrations', 'index.ts')).href
  const { migrations } = (await import(/* @vite-ignore */ index)) as NonNullable<MigrationList>
  await payload.db.migrate({ migrations: only ? migrations?.filter((migration) => only.includes(migration.name)) : migrations })
}
