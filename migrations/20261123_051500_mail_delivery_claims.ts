import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * mail_deliveries becomes a claim table (src/services/platform/mail.ts): a row is written when a worker
 * claims a message (claimed_at) and marked when the message went out (sent_at), so no database
 * connection is held while a mail server answers.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "mail_deliveries" ALTER COLUMN "sent_at" DROP NOT NULL;
  ALTER TABLE "mail_deliveries" ALTER COLUMN "sent_at" DROP DEFAULT;
  ALTER TABLE "mail_deliveries" ADD COLUMN "claimed_at" timestamptz NOT NULL DEFAULT now();`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DELETE FROM "mail_deliveries" WHERE "sent_at" IS NULL;
  ALTER TABLE "mail_deliveries" DROP COLUMN "claimed_at";
  ALTER TABLE "mail_deliveries" ALTER COLUMN "sent_at" SET DEFAULT now();
  ALTER TABLE "mail_deliveries" ALTER COLUMN "sent_at" SET NOT NULL;`)
}
