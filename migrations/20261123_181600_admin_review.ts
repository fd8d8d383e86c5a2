import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_proposals_status" ADD VALUE 'reverted';
  ALTER TYPE "public"."enum_generation_requests_kind" ADD VALUE 'feedback-analysis';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'analyzeFeedback';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'analyzeFeedback';
  ALTER TABLE "proposals" ADD COLUMN "previous_version_id" varchar;
  ALTER TABLE "proposals" ADD COLUMN "applied_version_id" varchar;
  ALTER TABLE "proposals" ADD COLUMN "reverted_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Rows that name the values this migration added cannot be cast back: reverted proposals end
  // as rejected, the feedback analysis' request row and jobs go.
  await db.execute(sql`
  UPDATE "proposals" SET "status" = 'rejected', "rejection_reason" = coalesce("rejection_reason", 'Reverted after approval') WHERE "status" = 'reverted';
  DELETE FROM "generation_requests" WHERE "kind" = 'feedback-analysis';
  DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'analyzeFeedback';
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'analyzeFeedback';
   ALTER TABLE "proposals" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "proposals" ALTER COLUMN "status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_proposals_status";
  CREATE TYPE "public"."enum_proposals_status" AS ENUM('pending', 'approved', 'rejected');
  ALTER TABLE "proposals" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."enum_proposals_status";
  ALTER TABLE "proposals" ALTER COLUMN "status" SET DATA TYPE "public"."enum_proposals_status" USING "status"::"public"."enum_proposals_status";
  ALTER TABLE "generation_requests" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_generation_requests_kind";
  CREATE TYPE "public"."enum_generation_requests_kind" AS ENUM('image', 'pronunciation', 'narration', 'videos', 'step-videos', 'events');
  ALTER TABLE "generation_requests" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_generation_requests_kind" USING "kind"::"public"."enum_generation_requests_kind";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'cancelDonationIntent', 'generateImage', 'generatePronunciation', 'generateNarration', 'curateVideos', 'curateStepVideos', 'findEvents');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'cancelDonationIntent', 'generateImage', 'generatePronunciation', 'generateNarration', 'curateVideos', 'curateStepVideos', 'findEvents');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "proposals" DROP COLUMN "previous_version_id";
  ALTER TABLE "proposals" DROP COLUMN "applied_version_id";
  ALTER TABLE "proposals" DROP COLUMN "reverted_at";`)
}
