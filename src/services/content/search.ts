/**
 * Site-wide search (/search and GET /api/search) over the index that
 * @payloadcms/plugin-search keeps (src/collections/Search). Two SQL statements: the first
 * (QUERY_SQL) turns the query's words into what to search for, a misspelt word replaced by the
 * nearest word of the index (a vocabulary kept by triggers); the second (searchSql) finds, ranks
 * and counts: full-text search (diacritics folded, every word a prefix, English stems), widened
 * by the name words that are a typo of a query word or contain it (a trigram-indexed lexicon).
 * Order within a group: exact name, name prefix, full-text rank, then similarity. */
import type { Payload } from 'payload'
import type { PoolClient } from 'pg'

import { searchEntryOf } from '@/collections/Search/beforeSync'
import { eventDate } from '@/lib/eventFormat'
import { poolOf } from '@/services/platform/shared'
import { KIND_OF_COLLECTION, SEARCH_KINDS, type SearchKind } from '@/collections/Search/kinds'
import { DEFAULT_LIMIT, type SearchParams } from '@/schemas/search'

/** Each group returns at most this many results by default; its count is still the total (up to COUNT_CAP). */
export const GROUP_CAP = DEFAULT_LIMIT

/**
 * A search reads at most this many matches (and one more, to know there are more): above it the
 * counts say "5,000+" (totalCountCapped) and the results are the best of the first 5,001
 * matches found. Reading 10,001 matches of a common word at 100,000 documents took the route's
 * p95 to 52-69 ms on the 2-core machine, over the 50 ms target (bench:search).
 * SEARCH_COUNT_CAP lowers it (the tests do).
 */
export const COUNT_CAP = 5_000
export const countCap = (): number => Number(process.env.SEARCH_COUNT_CAP) || COUNT_CAP
/**
 * Up to this many matches every one is ranked (the order is exact); above it the ranking reads
 * the first this many title, name and short-text matches, and the first of each group
 * (2,000 ranked spent about 5 ms more of a common word's search on ts_rank).
 */
export const RANK_WINDOW = 1_000

export type Snippet = { text: string; marks: [number, number][] }

/** Each result also carries its snippet and where the query matched its title. */
type Hit<T> = T & { snippet: Snippet; titleMarks: [number, number][] }

export type GlossaryHit = Hit<{ id: number; slug: string; term: string; sanskrit: string; shortDef: string; tags: string[] }>
export type FaqHit = Hit<{ id: number; slug: string; question: string; shortAnswer: string; tags: string[] }>
export type PoseHit = Hit<{
  id: number
  slug: string
  englishName: string
  sanskritName: string
  benefits: string[]
  difficulty: string
  category: string
}>
export type EventHit = Hit<{
  id: number
  slug: string
  title: string
  description: string
  eventType: string
  locationType: string
  city?: string
  countryCode?: string
  startDate: string
  endDate?: string
  timeZone: string
  /** the start day in the event's own zone, formatted here once (browsers' zone data differ) */
  when: { date: string }
  isFree: boolean
  facilitatorName?: string
  tags: string[]
}>
export type VideoHit = Hit<{
  id: number
  videoId: string
  title: string
  description: string
  channelName: string
  thumbnailUrl: string
  duration: string
  publishedAt: string | null
}>

export type SearchResults = {
  glossary: GlossaryHit[]
  faq: FaqHit[]
  events: EventHit[]
  videos: VideoHit[]
  poses: PoseHit[]
  /** the true number of matches in each group (the arrays are capped) */
  counts: Record<SearchKind, number>
  /** the groups with matches, the one with the best match first ("corpse pose": poses) */
  order: SearchKind[]
  totalCount: number
  /**
   * More than COUNT_CAP matches: totalCount is COUNT_CAP and each group's count is how many of
   * the first COUNT_CAP + 1 matches it holds (at least that many), shown as "5,000+"
   */
  totalCountCapped: boolean
  /**
   * The query the results are for when a word of q matched nothing and the nearest word of the
   * index was searched for instead ("breathng" → "breathing"); null when q was searched as typed
   */
  correctedQuery: string | null
}

