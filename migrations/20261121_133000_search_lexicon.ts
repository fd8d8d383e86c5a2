import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Typo and partial-word matching through a lexicon instead of trigram scans of the index rows.
 * Measured at 100,000 documents (bench/search.ts), a trigram threshold low enough to catch one
 * wrong letter in a short word made most rows candidates (every name ending in -asana looks
 * like every other): about a second per query. search_words holds each distinct word of every
 * name (a few thousand); a query word is matched against it (one edit away, or contained in
 * it), and the words found join the full-text query, so every search is one GIN lookup.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "search_words" ("word" text PRIMARY KEY);
  CREATE INDEX IF NOT EXISTS "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "search_words_length_idx" ON "search_words" (char_length("word"));

  -- Every word of a name, 3 letters or more and not a number, once. Words of names that are
  -- later renamed or deleted stay: they only ever widen a query that then finds nothing.
  CREATE OR REPLACE FUNCTION "search_words_collect"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO "search_words" ("word")
    SELECT DISTINCT w FROM regexp_split_to_table(NEW."name_key", '[[:space:][:punct:]]+') AS w
    WHERE char_length(w) >= 3 AND w !~ '^[0-9]+$'
    ON CONFLICT DO NOTHING;
    RETURN NULL;
  END $$;
  DROP TRIGGER IF EXISTS "search_words_collect" ON "search";
  CREATE TRIGGER "search_words_collect" AFTER INSERT OR UPDATE ON "search"
    FOR EACH ROW EXECUTE FUNCTION "search_words_collect"();
  INSERT INTO "search_words" ("word")
  SELECT DISTINCT w FROM "search", regexp_split_to_table("name_key", '[[:space:][:punct:]]+') AS w
  WHERE char_length(w) >= 3 AND w !~ '^[0-9]+$'
  ON CONFLICT DO NOTHING;

  -- OR and AND over a set of tsquery values (an empty one, a stop word, drops out).
  CREATE OR REPLACE AGGREGATE "tsquery_or_agg"(tsquery) (SFUNC = tsquery_or, STYPE = tsquery);
  CREATE OR REPLACE AGGREGATE "tsquery_and_agg"(tsquery) (SFUNC = tsquery_and, STYPE = tsquery);

  -- The names are no longer scanned with trigrams.
  DROP INDEX IF EXISTS "search_name_key_trgm_idx";

  -- Ranking reads only the title, names, short text and tags (weights A to C): a small vector
  -- stored inline, where ranking with the full one meant decompressing every matching row's
  -- long text (about 20 µs a row: 200 ms for a word found in 10,000 documents).
  ALTER TABLE "search" ADD COLUMN IF NOT EXISTS "fts_head" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english'::regconfig, "search_fold"(coalesce("title", ''))), 'A') ||
    setweight(to_tsvector('english'::regconfig, "search_fold"(coalesce("alt_names", ''))), 'B') ||
    setweight(to_tsvector('english'::regconfig, "search_fold"(coalesce("short_text", '') || ' ' || coalesce("tags", ''))), 'C')
  ) STORED;
  -- Typo and partial-word alternatives match here, not in the long text: "pranajama" means the
  -- Pranayama entry, not every page that mentions pranayama in passing.
  CREATE INDEX IF NOT EXISTS "search_fts_head_idx" ON "search" USING gin ("fts_head");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "search_fts_head_idx";
  ALTER TABLE "search" DROP COLUMN IF EXISTS "fts_head";
  CREATE INDEX IF NOT EXISTS "search_name_key_trgm_idx" ON "search" USING gin ("name_key" gin_trgm_ops);
  DROP AGGREGATE IF EXISTS "tsquery_and_agg"(tsquery);
  DROP AGGREGATE IF EXISTS "tsquery_or_agg"(tsquery);
  DROP TRIGGER IF EXISTS "search_words_collect" ON "search";
  DROP FUNCTION IF EXISTS "search_words_collect"();
  DROP TABLE IF EXISTS "search_words";`)
}
