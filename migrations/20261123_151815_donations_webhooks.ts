import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_monthly_gifts_status" AS ENUM('incomplete', 'active', 'past_due', 'canceled');
  ALTER TYPE "public"."enum_donations_status" ADD VALUE 'processing' BEFORE 'succeeded';
  ALTER TYPE "public"."enum_donations_status" ADD VALUE 'refunded';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'cancelDonationIntent';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'cancelDonationIntent';
  CREATE TABLE "monthly_gifts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"subscription_id" varchar NOT NULL,
  	"customer_id" varchar NOT NULL,
  	"email" varchar,
  	"amount" numeric NOT NULL,
  	"status" "enum_monthly_gifts_status" DEFAULT 'incomplete' NOT NULL,
  	"started_at" timestamp(3) with time zone,
  	"canceled_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "stripe_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" varchar NOT NULL,
  	"type" varchar NOT NULL,
  	"object_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "donations" ADD COLUMN "covered_fee" numeric DEFAULT 0;
  ALTER TABLE "donations" ADD COLUMN "payment_intent_id" varchar;
  ALTER TABLE "donations" ADD COLUMN "subscription_id" varchar;
  ALTER TABLE "donations" ADD COLUMN "gift_id" integer;
  ALTER TABLE "donations" ADD COLUMN "paid_at" timestamp(3) with time zone;
  ALTER TABLE "donations" ADD COLUMN "refunded_amount" numeric;
  ALTER TABLE "donations" ADD COLUMN "failure_message" varchar;
  ALTER TABLE "donations" ADD COLUMN "receipt_sent_at" timestamp(3) with time zone;
  ALTER TABLE "donations" ADD COLUMN "client_key" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "monthly_gifts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "stripe_events_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "legal_name" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "mailing_address" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "tax_exempt_granted" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "ein" varchar;
  CREATE UNIQUE INDEX "monthly_gifts_subscription_id_idx" ON "monthly_gifts" USING btree ("subscription_id");
  CREATE INDEX "monthly_gifts_customer_id_idx" ON "monthly_gifts" USING btree ("customer_id");
  CREATE INDEX "monthly_gifts_email_idx" ON "monthly_gifts" USING btree ("email");
  CREATE INDEX "monthly_gifts_status_idx" ON "monthly_gifts" USING btree ("status");
  CREATE INDEX "monthly_gifts_updated_at_idx" ON "monthly_gifts" USING btree ("updated_at");
  CREATE INDEX "monthly_gifts_created_at_idx" ON "monthly_gifts" USING btree ("created_at");
  CREATE UNIQUE INDEX "stripe_events_event_id_idx" ON "stripe_events" USING btree ("event_id");
  CREATE INDEX "stripe_events_type_idx" ON "stripe_events" USING btree ("type");
  CREATE INDEX "stripe_events_object_id_idx" ON "stripe_events" USING btree ("object_id");
  CREATE INDEX "stripe_events_updated_at_idx" ON "stripe_events" USING btree ("updated_at");
  CREATE INDEX "stripe_events_created_at_idx" ON "stripe_events" USING btree ("created_at");
  ALTER TABLE "donations" ADD CONSTRAINT "donations_gift_id_monthly_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."monthly_gifts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_monthly_gifts_fk" FOREIGN KEY ("monthly_gifts_id") REFERENCES "public"."monthly_gifts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stripe_events_fk" FOREIGN KEY ("stripe_events_id") REFERENCES "public"."stripe_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "donations_payment_intent_id_idx" ON "donations" USING btree ("payment_intent_id");
  CREATE INDEX "donations_subscription_id_idx" ON "donations" USING btree ("subscription_id");
  CREATE INDEX "donations_gift_idx" ON "donations" USING btree ("gift_id");
  CREATE INDEX "donations_email_idx" ON "donations" USING btree ("email");
  CREATE INDEX "donations_paid_at_idx" ON "donations" USING btree ("paid_at");
  CREATE UNIQUE INDEX "donations_client_key_idx" ON "donations" USING btree ("client_key");
  CREATE INDEX "payload_locked_documents_rels_monthly_gifts_id_idx" ON "payload_locked_documents_rels" USING btree ("monthly_gifts_id");
  CREATE INDEX "payload_locked_documents_rels_stripe_events_id_idx" ON "payload_locked_documents_rels" USING btree ("stripe_events_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "monthly_gifts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "stripe_events" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "monthly_gifts" CASCADE;
  DROP TABLE "stripe_events" CASCADE;
  ALTER TABLE "donations" DROP CONSTRAINT "donations_gift_id_monthly_gifts_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_monthly_gifts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_stripe_events_fk";
  
  ALTER TABLE "donations" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "donations" ALTER COLUMN "status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_donations_status";
  CREATE TYPE "public"."enum_donations_status" AS ENUM('pending', 'succeeded', 'failed', 'canceled');
  ALTER TABLE "donations" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."enum_donations_status";
  ALTER TABLE "donations" ALTER COLUMN "status" SET DATA TYPE "public"."enum_donations_status" USING "status"::"public"."enum_donations_status";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "donations_payment_intent_id_idx";
  DROP INDEX "donations_subscription_id_idx";
  DROP INDEX "donations_gift_idx";
  DROP INDEX "donations_email_idx";
  DROP INDEX "donations_paid_at_idx";
  DROP INDEX "donations_client_key_idx";
  DROP INDEX "payload_locked_documents_rels_monthly_gifts_id_idx";
  DROP INDEX "payload_locked_documents_rels_stripe_events_id_idx";
  ALTER TABLE "donations" DROP COLUMN "covered_fee";
  ALTER TABLE "donations" DROP COLUMN "payment_intent_id";
  ALTER TABLE "donations" DROP COLUMN "subscription_id";
  ALTER TABLE "donations" DROP COLUMN "gift_id";
  ALTER TABLE "donations" DROP COLUMN "paid_at";
  ALTER TABLE "donations" DROP COLUMN "refunded_amount";
  ALTER TABLE "donations" DROP COLUMN "failure_message";
  ALTER TABLE "donations" DROP COLUMN "receipt_sent_at";
  ALTER TABLE "donations" DROP COLUMN "client_key";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "monthly_gifts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "stripe_events_id";
  ALTER TABLE "site_settings" DROP COLUMN "legal_name";
  ALTER TABLE "site_settings" DROP COLUMN "mailing_address";
  ALTER TABLE "site_settings" DROP COLUMN "tax_exempt_granted";
  ALTER TABLE "site_settings" DROP COLUMN "ein";
  DROP TYPE "public"."enum_monthly_gifts_status";`)
}