/** The words of a query as the tokenizer sees them: letters (any script), digits and marks. */
const WORDS = /[\p{L}\p{N}\p{M}]+/gu
export const queryWords = (q: string): string[] => q.match(WORDS) ?? []

const ASCII = /^[\x00-\x7f]*$/

/**
 * Lowercase without diacritics, keeping a map from each folded character to the original
 * (null: the same offsets, for ASCII text, most of every text: nothing to build or collect).
 */
const foldWithMap = (value: string): { folded: string; map: number[] | null } => {
  if (ASCII.test(value)) return { folded: value.toLowerCase(), map: null }
  let folded = ''
  const map: number[] = []
  for (let index = 0; index < value.length; ) {
    const codePoint = value.codePointAt(index)!
    // ASCII (most of every text) folds to itself in lowercase, without normalize()
    if (codePoint < 0x80) {
      folded += codePoint >= 65 && codePoint <= 90 ? String.fromCharCode(codePoint + 32) : value[index]
      map.push(index)
      index++
      continue
    }
    const char = String.fromCodePoint(codePoint)
    const plain = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
    for (let i = 0; i < plain.length; i++) map.push(index)
    folded += plain
    index += char.length
  }
  map.push(value.length)
  return { folded, map }
}

const SNIPPET_LENGTH = 180
const WORD_CHAR = /[\p{L}\p{N}\p{M}]/u

/** The query's words as they are compared: folded, one-letter Latin words left out, longest first. */
const foldedWords = (q: string): string[] =>
  [...new Set(queryWords(q).map((word) => foldWithMap(word).folded))]
    .filter((word) => word.length > 1 || /[^\x00-\x7f]/.test(word))
    .sort((a, b) => b.length - a.length)

/**
 * Where in `text` the words start that begin with one of `words` ([start, end) offsets, merged,
 * in order), ignoring case and diacritics, so "asana" marks "Āsana" but "arm" not "warm".
 */
const marksIn = (words: string[], text: string): [number, number][] => {
  const { folded, map } = foldWithMap(text)
  const ranges: [number, number][] = []
  for (const word of words) {
    let from = 0
    for (let at = folded.indexOf(word, from); at >= 0; at = folded.indexOf(word, from)) {
      if (at === 0 || !WORD_CHAR.test(folded[at - 1]!)) ranges.push(map ? [map[at]!, map[at + word.length]!] : [at, at + word.length])
      from = at + word.length
    }
  }
  ranges.sort((a, b) => a[0] - b[0])
  const merged: [number, number][] = []
  for (const range of ranges) {
    const last = merged.at(-1)
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1])
    else merged.push([...range])
  }
  return merged
}

/**
 * A short excerpt of the first text that contains a query word, with the matches marked
 * ([start, end) offsets into `text`). Without any (a typo match) it is the start of the first text.
 */
export const snippetOf = (q: string, texts: string[]): Snippet => snippetFrom(foldedWords(q), texts)

const snippetFrom = (words: string[], texts: string[]): Snippet => {
  // Separate items (benefits, steps, paragraphs) stay visibly separate on one line.
  // each text made one line only when it is reached (a match in the short text never reads the long)
  let first: string | undefined
  for (const raw of texts) {
    const text = raw.trim().replace(/\s*\n+\s*/g, ' · ').replace(/\s+/g, ' ')
    if (!text) continue
    first ??= text
    const marks = marksIn(words, text)
    if (marks.length) return window(text, marks)
  }
  return window(first ?? '', [])
}

