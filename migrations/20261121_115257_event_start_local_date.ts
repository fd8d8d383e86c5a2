import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "events" ADD COLUMN "start_local_date" varchar;
  ALTER TABLE "_events_v" ADD COLUMN "version_start_local_date" varchar;
  CREATE INDEX "events_start_local_date_idx" ON "events" USING btree ("start_local_date");
  -- Existing rows: the day each event starts in its own time zone (UTC when the zone is unknown).
  UPDATE "events" SET "start_local_date" = to_char("start_date" AT TIME ZONE
    CASE WHEN EXISTS (SELECT 1 FROM pg_timezone_names WHERE name = "time_zone") THEN "time_zone" ELSE 'UTC' END,
    'YYYY-MM-DD');
  CREATE INDEX "_events_v_version_version_start_local_date_idx" ON "_events_v" USING btree ("version_start_local_date");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "events_start_local_date_idx";
  DROP INDEX "_events_v_version_version_start_local_date_idx";
  ALTER TABLE "events" DROP COLUMN "start_local_date";
  ALTER TABLE "_events_v" DROP COLUMN "version_start_local_date";`)
}
