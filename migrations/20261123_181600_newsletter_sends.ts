import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The send log of newsletter campaigns (src/services/community/campaigns.ts): one row per campaign and
 * subscriber, written when 'Send Now' fixes the audience, claimed (claimed_at) before and marked
 * (sent_at; skipped_at for someone who unsubscribed meanwhile; failed_at and error when the mail
 * server refused that one address for good) after each mail, so a crash,
 * a retry or a second click neither skips nor repeats anyone. The address is copied: the mail
 * goes where the subscriber was when the campaign was sent.
 *
 * maintenance_runs: when the nightly retention (src/services/platform/retention.ts) runs next, claimed
 * with one conditional UPDATE so that several processes run it once.
 *
 * Neither is a Payload collection: only these services read and write them.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "newsletter_sends" (
    "campaign_id" integer NOT NULL REFERENCES "newsletter_campaigns"("id") ON DELETE CASCADE,
    "subscriber_id" integer NOT NULL REFERENCES "newsletter_subscribers"("id") ON DELETE CASCADE,
    "email" text NOT NULL,
    "claimed_at" timestamptz,
    "sent_at" timestamptz,
    "skipped_at" timestamptz,
    "failed_at" timestamptz,
    "error" text,
    PRIMARY KEY ("campaign_id", "subscriber_id")
  );
  CREATE INDEX IF NOT EXISTS "newsletter_sends_unclaimed_idx" ON "newsletter_sends" ("campaign_id", "subscriber_id") WHERE "claimed_at" IS NULL;
  CREATE INDEX IF NOT EXISTS "newsletter_sends_subscriber_idx" ON "newsletter_sends" ("subscriber_id");
  CREATE TABLE IF NOT EXISTS "maintenance_runs" (
    "name" text PRIMARY KEY,
    "next_run_at" timestamptz NOT NULL,
    "last_run_at" timestamptz
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "newsletter_sends"; DROP TABLE IF EXISTS "maintenance_runs";`)
}