/** Cuts `text` to about SNIPPET_LENGTH characters around the first mark, on word boundaries. */
const window = (text: string, marks: [number, number][]): Snippet => {
  if (text.length <= SNIPPET_LENGTH) return { text, marks }
  const focus = marks[0]?.[0] ?? 0
  let start = Math.max(0, focus - 60)
  if (start > 0) {
    const space = text.indexOf(' ', start)
    start = space >= 0 && space < focus ? space + 1 : start
  }
  let end = Math.min(text.length, start + SNIPPET_LENGTH)
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end)
    end = space > Math.max(start, focus) ? space : end
  }
  // A cut next to an item separator drops the separator.
  while (text.startsWith('· ', start)) start += 2
  while (end > start + 2 && text.slice(end - 2, end) === ' ·') end -= 2
  const prefix = start > 0 ? '…' : ''
  const suffix = end < text.length ? '…' : ''
  const shift = prefix.length - start
  return {
    text: `${prefix}${text.slice(start, end)}${suffix}`,
    marks: marks
      .filter(([from, to]) => from >= start && to <= end)
      .map(([from, to]) => [from + shift, to + shift] as [number, number]),
  }
}

type Row = {
  kind: SearchKind
  title: string | null
  result: Record<string, unknown> | null
  short_text: string | null
  long_text: string | null
  total: string
  tier: number
  rank: number
  similarity: number
}

/** What a query searches for: QUERY_SQL's answer. */
export type QueryPlan = {
  /** every word as a prefix (misspelt words corrected), as tsquery text; null: nothing to search for */
  tsq: string | null
  /** tsq widened by the name words that contain a query word or are a typo of it; null: none */
  wide: string | null
  /** [position in queryWords(q) from 1, the word of the index searched for instead] */
  corrections: [number, string][]
  /** the query's words are in COMMON_SHARE of the documents or more */
  common: boolean
}

/**
 * A query whose words are each in this share of the documents or more (together: the shares
 * multiplied) reads the table in id order until the count cap; a rarer one reads its matches
 * from the GIN indexes. Measured at 100,000 documents (the statement alone, idle machine): a
 * word in 45 % of them ('breath') 19 ms read in order, 39 ms from the index; 32 % ('medit') 28
 * and 29 ms; 19 % ('spine') 39 and 26 ms; 8 % ('postur') 44 and 20 ms; 'asana' 277 and 24 ms.
 */
export const COMMON_SHARE = 0.3

/**
 * How the second statement reads the matches, set for its transaction only. Left to itself the
 * planner prices a row's full-text check far below what it costs: with a word in thousands of
 * names (asana) it read 61,000 rows in id order (280 ms) where the index took 24.
 */
const READ_MATCHES = {
  inOrder: 'SET LOCAL enable_bitmapscan = off; SET LOCAL enable_seqscan = off',
  fromIndex: 'SET LOCAL enable_indexscan = off; SET LOCAL enable_seqscan = off',
} as const

/**
 * The first of a search's two statements: what the query's words ($1, queryWords(q)) search
 * for. Small tables only (the vocabulary and the name words), so it is quick; its answer is
 * bound into the second statement as values, and how common the words are ($2: COMMON_SHARE,
 * from the vocabulary's counts) chooses how the second reads the matches.
 *
 * Misspelt words: a word of 4 letters or more, without digits, that would find nothing (no
 * stem in the index starts with its English stem, and no name contains it) is
 * replaced by the nearest word of search_vocabulary (migration 20261127_040000): one edit away
 * (two from 10 letters) or two neighbouring letters swapped; the nearest first, then one that
 * keeps the first letter, then the word in the most documents. Failing that, a word whose stem
 * is that near the word's stem ("streching", stem "strech": "stretches", stem "stretch"). The
 * search is then the one for the corrected query, so "breathng" finds what "breathing" finds,
 * in the same order.
 *
 * Each (corrected) word then becomes "the word as a prefix, OR a name word one typo away from
 * it (only when no name word starts with it: 'asana' is not a typo of 'apana'), OR a name word
 * that contains it (4 letters or more: 'kona' finds Trikonasana)". The name words come from the
 * search_words lexicon (migration 20261121_133000).
 * Typos: one edit for words of 3 to 9 letters, two from 10, or two neighbouring letters swapped;
 * not more, because so many Sanskrit names end in -asana that two edits turn most into another.
 *
 * Every value is a bound parameter; a word reaches to_tsquery only as a quoted lexeme and a
 * name word only through plainto_tsquery, and LIKE wildcards are escaped, so quotes, %, _,
 * backslashes and SQL keywords are searched for literally.
 */
