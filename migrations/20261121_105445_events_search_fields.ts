import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "events" ADD COLUMN "search_text" varchar;
  ALTER TABLE "events" ADD COLUMN "accessibility_key" varchar;
  ALTER TABLE "events" ADD COLUMN "city_key" varchar;
  ALTER TABLE "_events_v" ADD COLUMN "version_search_text" varchar;
  ALTER TABLE "_events_v" ADD COLUMN "version_accessibility_key" varchar;
  ALTER TABLE "_events_v" ADD COLUMN "version_city_key" varchar;
  CREATE INDEX "events_city_key_idx" ON "events" USING btree ("city_key");
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX "events_search_text_trgm_idx" ON "events" USING gin ("search_text" gin_trgm_ops);
  -- Existing rows (new saves fill these in the beforeChange hook, which also drops diacritics).
  UPDATE "events" e SET
    "search_text" = lower(concat_ws(' ', e."title", e."description", e."facilitator_name")),
    "city_key" = lower(e."city"),
    "accessibility_key" = (SELECT '|' || string_agg(a."value"::text, '|' ORDER BY a."value"::text) || '|'
      FROM "events_accessibility" a WHERE a."parent_id" = e."id");
  CREATE INDEX "_events_v_version_version_city_key_idx" ON "_events_v" USING btree ("version_city_key");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "events_search_text_trgm_idx";
  DROP INDEX "events_city_key_idx";
  DROP INDEX "_events_v_version_version_city_key_idx";
  ALTER TABLE "events" DROP COLUMN "search_text";
  ALTER TABLE "events" DROP COLUMN "accessibility_key";
  ALTER TABLE "events" DROP COLUMN "city_key";
  ALTER TABLE "_events_v" DROP COLUMN "version_search_text";
  ALTER TABLE "_events_v" DROP COLUMN "version_accessibility_key";
  ALTER TABLE "_events_v" DROP COLUMN "version_city_key";`)
}
