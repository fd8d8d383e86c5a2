import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Glossary terms, FAQs and poses choose their image from Media (`image_id`) instead of a typed
 * address. Every address that points at one of our Media files, `/cms-api/media/file/<name>` or
 * the same on SERVER_URL, moves to `image_id` (in the documents and in their versions), and its
 * alt text goes to the Media file when that has none. Outside addresses stay where they are.
 */

const MEDIA_PATH = '/cms-api/media/file/'

/** The Media file name an address of ours names (`serverUrl` without its trailing slash), or null. */
export const ourMediaFilename = (url: string, serverUrl: string): string | null => {
  const address = url.trim()
  const base = serverUrl.replace(/\/+$/, '')
  const rest = address.startsWith(MEDIA_PATH)
    ? address.slice(MEDIA_PATH.length)
    : base && address.toLowerCase().startsWith(`${base}${MEDIA_PATH}`.toLowerCase())
      ? address.slice(base.length + MEDIA_PATH.length)
      : null
  if (!rest) return null
  try {
    return decodeURIComponent(rest.split(/[?#]/)[0]!) || null
  } catch {
    return null
  }
}

const TABLES = [
  ['glossary_terms', ''],
  ['_glossary_terms_v', 'version_'],
  ['faqs', ''],
  ['_faqs_v', 'version_'],
  ['poses', ''],
  ['_poses_v', 'version_'],
] as const

type Run = (query: ReturnType<typeof sql>) => Promise<{ rows: Record<string, unknown>[] }>

/** Moves the addresses of our Media files to `image_id` (see above); returns how many rows moved. */
export const moveImagesToMedia = async (run: Run, serverUrl: string): Promise<number> => {
  let moved = 0
  for (const [name, prefix] of TABLES) {
    const table = sql.identifier(name)
    const url = sql.identifier(`${prefix}image_url`)
    const alt = sql.identifier(`${prefix}image_alt`)
    const imageId = sql.identifier(`${prefix}image_id`)
    const { rows } = await run(sql`SELECT "id", ${url} AS "url", ${alt} AS "alt" FROM ${table} WHERE ${url} LIKE ${`%${MEDIA_PATH}%`}`)
    for (const row of rows) {
      const filename = ourMediaFilename(String(row.url), serverUrl)
      if (!filename) continue
      const given = typeof row.alt === 'string' ? row.alt.trim() : ''
      if (given) await run(sql`UPDATE "media" SET "alt" = ${given} WHERE "filename" = ${filename} AND btrim(coalesce("alt", '')) = ''`)
      const updated = await run(sql`
        UPDATE ${table} SET ${imageId} = "media"."id", ${url} = NULL, ${alt} = NULL
        FROM "media" WHERE ${table}."id" = ${row.id} AND "media"."filename" = ${filename} RETURNING ${table}."id"`)
      moved += updated.rows.length
    }
  }
  return moved
}

export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "glossary_terms" ADD COLUMN "image_id" integer;
  ALTER TABLE "_glossary_terms_v" ADD COLUMN "version_image_id" integer;
  ALTER TABLE "faqs" ADD COLUMN "image_id" integer;
  ALTER TABLE "_faqs_v" ADD COLUMN "version_image_id" integer;
  ALTER TABLE "poses" ADD COLUMN "image_id" integer;
  ALTER TABLE "_poses_v" ADD COLUMN "version_image_id" integer;
  ALTER TABLE "glossary_terms" ADD CONSTRAINT "glossary_terms_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_glossary_terms_v" ADD CONSTRAINT "_glossary_terms_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faqs" ADD CONSTRAINT "faqs_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faqs_v" ADD CONSTRAINT "_faqs_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "poses" ADD CONSTRAINT "poses_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_poses_v" ADD CONSTRAINT "_poses_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "glossary_terms_image_idx" ON "glossary_terms" USING btree ("image_id");
  CREATE INDEX "_glossary_terms_v_version_version_image_idx" ON "_glossary_terms_v" USING btree ("version_image_id");
  CREATE INDEX "faqs_image_idx" ON "faqs" USING btree ("image_id");
  CREATE INDEX "_faqs_v_version_version_image_idx" ON "_faqs_v" USING btree ("version_image_id");
  CREATE INDEX "poses_image_idx" ON "poses" USING btree ("image_id");
  CREATE INDEX "_poses_v_version_version_image_idx" ON "_poses_v" USING btree ("version_image_id");`)
  await moveImagesToMedia((query) => db.execute(query) as never, payload.config.serverURL ?? '')
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // the chosen images go back to typed addresses (with their alt text) before the column goes
  for (const [name, prefix] of TABLES) {
    const table = sql.identifier(name)
    await db.execute(sql`
      UPDATE ${table} SET ${sql.identifier(`${prefix}image_url`)} = ${MEDIA_PATH} || "media"."filename", ${sql.identifier(`${prefix}image_alt`)} = "media"."alt"
      FROM "media" WHERE "media"."id" = ${table}.${sql.identifier(`${prefix}image_id`)}`)
  }
  await db.execute(sql`
   ALTER TABLE "glossary_terms" DROP CONSTRAINT "glossary_terms_image_id_media_id_fk";
  
  ALTER TABLE "_glossary_terms_v" DROP CONSTRAINT "_glossary_terms_v_version_image_id_media_id_fk";
  
  ALTER TABLE "faqs" DROP CONSTRAINT "faqs_image_id_media_id_fk";
  
  ALTER TABLE "_faqs_v" DROP CONSTRAINT "_faqs_v_version_image_id_media_id_fk";
  
  ALTER TABLE "poses" DROP CONSTRAINT "poses_image_id_media_id_fk";
  
  ALTER TABLE "_poses_v" DROP CONSTRAINT "_poses_v_version_image_id_media_id_fk";
  
  DROP INDEX "glossary_terms_image_idx";
  DROP INDEX "_glossary_terms_v_version_version_image_idx";
  DROP INDEX "faqs_image_idx";
  DROP INDEX "_faqs_v_version_version_image_idx";
  DROP INDEX "poses_image_idx";
  DROP INDEX "_poses_v_version_version_image_idx";
  ALTER TABLE "glossary_terms" DROP COLUMN "image_id";
  ALTER TABLE "_glossary_terms_v" DROP COLUMN "version_image_id";
  ALTER TABLE "faqs" DROP COLUMN "image_id";
  ALTER TABLE "_faqs_v" DROP COLUMN "version_image_id";
  ALTER TABLE "poses" DROP COLUMN "image_id";
  ALTER TABLE "_poses_v" DROP COLUMN "version_image_id";`)
}