export const QUERY_SQL = `
WITH words AS MATERIALIZED (
  SELECT position, qw, count(*) OVER () = 1 AS alone
  FROM (
    SELECT position, search_fold(word) AS qw
    FROM unnest($1::text[]) WITH ORDINALITY AS given(word, position)
  ) AS folded
  WHERE btrim(qw) <> ''
),
-- words that nothing in the index starts with and no name contains (never a stop word): the
-- full-text query looks for an indexed stem that starts with the word's stem ("happy" is the
-- start of "happiness", stem "happi"; "meditaing" is the start of nothing, stem "medita")
unknown AS MATERIALIZED (
  SELECT w.position, w.qw, english.stem, CASE WHEN char_length(w.qw) >= 10 THEN 2 ELSE 1 END AS reach,
    -- the word with two neighbouring letters swapped, at each place
    ARRAY(SELECT left(w.qw, i - 1) || substr(w.qw, i + 1, 1) || substr(w.qw, i, 1) || substr(w.qw, i + 2)
      FROM generate_series(1, char_length(w.qw) - 1) AS i) AS swaps
  FROM words w
  CROSS JOIN LATERAL (SELECT (ts_lexize('english_stem', w.qw))[1] AS stem) AS english
  -- (levenshtein() refuses more than 255 letters, and folding lengthens some: 'ß' is 'ss')
  WHERE char_length(w.qw) BETWEEN 4 AND 60
    -- the vocabulary's words have no digits or ASCII punctuation
    AND w.qw !~ '[\\x20-\\x40\\x5b-\\x60\\x7b-\\x7e]'
    AND english.stem IS NOT NULL
    -- what the full-text query looks for: a stem that starts with the word's stem
    AND NOT EXISTS (
      SELECT 1 FROM search_vocabulary v
      WHERE v.stem >= english.stem COLLATE "C" AND v.stem < (english.stem || chr(1114111)) COLLATE "C")
    -- nor does it name a part of a name (see alternatives)
    AND NOT EXISTS (
      SELECT 1 FROM search_words sw
      WHERE sw.word LIKE '%' || replace(replace(replace(w.qw, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'
        AND NOT starts_with(sw.word, w.qw))
),
corrections AS MATERIALIZED (
  SELECT u.position, fix.word
  FROM unknown u
  CROSS JOIN LATERAL (
    SELECT v.word
    FROM search_vocabulary v
    CROSS JOIN LATERAL (
      SELECT CASE WHEN v.word = ANY (u.swaps) THEN 1 ELSE levenshtein_less_equal(v.word, u.qw, u.reach) END AS by_word,
        levenshtein_less_equal(v.stem, u.stem, u.reach) AS by_stem
    ) AS d
    WHERE (char_length(v.word) BETWEEN char_length(u.qw) - u.reach AND char_length(u.qw) + u.reach
        OR char_length(v.stem) BETWEEN char_length(u.stem) - u.reach AND char_length(u.stem) + u.reach)
      AND least(d.by_word, d.by_stem) <= u.reach
    ORDER BY d.by_word > u.reach, least(d.by_word, d.by_stem), left(v.word, 1) <> left(u.qw, 1), v.documents DESC, v.word
    LIMIT 1
  ) AS fix
),
searched AS MATERIALIZED (
  SELECT position, qw, alone,
    replace(replace(replace(qw, '\\', '\\\\'), '%', '\\%'), '_', '\\_') AS pattern,
    -- a quoted lexeme: whatever folding turned a letter into ('½' is ' 1/2', 'ʻ' a quote), it
    -- stays one operand of to_tsquery and never becomes syntax
    '''' || replace(replace(qw, '\\', '\\\\'), '''', '''''') || ''':*' AS lexeme
  FROM (
    SELECT w.position, coalesce(c.word, w.qw) AS qw, w.alone
    FROM words w LEFT JOIN corrections c USING (position)
  ) AS fixed
),
prefixes AS MATERIALIZED (
  -- English stems as prefixes ("breathing" also finds "breathe"). A stop word is not in the
  -- index: typed alone it is a plain prefix, the start of a name being typed ("for" finds
  -- Forward Fold); next to other words it is left out ("what is savasana for").
  SELECT position,
    CASE
      WHEN numnode(to_tsquery('english', lexeme)) > 0 THEN to_tsquery('english', lexeme)
      WHEN alone THEN to_tsquery('simple', lexeme)
    END AS q
  FROM searched
),
shares AS MATERIALIZED (
  SELECT s.position,
    CASE
      WHEN e.stem IS NOT NULL THEN (
        SELECT max(v.documents) FROM search_vocabulary v
        WHERE v.stem >= e.stem COLLATE "C" AND v.stem < (e.stem || chr(1114111)) COLLATE "C")
      WHEN s.alone THEN (
        SELECT max(v.documents) FROM search_vocabulary v
        WHERE v.word >= s.qw COLLATE "C" AND v.word < (s.qw || chr(1114111)) COLLATE "C")
    END AS documents,
    e.stem IS NULL AND NOT s.alone AS dropped
  FROM searched s
  CROSS JOIN LATERAL (SELECT (ts_lexize('english_stem', s.qw))[1] AS stem) AS e
),
alternatives AS MATERIALIZED (
  SELECT w.position, found.word
  FROM searched w
  CROSS JOIN LATERAL (
    (SELECT sw.word FROM search_words sw
      WHERE char_length(w.qw) >= 4
        AND sw.word LIKE '%' || w.pattern || '%'
        AND NOT starts_with(sw.word, w.qw)
      ORDER BY char_length(sw.word) LIMIT 50)
    UNION
    (SELECT sw.word FROM search_words sw
      WHERE char_length(w.qw) BETWEEN 3 AND 60
        AND NOT EXISTS (SELECT 1 FROM search_words known WHERE known.word LIKE w.pattern || '%')
        AND char_length(sw.word) BETWEEN char_length(w.qw) - 2 AND char_length(w.qw) + 2
        AND (
          levenshtein_less_equal(sw.word, w.qw, 2) <= CASE WHEN char_length(w.qw) >= 10 THEN 2 ELSE 1 END
          OR (char_length(sw.word) = char_length(w.qw) AND levenshtein_less_equal(sw.word, w.qw, 2) = 2
            AND ARRAY(SELECT c FROM unnest(string_to_array(sw.word, NULL)) AS c ORDER BY c)
              = ARRAY(SELECT c FROM unnest(string_to_array(w.qw, NULL)) AS c ORDER BY c)))
      LIMIT 20)
  ) AS found
)
SELECT
  (SELECT tsquery_and_agg(q) FROM prefixes)::text AS tsq,
  -- only when there is something to widen with: otherwise it is the query as typed, which fts
  -- (a superset of fts_head) already matches
  CASE WHEN EXISTS (SELECT 1 FROM alternatives) THEN (
    SELECT tsquery_and_agg(per_word) FROM (
      SELECT tsquery_or_agg(q) AS per_word FROM (
        SELECT position, q FROM prefixes
        UNION ALL
        SELECT position, plainto_tsquery('english', word) FROM alternatives
      ) AS each_word GROUP BY position
    ) AS per_words
  )::text END AS wide,
  (SELECT coalesce(json_agg(json_build_array(position, word) ORDER BY position), '[]') FROM corrections) AS corrections,
  -- how common the query is: for each word, the share of the index's rows that hold the
  -- commonest indexed word it is the start of (a stop word next to others is left out of the
  -- query, and of this); the shares multiplied
  coalesce((
    SELECT exp(sum(ln(greatest(coalesce(documents, 0), 0.5) / rows.total)))
    FROM shares CROSS JOIN (SELECT greatest(documents, 1) AS total FROM search_index_size) AS rows
    WHERE NOT dropped
  ), 0) >= $2 AS common`

