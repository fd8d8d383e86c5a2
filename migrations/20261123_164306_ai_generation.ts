import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_ai_usage_kind" AS ENUM('image', 'pronunciation', 'narration', 'chat');
  CREATE TYPE "public"."enum_ai_usage_unit" AS ENUM('images', 'characters', 'tokens');
  CREATE TYPE "public"."enum_generation_requests_kind" AS ENUM('image', 'pronunciation', 'narration', 'videos', 'step-videos', 'events');
  CREATE TYPE "public"."enum_generation_requests_status" AS ENUM('queued', 'done', 'deferred', 'failed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'generateImage';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'generatePronunciation';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'generateNarration';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'curateVideos';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'curateStepVideos';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'findEvents';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'generateImage';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'generatePronunciation';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'generateNarration';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'curateVideos';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'curateStepVideos';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'findEvents';
  CREATE TABLE "ai_usage" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_ai_usage_kind" NOT NULL,
  	"model" varchar NOT NULL,
  	"units" numeric NOT NULL,
  	"unit" "enum_ai_usage_unit" NOT NULL,
  	"estimated_cost_usd" numeric NOT NULL,
  	"target_collection" varchar,
  	"target_id" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "generation_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"kind" "enum_generation_requests_kind" NOT NULL,
  	"target_collection" varchar NOT NULL,
  	"target_id" numeric NOT NULL,
  	"status" "enum_generation_requests_status" NOT NULL,
  	"force" boolean DEFAULT false,
  	"job" numeric,
  	"resume_after" timestamp(3) with time zone,
  	"error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "youtube_quota" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"units" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "youtube_searches" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"cache_key" varchar NOT NULL,
  	"query" varchar NOT NULL,
  	"results" jsonb NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "media" ADD COLUMN "machine_voice" boolean DEFAULT false;
  ALTER TABLE "media" ADD COLUMN "generated_by" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_og_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_og_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_og_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_og_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_og_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_og_filename" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "ai_usage_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "generation_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "youtube_quota_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "youtube_searches_id" integer;
  CREATE INDEX "ai_usage_kind_idx" ON "ai_usage" USING btree ("kind");
  CREATE INDEX "ai_usage_target_collection_idx" ON "ai_usage" USING btree ("target_collection");
  CREATE INDEX "ai_usage_target_id_idx" ON "ai_usage" USING btree ("target_id");
  CREATE INDEX "ai_usage_updated_at_idx" ON "ai_usage" USING btree ("updated_at");
  CREATE INDEX "ai_usage_created_at_idx" ON "ai_usage" USING btree ("created_at");
  CREATE INDEX "kind_createdAt_idx" ON "ai_usage" USING btree ("kind","created_at");
  CREATE INDEX "targetCollection_targetId_idx" ON "ai_usage" USING btree ("target_collection","target_id");
  CREATE UNIQUE INDEX "generation_requests_key_idx" ON "generation_requests" USING btree ("key");
  CREATE INDEX "generation_requests_kind_idx" ON "generation_requests" USING btree ("kind");
  CREATE INDEX "generation_requests_status_idx" ON "generation_requests" USING btree ("status");
  CREATE INDEX "generation_requests_updated_at_idx" ON "generation_requests" USING btree ("updated_at");
  CREATE INDEX "generation_requests_created_at_idx" ON "generation_requests" USING btree ("created_at");
  CREATE INDEX "status_resumeAfter_idx" ON "generation_requests" USING btree ("status","resume_after");
  CREATE UNIQUE INDEX "youtube_quota_day_idx" ON "youtube_quota" USING btree ("day");
  CREATE INDEX "youtube_quota_updated_at_idx" ON "youtube_quota" USING btree ("updated_at");
  CREATE INDEX "youtube_quota_created_at_idx" ON "youtube_quota" USING btree ("created_at");
  CREATE UNIQUE INDEX "youtube_searches_cache_key_idx" ON "youtube_searches" USING btree ("cache_key");
  CREATE INDEX "youtube_searches_expires_at_idx" ON "youtube_searches" USING btree ("expires_at");
  CREATE INDEX "youtube_searches_updated_at_idx" ON "youtube_searches" USING btree ("updated_at");
  CREATE INDEX "youtube_searches_created_at_idx" ON "youtube_searches" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ai_usage_fk" FOREIGN KEY ("ai_usage_id") REFERENCES "public"."ai_usage"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_generation_requests_fk" FOREIGN KEY ("generation_requests_id") REFERENCES "public"."generation_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_youtube_quota_fk" FOREIGN KEY ("youtube_quota_id") REFERENCES "public"."youtube_quota"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_youtube_searches_fk" FOREIGN KEY ("youtube_searches_id") REFERENCES "public"."youtube_searches"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "media_machine_voice_idx" ON "media" USING btree ("machine_voice");
  CREATE INDEX "media_sizes_og_sizes_og_filename_idx" ON "media" USING btree ("sizes_og_filename");
  CREATE INDEX "payload_locked_documents_rels_ai_usage_id_idx" ON "payload_locked_documents_rels" USING btree ("ai_usage_id");
  CREATE INDEX "payload_locked_documents_rels_generation_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("generation_requests_id");
  CREATE INDEX "payload_locked_documents_rels_youtube_quota_id_idx" ON "payload_locked_documents_rels" USING btree ("youtube_quota_id");
  CREATE INDEX "payload_locked_documents_rels_youtube_searches_id_idx" ON "payload_locked_documents_rels" USING btree ("youtube_searches_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "ai_usage" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "generation_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "youtube_quota" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "youtube_searches" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "ai_usage" CASCADE;
  DROP TABLE "generation_requests" CASCADE;
  DROP TABLE "youtube_quota" CASCADE;
  DROP TABLE "youtube_searches" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_ai_usage_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_generation_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_youtube_quota_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_youtube_searches_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'cancelDonationIntent');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'cancelDonationIntent');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "media_machine_voice_idx";
  DROP INDEX "media_sizes_og_sizes_og_filename_idx";
  DROP INDEX "payload_locked_documents_rels_ai_usage_id_idx";
  DROP INDEX "payload_locked_documents_rels_generation_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_youtube_quota_id_idx";
  DROP INDEX "payload_locked_documents_rels_youtube_searches_id_idx";
  ALTER TABLE "media" DROP COLUMN "machine_voice";
  ALTER TABLE "media" DROP COLUMN "generated_by";
  ALTER TABLE "media" DROP COLUMN "sizes_og_url";
  ALTER TABLE "media" DROP COLUMN "sizes_og_width";
  ALTER TABLE "media" DROP COLUMN "sizes_og_height";
  ALTER TABLE "media" DROP COLUMN "sizes_og_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_og_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_og_filename";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "ai_usage_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "generation_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "youtube_quota_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "youtube_searches_id";
  DROP TYPE "public"."enum_ai_usage_kind";
  DROP TYPE "public"."enum_ai_usage_unit";
  DROP TYPE "public"."enum_generation_requests_kind";
  DROP TYPE "public"."enum_generation_requests_status";`)
}
