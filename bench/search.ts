/**
 * GET /api/search over the seeded library plus generated documents, at 10,000 and then 100,000
 * documents: p50 and p95 of typical queries through the route handler (zod → service → one SQL
 * statement → JSON), and of an unindexed ILIKE over the same rows in the same run, with the
 * ratio. Not a test: run it by hand.
 *
 *   node --import ./server/register.mjs --import tsx bench/search.ts [runs=40]      (BENCH_EXPLAIN=1 prints each query's plan)
 *
 * The generated documents are made of the library's own words at their natural frequencies
 * (common words stay common: "breath" is in three documents out of four), titled with three of
 * them; one in ten carries one of the library's Sanskrit names. So the queries meet realistic
 * numbers of matches, and a common word meets very many. A throwaway embedded PostgreSQL is started and deleted.
 */
import { performance } from 'node:perf_hooks'

import pg from 'pg'

import { startTestDatabase } from '@tests/support/testDatabase'

import { time as timeRuns } from './lib'

const runs = Number(process.argv[2] ?? 40)
const time = (fn: () => Promise<unknown>) => timeRuns(fn, runs)
const SIZES = [10_000, 100_000]
/** the target: every query's p95 through the route at 100,000 documents. */
const TARGET_P95_MS = 50
const QUERIES = [
  ['exact term', 'asana'],
  ['no diacritics', 'sirsasana'],
  ['Devanagari', 'आसन'],
  ['English pose name', 'downward dog'],
  ['common word', 'breathing'],
  ['typo', 'pranajama'],
  ['as you type', 'trik'],
  ['question', 'what should i wear'],
  // misspelt English words: each is searched as the word it is nearest to
  ['missing letter', 'breathng'],
  ['swapped letters', 'postrue'],
  ['wrong word', 'mediation'],
] as const


/** The baseline: what a search without the index has to do (case-insensitive substring scan). */
const ILIKE_SQL = `
SELECT kind, result FROM (
  SELECT kind, result, row_number() OVER (PARTITION BY kind ORDER BY title) AS position, count(*) OVER (PARTITION BY kind) AS total
  FROM search
  WHERE (title ILIKE $1 OR alt_names ILIKE $1 OR short_text ILIKE $1 OR tags ILIKE $1 OR long_text ILIKE $1)
    AND (kind <> 'events' OR ends_at >= now())
) ranked WHERE position <= 20`

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