/**
 * The second statement: finds, ranks and counts. $1 the query (as corrected), $2 one kind (or
 * null for all), $3 the group cap, $4 tsq, $5 how many of each group's best to skip (a tab's
 * "Show all" pages on from there), $6 how many matches to read at most (COUNT_CAP + 1), $7 the
 * rank window (RANK_WINDOW), and when widened $8 wide.
 *
 * The query's words (tsq) are matched against all the text (fts: lexemes only, stored in the
 * row), the widened ones (wide) against titles, names, short text and tags (fts_head). Ranking
 * reads fts_head only (small, stored inline): exact name, name prefix, ts_rank of a match in
 * title/names/short text, a match in the long text only, then a typo or partial-word match by
 * similarity.
 */
export const searchSql = (widened: boolean, common: boolean) => `
-- the matches, at most $6 of them (the count cap and one more): reading stops there; only
-- what the counts and the choice of what to rank need. Common words: the table in id order
-- (a plain table read may start anywhere, synchronize_seqscans, and would not read the same
-- ones every time); rarer ones: the GIN index, then the table in page order.
WITH given AS MATERIALIZED (
  SELECT search_fold($1) AS nq
),
matches AS MATERIALIZED (
  SELECT s.id, s.kind, s.fts_head @@ $4::tsquery AS head FROM search s
  WHERE (s.fts @@ $4::tsquery${widened ? ' OR s.fts_head @@ $8::tsquery' : ''})
    AND ($2::text IS NULL OR s.kind::text = $2::text)
    AND (s.kind <> 'events' OR s.ends_at >= now())${common ? '\n  ORDER BY s.id' : ''}
  LIMIT $6
),
counts AS MATERIALIZED (
  SELECT kind, count(*) AS total FROM matches GROUP BY kind
),
few AS MATERIALIZED (
  SELECT coalesce(sum(total), 0) <= $7 AS yes FROM counts
),
-- what is ranked: every match when there are at most $7 (the rank window); above it the first
-- $7 whose title, names, short text or tags match the query as typed (every exact name and
-- name prefix among them), and the first of each group's matches, so that no group with
-- matches goes without results
candidates AS (
  SELECT id FROM matches WHERE (SELECT yes FROM few)
  UNION
  (SELECT id FROM matches WHERE NOT (SELECT yes FROM few) AND head LIMIT $7)
  UNION
  SELECT firsts.id FROM unnest(enum_range(NULL::enum_search_kind)) AS k(kind)
  CROSS JOIN LATERAL (
    SELECT m.id FROM matches m WHERE NOT (SELECT yes FROM few) AND m.kind = k.kind LIMIT $3::int + $5::int
  ) AS firsts
),
hit AS (
  -- a widened match that the query as typed matches nowhere is a typo or partial-word match
  -- (looked up by id: a hash join would read the whole table)
  SELECT s.id, s.kind, s.title, s.name_key, s.fts_head, ${widened ? 's.fts @@ $4::tsquery' : 'true'} AS direct
  FROM search s WHERE s.id = ANY (ARRAY(SELECT id FROM candidates))
),
-- narrow rows (no text), materialized once: each group then keeps its best few with a
-- bounded top-N sort instead of sorting every match of a common word
scored AS MATERIALIZED (
  SELECT id, kind, char_length(title) AS title_length, tier,
    ts_rank(fts_head, $4::tsquery) AS rank,
    -- only a typo or partial-word match is ordered by similarity (computed below, for the few
    -- that can make the page)
    CASE WHEN tier = 4 THEN name_key END AS name_key
  FROM (
    SELECT hit.*,
      -- name_key holds one folded name per line
      CASE
        WHEN strpos(E'\\n' || name_key || E'\\n', E'\\n' || (SELECT nq FROM given) || E'\\n') > 0 THEN 0
        WHEN strpos(E'\\n' || name_key, E'\\n' || (SELECT nq FROM given)) > 0 THEN 1
        WHEN fts_head @@ $4::tsquery THEN 2
        WHEN direct THEN 3
        ELSE 4
      END AS tier
    FROM hit
  ) AS tiered
),
ranked AS (
  SELECT c.kind, c.total, best.*,
    row_number() OVER (PARTITION BY c.kind ORDER BY best.tier, best.rank DESC, best.similarity DESC, best.title_length, best.id) AS position
  FROM counts c
  -- a group paged past its end still answers its count (one row without a result)
  LEFT JOIN LATERAL (
    SELECT w.id, w.tier, w.rank, w.title_length,
      CASE WHEN w.tier = 4 THEN word_similarity((SELECT nq FROM given), w.name_key) ELSE 0 END AS similarity
    FROM (
      -- the best by tier and rank, with every row tied with the last: the similarity that
      -- orders ties is computed for these only
      SELECT * FROM scored w WHERE w.kind = c.kind
      ORDER BY w.tier, w.rank DESC
      FETCH FIRST ($3::int + $5::int) ROWS WITH TIES
    ) AS w
    ORDER BY w.tier, w.rank DESC, similarity DESC, w.title_length, w.id
    LIMIT $3 OFFSET $5
  ) AS best ON true
)
-- only the shown rows read their text and result
SELECT r.kind, s.title, s.result, s.short_text, s.long_text, r.total, r.tier, r.rank, r.similarity
FROM ranked r LEFT JOIN search s ON s.id = r.id
ORDER BY r.kind, r.position`

