import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_newsletter_campaigns_status" ADD VALUE 'sending' BEFORE 'sent';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendCampaign';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendCampaign';
  ALTER TABLE "newsletter_campaigns" ADD COLUMN "send_started_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "newsletter_campaigns" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "newsletter_campaigns" ALTER COLUMN "status" SET DEFAULT 'draft'::text;
  DROP TYPE "public"."enum_newsletter_campaigns_status";
  CREATE TYPE "public"."enum_newsletter_campaigns_status" AS ENUM('draft', 'sent');
  ALTER TABLE "newsletter_campaigns" ALTER COLUMN "status" SET DEFAULT 'draft'::"public"."enum_newsletter_campaigns_status";
  ALTER TABLE "newsletter_campaigns" ALTER COLUMN "status" SET DATA TYPE "public"."enum_newsletter_campaigns_status" USING "status"::"public"."enum_newsletter_campaigns_status";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'cancelDonationIntent', 'generateImage', 'generatePronunciation', 'generateNarration', 'curateVideos', 'curateStepVideos', 'findEvents');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'cancelDonationIntent', 'generateImage', 'generatePronunciation', 'generateNarration', 'curateVideos', 'curateStepVideos', 'findEvents');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "newsletter_campaigns" DROP COLUMN "send_started_at";`)
}
