import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 13: an event's organiser e-mail ('Contact organizer' when there is no registration link).
 * The seed never touches an existing event, so the six example events that offered no way to join
 * get theirs here, on databases seeded before; only while they still have neither (an editor's
 * value stays). The latest version row gets it too, so the admin shows what the site shows.
 */
const joinWays: { slug: string; registrationUrl?: string; organizerEmail?: string }[] = [
  { slug: 'saturday-yoga-in-the-park-san-francisco', organizerEmail: 'park-yoga-sf@example.org' },
  { slug: 'prenatal-yoga-six-week-series-new-york', registrationUrl: 'https://example.org/events/prenatal-six-week-series' },
  { slug: 'chair-yoga-for-older-adults-london', organizerEmail: 'chair-yoga-camden@example.org' },
  { slug: 'a-week-of-hatha-and-breath-bengaluru', registrationUrl: 'https://example.org/events/week-of-hatha-and-breath' },
  { slug: 'sunrise-vinyasa-by-the-beach-sydney', registrationUrl: 'https://example.org/events/sunrise-vinyasa-sydney' },
  { slug: 'kundalini-evening-berlin', organizerEmail: 'kundalini-kreuzberg@example.org' },
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "events" ADD COLUMN "organizer_email" varchar;
  ALTER TABLE "_events_v" ADD COLUMN "version_organizer_email" varchar;`)
  for (const { slug, registrationUrl = null, organizerEmail = null } of joinWays) {
    await db.execute(sql`
      WITH target AS (
        UPDATE "events" SET "registration_url" = ${registrationUrl}, "organizer_email" = ${organizerEmail}
        WHERE "slug" = ${slug} AND coalesce("registration_url", '') = '' AND "organizer_email" IS NULL
        RETURNING "id"
      )
      UPDATE "_events_v" SET "version_registration_url" = ${registrationUrl}, "version_organizer_email" = ${organizerEmail}
      WHERE "latest" AND "parent_id" IN (SELECT "id" FROM target)`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "events" DROP COLUMN "organizer_email";
  ALTER TABLE "_events_v" DROP COLUMN "version_organizer_email";`)
}