type Queryable = Pick<PoolClient, 'query'>

/** What the query's words search for (QUERY_SQL). */
export const planQuery = async (db: Queryable, q: string): Promise<QueryPlan> => {
  // prepared once per connection: planned once, not on every search
  const { rows } = await db.query<QueryPlan>({ name: 'search-query-words', text: QUERY_SQL, values: [queryWords(q), COMMON_SHARE] })
  return rows[0] ?? { tsq: null, wide: null, corrections: [], common: false }
}

/** The query with its misspelt words replaced by the words searched for instead. */
export const correctedQuery = (q: string, corrections: [number, string][]): string => {
  if (!corrections.length) return q
  const instead = new Map(corrections)
  let position = 0
  return q.replace(WORDS, (word) => instead.get(++position) ?? word)
}

/** The second statement and its values for a query (`q` as corrected) and its plan. */
export const searchStatement = (
  q: string,
  plan: QueryPlan,
  type?: SearchKind,
  { offset = 0, limit = GROUP_CAP, cap = countCap() } = {},
) => ({
  // one prepared statement per form of the SQL, planned once per connection
  name: `search-${plan.wide !== null ? 'widened' : 'plain'}-${plan.common ? 'in-order' : 'from-index'}`,
  text: searchSql(plan.wide !== null, plan.common),
  /** the planner settings of its transaction */
  settings: plan.common ? READ_MATCHES.inOrder : READ_MATCHES.fromIndex,
  values: [
    q,
    type ?? null,
    limit,
    plan.tsq,
    offset,
    cap + 1,
    Math.min(cap, RANK_WINDOW),
    ...(plan.wide !== null ? [plan.wide] : []),
  ],
})

