import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Request counters of src/services/platform/rateLimit.ts: one row per limited route, client and time window,
 * counted with one atomic upsert, so the limit holds across any number of app processes.
 * Not a Payload collection: nobody edits or reads it but the limiter.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "rate_limit_hits" (
    "bucket" text NOT NULL,
    "window_start" timestamptz NOT NULL,
    "hits" integer NOT NULL,
    PRIMARY KEY ("bucket", "window_start")
  );
  CREATE INDEX IF NOT EXISTS "rate_limit_hits_window_start_idx" ON "rate_limit_hits" ("window_start");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "rate_limit_hits";`)
}
