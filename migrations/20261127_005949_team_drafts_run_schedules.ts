import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_team_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__team_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "_team_v_version_members" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" varchar,
  	"bio" varchar,
  	"image_id" integer,
  	"linkedin" varchar,
  	"email" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_team_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_mission" varchar,
  	"version__status" "enum__team_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "team_members" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "team_members" ALTER COLUMN "role" DROP NOT NULL;
  ALTER TABLE "generation_requests" ADD COLUMN "schedule" varchar;
  ALTER TABLE "team" ADD COLUMN "_status" "enum_team_status" DEFAULT 'draft';
  ALTER TABLE "_team_v_version_members" ADD CONSTRAINT "_team_v_version_members_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_team_v_version_members" ADD CONSTRAINT "_team_v_version_members_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_team_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_team_v_version_members_order_idx" ON "_team_v_version_members" USING btree ("_order");
  CREATE INDEX "_team_v_version_members_parent_id_idx" ON "_team_v_version_members" USING btree ("_parent_id");
  CREATE INDEX "_team_v_version_members_image_idx" ON "_team_v_version_members" USING btree ("image_id");
  CREATE INDEX "_team_v_version_version__status_idx" ON "_team_v" USING btree ("version__status");
  CREATE INDEX "_team_v_created_at_idx" ON "_team_v" USING btree ("created_at");
  CREATE INDEX "_team_v_updated_at_idx" ON "_team_v" USING btree ("updated_at");
  CREATE INDEX "_team_v_latest_idx" ON "_team_v" USING btree ("latest");
  CREATE INDEX "team__status_idx" ON "team" USING btree ("_status");
  -- what visitors see today stays published (drafts begin with the next save)
  UPDATE "team" SET "_status" = 'published';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_team_v_version_members" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_team_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_team_v_version_members" CASCADE;
  DROP TABLE "_team_v" CASCADE;
  DROP INDEX "team__status_idx";
  ALTER TABLE "team_members" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "team_members" ALTER COLUMN "role" SET NOT NULL;
  ALTER TABLE "generation_requests" DROP COLUMN "schedule";
  ALTER TABLE "team" DROP COLUMN "_status";
  DROP TYPE "public"."enum_team_status";
  DROP TYPE "public"."enum__team_v_version_status";`)
}