const noResults = (): SearchResults => ({
  glossary: [],
  faq: [],
  events: [],
  videos: [],
  poses: [],
  counts: { glossary: 0, faq: 0, events: 0, videos: 0, poses: 0 },
  order: [],
  totalCount: 0,
  totalCountCapped: false,
  correctedQuery: null,
})

/** Runs the second statement with its planner settings (inside the search's transaction). */
export const runSearchStatement = async (
  db: Queryable,
  { name, text, values, settings }: Omit<ReturnType<typeof searchStatement>, 'name'> & { name?: string },
) => {
  await db.query(settings)
  return (await db.query<Row>({ name, text, values })).rows
}

/**
 * Runs `work` in a read-only transaction on one connection, the planner settings of the
 * statements local to it. Both statements run the plan made once for the connection
 * (plan_cache_mode = force_generic_plan): planning the first for each query took 2 ms of 3,
 * the second 1 to 1.5 ms; the settings choose how the second reads the matches, which is what
 * a plan for the values would have chosen from them.
 */
export const inSearchTransaction = async <T>(payload: Payload, work: (db: Queryable) => Promise<T>): Promise<T> => {
  const client = await poolOf(payload).connect()
  let failure: Error | undefined
  try {
    await client.query('BEGIN READ ONLY; SET LOCAL plan_cache_mode = force_generic_plan')
    try {
      return await work(client)
    } finally {
      // (after an error: ends the failed transaction)
      await client.query('COMMIT')
    }
  } catch (error) {
    failure = error as Error
    throw error
  } finally {
    // a connection that failed is not given back to the pool
    client.release(failure)
  }
}