const database = await startTestDatabase('yoga_bench_search')
process.env.DATABASE_URL = database.url
process.env.PAYLOAD_SECRET = 'bench-secret'
try {
  // Run through `npm run bench:search` (server/register.mjs): without its hook, Lexical's
  // top-level awaits inside the config's module graph could leave Node 20 unsettled (exit 13).
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  const { migrate } = await import('@/seed/migrate')
  const { seed } = await import('@/seed')
  const { GET } = await import('@/app/(frontend)/api/search/route')
  const { correctedQuery, planQuery, runSearchStatement, searchStatement } = await import('@/services/content/search')
  const payload = await getPayload({ config })
  await migrate(payload)
  await seed(payload)

  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  await client.query('SELECT setseed(0.42)')
  // The library's words in running order (so common words stay common), then 2,000 short and
  // long texts drawn from them; generated documents reuse those texts, names and tags. Every
  // list is in the order of the documents' slugs, not the table's (which the seed's saves can
  // change from run to run): the same documents every run.
  await client.query(`
    CREATE TEMP TABLE words AS
    SELECT row_number() OVER (ORDER BY s.kind, s.slug, w.n) AS id, w.word
    FROM search s, regexp_split_to_table(coalesce(s.short_text, '') || ' ' || coalesce(s.long_text, ''), '\\s+') WITH ORDINALITY AS w(word, n)
    WHERE w.word <> ''`)
  await client.query('CREATE INDEX ON words (id)')
  const { rows: [{ n: wordCount }] } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM words')
  const draw = (count: number) =>
    `(SELECT string_agg((SELECT w.word FROM words w WHERE w.id = r.id), ' ')
      FROM (SELECT 1 + floor(random() * ${wordCount})::int + 0 * k * g AS id FROM generate_series(1, ${count}) AS k) AS r)`
  await client.query(`
    CREATE TEMP TABLE texts AS
    SELECT g AS id, ${draw(25)} AS short_text, ${draw(120)} AS long_text FROM generate_series(0, 1999) AS g`)
  await client.query(`
    CREATE TEMP TABLE corpus AS
    SELECT (SELECT array_agg(alt_names ORDER BY kind, slug) FROM search WHERE alt_names <> '') AS alts,
      (SELECT array_agg(tags ORDER BY kind, slug) FROM search WHERE tags <> '') AS tags`)
  const { rows: [seeded] } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM search')
  console.log(`Seeded library: ${seeded!.n} documents, ${wordCount!.toLocaleString()} words`)

  // the n-th value of an array, n stepping through all of it (the steps are prime)
  const pick = (array: string, n: string, step: number) => `${array}[1 + (${n} * ${step}) % array_length(${array}, 1)]`

  let total = seeded!.n
  for (const size of SIZES) {
    const add = size - total
    const started = performance.now()
    await client.query(`
      INSERT INTO search (kind, title, slug, alt_names, short_text, tags, long_text, ends_at, result, updated_at, created_at)
      SELECT
        (ARRAY['glossary','faq','events','videos','poses'])[1 + i % 5]::enum_search_kind,
        initcap(array_to_string((string_to_array(n.short_text, ' '))[1:3], ' ')) || ' ' || i,
        'generated-' || i,
        CASE WHEN i % 10 = 0 THEN ${pick('c.alts', 'i / 10', 37)} ELSE '' END,
        t.short_text,
        ${pick('c.tags', 'i', 41)},
        t.long_text,
        CASE WHEN i % 5 = 2 THEN now() + (i % 300 - 30) * interval '1 day' END,
        jsonb_build_object('id', i, 'slug', 'generated-' || i, 'title', 'Generated ' || i, 'tags', '[]'::jsonb),
        now(), now()
      FROM generate_series(${total + 1}, ${size}) AS i
      JOIN texts t ON t.id = (i * 7919) % 2000
      JOIN texts n ON n.id = (i::bigint * 104729 + 13) % 2000
      CROSS JOIN corpus c`)
    // the steady state autovacuum keeps: statistics and a visibility map
    await client.query('VACUUM ANALYZE search')
    total = size
    console.log(`\nAdded ${add.toLocaleString()} generated documents in ${((performance.now() - started) / 1000).toFixed(1)} s: ${size.toLocaleString()} in all, ${runs} runs per query`)
    console.log('query                                       matches   indexed p50 / p95      ILIKE p50 / p95      p95 ratio   target')
    for (const [label, q] of QUERIES) {
      const url = `http://localhost/api/search?q=${encodeURIComponent(q)}`
      const first = await (await GET(new Request(url))).json()
      const indexed = await time(async () => (await GET(new Request(url))).json())
      const scan = await time(() => client.query(ILIKE_SQL, [likePattern(q)]))
      if (process.env.BENCH_EXPLAIN) {
        await client.query('BEGIN READ ONLY')
        const plan = await planQuery(client, q)
        const statement = searchStatement(correctedQuery(q, plan.corrections), plan)
        const rows = await runSearchStatement(client, { ...statement, name: undefined, text: `EXPLAIN (ANALYZE, COSTS OFF) ${statement.text}` })
        await client.query('COMMIT')
        console.log(rows.map((row) => (row as unknown as Record<string, string>)['QUERY PLAN']).join('\n'))
      }
      const ms = (n: number) => n.toFixed(1).padStart(6)
      console.log(
        `${`${label} (${q}${first.results.correctedQuery ? ` → ${first.results.correctedQuery}` : ''})`.padEnd(44)}${String(first.results.totalCount).padStart(7)}   ${ms(indexed.p50)} / ${ms(indexed.p95)} ms   ${ms(scan.p50)} / ${ms(scan.p95)} ms   ${(scan.p95 / indexed.p95).toFixed(1).padStart(6)}×   p95 ≤ ${TARGET_P95_MS} ms ${indexed.p95 <= TARGET_P95_MS ? 'PASS' : 'FAIL'}`,
      )
    }
  }
  await client.end()
  // Payload keeps an idle pooled connection; stopping the server ends it, which is expected here.
  ;(payload.db as unknown as { pool?: { on: (event: string, fn: () => void) => void } }).pool?.on('error', () => {})
} finally {
  await database.stop()
  process.exit(0)
}
