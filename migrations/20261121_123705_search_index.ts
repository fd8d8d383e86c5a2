import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_search_kind" AS ENUM('glossary', 'faq', 'events', 'videos', 'poses');
  CREATE TABLE "search" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"priority" numeric,
  	"kind" "enum_search_kind" NOT NULL,
  	"slug" varchar,
  	"alt_names" varchar,
  	"short_text" varchar,
  	"tags" varchar,
  	"long_text" varchar,
  	"ends_at" timestamp(3) with time zone,
  	"result" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "search_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"glossary_terms_id" integer,
  	"faqs_id" integer,
  	"poses_id" integer,
  	"events_id" integer,
  	"videos_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "search_id" integer;
  ALTER TABLE "search_rels" ADD CONSTRAINT "search_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."search"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_rels" ADD CONSTRAINT "search_rels_glossary_terms_fk" FOREIGN KEY ("glossary_terms_id") REFERENCES "public"."glossary_terms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_rels" ADD CONSTRAINT "search_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_rels" ADD CONSTRAINT "search_rels_poses_fk" FOREIGN KEY ("poses_id") REFERENCES "public"."poses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_rels" ADD CONSTRAINT "search_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_rels" ADD CONSTRAINT "search_rels_videos_fk" FOREIGN KEY ("videos_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "search_kind_idx" ON "search" USING btree ("kind");
  CREATE INDEX "search_ends_at_idx" ON "search" USING btree ("ends_at");
  CREATE INDEX "search_updated_at_idx" ON "search" USING btree ("updated_at");
  CREATE INDEX "search_created_at_idx" ON "search" USING btree ("created_at");
  CREATE INDEX "search_rels_order_idx" ON "search_rels" USING btree ("order");
  CREATE INDEX "search_rels_parent_idx" ON "search_rels" USING btree ("parent_id");
  CREATE INDEX "search_rels_path_idx" ON "search_rels" USING btree ("path");
  CREATE INDEX "search_rels_glossary_terms_id_idx" ON "search_rels" USING btree ("glossary_terms_id");
  CREATE INDEX "search_rels_faqs_id_idx" ON "search_rels" USING btree ("faqs_id");
  CREATE INDEX "search_rels_poses_id_idx" ON "search_rels" USING btree ("poses_id");
  CREATE INDEX "search_rels_events_id_idx" ON "search_rels" USING btree ("events_id");
  CREATE INDEX "search_rels_videos_id_idx" ON "search_rels" USING btree ("videos_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_fk" FOREIGN KEY ("search_id") REFERENCES "public"."search"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_search_id_idx" ON "payload_locked_documents_rels" USING btree ("search_id");
  -- Full-text and fuzzy search over the index (src/services/content/search.ts). Payload never reads these
  -- columns; they are generated from the ones it writes, so every sync keeps them current.
  CREATE EXTENSION IF NOT EXISTS unaccent;
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
  -- unaccent() is only STABLE (it looks its dictionary up by name at run time), so it cannot feed a
  -- generated column or an index. This wrapper names the dictionary explicitly and is IMMUTABLE.
  CREATE OR REPLACE FUNCTION "search_fold"(value text) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    RETURN lower(public.unaccent('public.unaccent'::regdictionary, value));
  -- Weighted: title A; Sanskrit, IAST and other names B; short text and tags C; long text D.
  ALTER TABLE "search" ADD COLUMN "fts" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english'::regconfig, "search_fold"(coalesce("title", ''))), 'A') ||
    setweight(to_tsvector('english'::regconfig, "search_fold"(coalesce("alt_names", ''))), 'B') ||
    setweight(to_tsvector('english'::regconfig, "search_fold"(coalesce("short_text", '') || ' ' || coalesce("tags", ''))), 'C') ||
    setweight(to_tsvector('english'::regconfig, "search_fold"(coalesce("long_text", ''))), 'D')
  ) STORED;
  -- Every name of the entry folded, one per line: exact and prefix matches, typos and partial words.
  ALTER TABLE "search" ADD COLUMN "name_key" text GENERATED ALWAYS AS (
    "search_fold"(coalesce("title", '') || E'\n' || coalesce("alt_names", ''))
  ) STORED;
  CREATE INDEX "search_fts_idx" ON "search" USING gin ("fts");
  CREATE INDEX "search_name_key_trgm_idx" ON "search" USING gin ("name_key" gin_trgm_ops);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "search" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "search_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "search" CASCADE;
  DROP TABLE "search_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_search_fk";
  
  DROP INDEX "payload_locked_documents_rels_search_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "search_id";
  DROP TYPE "public"."enum_search_kind";
  DROP FUNCTION IF EXISTS "search_fold"(text);`)
}