export const search = async (payload: Payload, { q: typed, type, offset, limit }: SearchParams): Promise<SearchResults> => {
  const cap = countCap()
  const results = noResults()
  const { q, rows } = await inSearchTransaction(payload, async (db) => {
    const plan = await planQuery(db, typed)
    const corrected = correctedQuery(typed, plan.corrections)
    // nothing to search for (only punctuation, or only stop words): nothing found
    if (plan.tsq === null) return { q: corrected, rows: [] }
    return { q: corrected, rows: await runSearchStatement(db, searchStatement(corrected, plan, type, { offset, limit, cap })) }
  })
  results.correctedQuery = q === typed ? null : q
  const best: Row[] = []
  const words = foldedWords(q)
  let total = 0
  for (const row of rows) {
    // past the cap a group's count is how many of the first cap + 1 matches it holds
    if (!results.counts[row.kind]) total += Number(row.total)
    results.counts[row.kind] = Math.min(Number(row.total), cap)
    if (!row.result) continue
    if (!results[row.kind].length) best.push(row)
    const snippet = snippetFrom(words, [row.short_text ?? '', row.long_text ?? ''])
    // where the query matched the name the result is shown under
    const titleMarks = marksIn(words, row.title ?? '')
    const hit = { ...row.result, snippet, titleMarks } as Record<string, unknown>
    if (row.kind === 'events') {
      const event = row.result as { startDate?: string; timeZone?: string }
      hit.when = { date: event.startDate && event.timeZone ? eventDate(event.startDate, event.timeZone) : '' }
    }
    ;(results[row.kind] as unknown[]).push(hit)
  }
  results.totalCountCapped = total > cap
  results.totalCount = Math.min(total, cap)
  // Rows come grouped, each group's best first: order the groups by those.
  results.order = best
    .sort((a, b) => a.tier - b.tier || b.rank - a.rank || b.similarity - a.similarity)
    .map((row) => row.kind)
  return results
}

/**
 * Rebuilds the index from the published documents (the admin's "Reindex" does the same per
 * collection). Used when a database that predates the index is started, and after bulk imports.
 */
export const reindexSearch = async (payload: Payload): Promise<number> => {
  let written = 0
  for (const collection of Object.keys(KIND_OF_COLLECTION) as (keyof typeof KIND_OF_COLLECTION & string)[]) {
    const drafts = Boolean(payload.collections[collection as 'faqs']?.config.versions?.drafts)
    const { docs } = await payload.find({
      collection: collection as 'faqs',
      pagination: false,
      depth: 0,
      overrideAccess: true,
      ...(drafts ? { where: { _status: { equals: 'published' } } } : {}),
    })
    await payload.delete({
      collection: 'search',
      where: { kind: { equals: KIND_OF_COLLECTION[collection] } },
      overrideAccess: true,
      depth: 0,
    })
    for (const doc of docs) {
      const entry = searchEntryOf(collection, doc as unknown as Record<string, unknown>)
      if (!entry) continue
      await payload.create({
        collection: 'search',
        data: { ...entry, doc: { relationTo: collection as 'faqs', value: doc.id } } as never,
        overrideAccess: true,
        depth: 0,
      })
      written++
    }
  }
  return written
}

/** Fills an empty index when there is published content to index (older databases). */
export const ensureSearchIndex = async (payload: Payload): Promise<void> => {
  const { totalDocs } = await payload.count({ collection: 'search', overrideAccess: true })
  if (totalDocs > 0) return
  const written = await reindexSearch(payload)
  if (written) payload.logger.info(`Search index built: ${written} entries`)
}
