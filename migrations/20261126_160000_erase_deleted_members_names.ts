import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * A certificate whose member deleted their account (its user is gone, so user_id is null) keeps
 * no name: accounts deleted before deletion erased it themselves lose it now. Data only; the
 * erased names cannot come back, so down does nothing.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   UPDATE "certificates" SET "name_shown" = '', "updated_at" = now() WHERE "user_id" IS NULL AND "name_shown" <> '';`)
}

export async function down(_args: MigrateDownArgs): Promise<void> {}
