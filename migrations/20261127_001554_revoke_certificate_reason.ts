import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * A revoked certificate says why (`revoked_reason`, written by an admin's revocation or by the
 * account deletion). Certificates whose member deleted their account before this (their user is
 * gone) get the reason the deletion now writes.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "certificates" ADD COLUMN "revoked_reason" varchar;`)
  await db.execute(sql`
   UPDATE "certificates" SET "revoked_reason" = 'The member''s account was deleted.' WHERE "user_id" IS NULL AND "revoked_reason" IS NULL;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "certificates" DROP COLUMN "revoked_reason";`)
}
