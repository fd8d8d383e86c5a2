import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Search at 100,000 documents, and misspelt words (src/services/content/search.ts).
 *
 * 1. `fts` (what a query matches against: every word of the entry) loses its positions and
 *    weights, which nothing read (ranking reads `fts_head`), and is kept in the row uncompressed
 *    (STORAGE MAIN: compressed only when the row cannot fit otherwise). Checking it then costs a
 *    lookup instead of decompressing about 1 kB per row, so a common word ("breathing", in three
 *    documents of four) is found by reading the table until the count cap is reached (about
 *    7,000 rows, 5 ms at 100,000 documents) instead of building a 77,000-row bitmap from the
 *    index (25 to 40 ms); the planner picks one or the other from the word's frequency.
 *
 * 2. `search_vocabulary`: every word (folded, 3 letters or more, no digits) of every index row
 *    with its English stem and the number of rows that hold it (and `search_index_size`, one
 *    row: how many rows the index holds). A query word that nothing starts with is replaced by
 *    its nearest word here before the search ("breathng" searches for "breathing"). Statement
 *    triggers keep the counts: an insert adds the words of the new rows, a delete takes away
 *    those of the old ones, an update only the difference of rows whose text changed; a word
 *    held by no row any more is removed. One Payload save is one statement of one row: the
 *    words of one document, a millisecond or two; a bulk insert is one grouped upsert.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "search_fts_idx";
  ALTER TABLE "search" DROP COLUMN IF EXISTS "fts";
  -- the same lexemes as before (fts_head's and the long text's), without positions or weights
  ALTER TABLE "search" ADD COLUMN "fts" tsvector GENERATED ALWAYS AS (strip(
    to_tsvector('english'::regconfig, "search_fold"(coalesce("title", ''))) ||
    to_tsvector('english'::regconfig, "search_fold"(coalesce("alt_names", ''))) ||
    to_tsvector('english'::regconfig, "search_fold"(coalesce("short_text", '') || ' ' || coalesce("tags", ''))) ||
    to_tsvector('english'::regconfig, "search_fold"(coalesce("long_text", '')))
  )) STORED,
    ALTER COLUMN "fts" SET STORAGE MAIN;
  CREATE INDEX "search_fts_idx" ON "search" USING gin ("fts");

  -- The words of a text as the full-text parser reads them, folded: 3 letters or more, and no
  -- digits, hyphenated compounds, addresses or other tokens with ASCII punctuation in them.
  CREATE OR REPLACE FUNCTION "search_text_words"(value text) RETURNS SETOF text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE ROWS 100
    BEGIN ATOMIC
      SELECT w FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig, "search_fold"(value)))) AS w
      WHERE char_length(w) >= 3 AND w !~ '[\\x20-\\x40\\x5b-\\x60\\x7b-\\x7e]';
    END;

  -- stem: the word's English stem, which the index holds ("stretch" of "stretches"); null for
  -- a stop word
  CREATE TABLE IF NOT EXISTS "search_vocabulary" (
    "word" text COLLATE "C" PRIMARY KEY,
    "stem" text COLLATE "C",
    "documents" integer NOT NULL
  );
  -- how many rows the index holds (one row): the shares of the vocabulary's counts
  CREATE TABLE IF NOT EXISTS "search_index_size" ("documents" integer NOT NULL);
  CREATE INDEX IF NOT EXISTS "search_vocabulary_length_idx" ON "search_vocabulary" (char_length("word"));
  CREATE INDEX IF NOT EXISTS "search_vocabulary_stem_idx" ON "search_vocabulary" ("stem");
  CREATE INDEX IF NOT EXISTS "search_vocabulary_stem_length_idx" ON "search_vocabulary" (char_length("stem"));

  CREATE OR REPLACE FUNCTION "search_vocabulary_count"() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    changed text[];
    deltas integer[];
    row_change integer := 0;
  BEGIN
    IF TG_OP = 'INSERT' THEN
      SELECT count(*) INTO row_change FROM new_rows;
      SELECT array_agg(word ORDER BY word), array_agg(delta ORDER BY word) INTO changed, deltas
      FROM (
        SELECT w AS word, count(*)::int AS delta
        FROM new_rows n, "search_text_words"(concat_ws(' ', n."title", n."alt_names", n."short_text", n."tags", n."long_text")) AS w
        GROUP BY w
      ) AS counted;
    ELSIF TG_OP = 'DELETE' THEN
      SELECT -count(*) INTO row_change FROM old_rows;
      SELECT array_agg(word ORDER BY word), array_agg(delta ORDER BY word) INTO changed, deltas
      FROM (
        SELECT w AS word, -count(*)::int AS delta
        FROM old_rows o, "search_text_words"(concat_ws(' ', o."title", o."alt_names", o."short_text", o."tags", o."long_text")) AS w
        GROUP BY w
      ) AS counted;
    ELSE
      -- only the rows whose text changed (Payload rewrites the row on every save)
      SELECT array_agg(word ORDER BY word), array_agg(delta ORDER BY word) INTO changed, deltas
      FROM (
        SELECT w AS word, sum(sign)::int AS delta
        FROM (
          SELECT unnest(ARRAY[1, -1]) AS sign,
            unnest(ARRAY[
              concat_ws(' ', n."title", n."alt_names", n."short_text", n."tags", n."long_text"),
              concat_ws(' ', o."title", o."alt_names", o."short_text", o."tags", o."long_text")]) AS text
          FROM new_rows n JOIN old_rows o ON o."id" = n."id"
          WHERE (n."title", n."alt_names", n."short_text", n."tags", n."long_text")
            IS DISTINCT FROM (o."title", o."alt_names", o."short_text", o."tags", o."long_text")
        ) AS versions, "search_text_words"(versions.text) AS w
        GROUP BY w
        HAVING sum(sign) <> 0
      ) AS counted;
    END IF;
    -- in word order, so concurrent saves lock shared words in the same order (no deadlock),
    -- then the size
    IF changed IS NOT NULL THEN
      INSERT INTO "search_vocabulary" AS v ("word", "stem", "documents")
      SELECT word, (ts_lexize('english_stem', word))[1], delta FROM unnest(changed, deltas) AS c(word, delta) ORDER BY word
      ON CONFLICT ("word") DO UPDATE SET "documents" = v."documents" + excluded."documents";
      DELETE FROM "search_vocabulary" WHERE "word" = ANY (changed) AND "documents" <= 0;
    END IF;
    IF row_change <> 0 THEN
      UPDATE "search_index_size" SET "documents" = "documents" + row_change;
    END IF;
    RETURN NULL;
  END $$;

  CREATE OR REPLACE FUNCTION "search_vocabulary_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    TRUNCATE "search_vocabulary";
    UPDATE "search_index_size" SET "documents" = 0;
    RETURN NULL;
  END $$;

  DROP TRIGGER IF EXISTS "search_vocabulary_insert" ON "search";
  DROP TRIGGER IF EXISTS "search_vocabulary_update" ON "search";
  DROP TRIGGER IF EXISTS "search_vocabulary_delete" ON "search";
  DROP TRIGGER IF EXISTS "search_vocabulary_truncate" ON "search";
  CREATE TRIGGER "search_vocabulary_insert" AFTER INSERT ON "search"
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_vocabulary_count"();
  CREATE TRIGGER "search_vocabulary_update" AFTER UPDATE ON "search"
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_vocabulary_count"();
  CREATE TRIGGER "search_vocabulary_delete" AFTER DELETE ON "search"
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_vocabulary_count"();
  CREATE TRIGGER "search_vocabulary_truncate" AFTER TRUNCATE ON "search"
    FOR EACH STATEMENT EXECUTE FUNCTION "search_vocabulary_clear"();

  -- the words of the rows already indexed
  TRUNCATE "search_index_size";
  INSERT INTO "search_index_size" ("documents") SELECT count(*) FROM "search";
  TRUNCATE "search_vocabulary";
  INSERT INTO "search_vocabulary" ("word", "stem", "documents")
  SELECT w, (ts_lexize('english_stem', w))[1], count(*)::int
  FROM "search", "search_text_words"(concat_ws(' ', "title", "alt_names", "short_text", "tags", "long_text")) AS w
  GROUP BY w;
  ANALYZE "search";
  ANALYZE "search_vocabulary";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS "search_vocabulary_insert" ON "search";
  DROP TRIGGER IF EXISTS "search_vocabulary_update" ON "search";
  DROP TRIGGER IF EXISTS "search_vocabulary_delete" ON "search";
  DROP TRIGGER IF EXISTS "search_vocabulary_truncate" ON "search";
  DROP FUNCTION IF EXISTS "search_vocabulary_count"();
  DROP FUNCTION IF EXISTS "search_vocabulary_clear"();
  DROP TABLE IF EXISTS "search_vocabulary";
  DROP TABLE IF EXISTS "search_index_size";
  DROP FUNCTION IF EXISTS "search_text_words"(text);
  DROP INDEX IF EXISTS "search_fts_idx";
  ALTER TABLE "search" DROP COLUMN IF EXISTS "fts";
  ALTER TABLE "search" ADD COLUMN "fts" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english'::regconfig, "search_fold"(coalesce("title", ''))), 'A') ||
    setweight(to_tsvector('english'::regconfig, "search_fold"(coalesce("alt_names", ''))), 'B') ||
    setweight(to_tsvector('english'::regconfig, "search_fold"(coalesce("short_text", '') || ' ' || coalesce("tags", ''))), 'C') ||
    setweight(to_tsvector('english'::regconfig, "search_fold"(coalesce("long_text", ''))), 'D')
  ) STORED;
  CREATE INDEX "search_fts_idx" ON "search" USING gin ("fts");`)
}
