/**
 * Site-wide search (/search and GET /api/search) over the index that
 * @payloadcms/plugin-search keeps (src/collections/Search). One SQL statement finds, ranks and
 * counts: full-text search (weighted, diacritics folded, every word a prefix, English stems),
 * widened by the name words that are a typo of a query word or contain it (a trigram-indexed
 * lexicon). Order within a group: exact name, name prefix, full-text rank, then similarity. */
import type { Payload } from 'payload'

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
}

/** The words of a query as the tokenizer sees them: letters (any script), digits and marks. */
export const queryWords = (q: string): string[] => q.match(/[\p{L}\p{N}\p{M}]+/gu) ?? []

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

/**
 * $1 the query, $2 one kind (or null for all), $3 the group cap, $4 the query's words, $5 how
 * many of each group's best to skip (a tab's "Show all" pages on from there), $6 how many
 * matches to read at most (COUNT_CAP + 1), $7 the rank window (RANK_WINDOW). Every
 * value is a bound parameter; a word reaches to_tsquery only as a quoted lexeme and a name word
 * only through plainto_tsquery, and LIKE wildcards are escaped, so quotes, %, _, backslashes
 * and SQL keywords are searched for literally.
 *
 * Each query word becomes "the word as a prefix, OR a name word one typo away from it (only
 * when no name word starts with it: 'asana' is not a typo of 'apana'), OR a name word that
 * contains it (4 letters or more: 'kona' finds Trikonasana)". The name words come from the
 * search_words lexicon (migration 20261121_133000); the query as typed is matched against all
 * the text (fts), the widened one against titles, names, short text and tags (fts_head), both
 * through GIN. Ranking reads fts_head only (small, stored inline): exact name, name prefix,
 * ts_rank of a match in title/names/short text, a match in the long text only, then a typo or
 * partial-word match by similarity.
 * Typos: one edit for words of 3 to 9 letters, two from 10, or two neighbouring letters swapped;
 * not more, because so many Sanskrit names end in -asana that two edits turn most into another.
 */
export const SEARCH_SQL = `
WITH words AS MATERIALIZED (
  SELECT position, qw,
    -- a quoted lexeme: whatever folding turned a letter into ('½' is ' 1/2', 'ʻ' a quote), it
    -- stays one operand of to_tsquery and never becomes syntax
    '''' || replace(replace(qw, '\\', '\\\\'), '''', '''''') || ''':*' AS lexeme,
    count(*) OVER () = 1 AS alone
  FROM (
    SELECT position, search_fold(word) AS qw
    FROM unnest($4::text[]) WITH ORDINALITY AS given(word, position)
  ) AS folded
  WHERE btrim(qw) <> ''
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
  FROM words
),
alternatives AS MATERIALIZED (
  SELECT w.position, found.word
  FROM words w
  CROSS JOIN LATERAL (
    (SELECT sw.word FROM search_words sw
      WHERE char_length(w.qw) >= 4
        AND sw.word LIKE '%' || replace(replace(replace(w.qw, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'
        AND NOT starts_with(sw.word, w.qw)
      ORDER BY char_length(sw.word) LIMIT 50)
    UNION
    (SELECT sw.word FROM search_words sw
      WHERE char_length(w.qw) >= 3
        AND NOT EXISTS (
          SELECT 1 FROM search_words known
          WHERE known.word LIKE replace(replace(replace(w.qw, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%')
        AND char_length(sw.word) BETWEEN char_length(w.qw) - 2 AND char_length(w.qw) + 2
        AND (
          levenshtein_less_equal(sw.word, w.qw, 2) <= CASE WHEN char_length(w.qw) >= 10 THEN 2 ELSE 1 END
          OR (char_length(sw.word) = char_length(w.qw) AND levenshtein_less_equal(sw.word, w.qw, 2) = 2
            AND ARRAY(SELECT c FROM unnest(string_to_array(sw.word, NULL)) AS c ORDER BY c)
              = ARRAY(SELECT c FROM unnest(string_to_array(w.qw, NULL)) AS c ORDER BY c)))
      LIMIT 20)
  ) AS found
),
given AS MATERIALIZED (
  SELECT search_fold($1) AS nq,
    (SELECT tsquery_and_agg(q) FROM prefixes) AS tsq,
    EXISTS (SELECT 1 FROM alternatives) AS widened,
    (SELECT tsquery_and_agg(per_word) FROM (
      SELECT tsquery_or_agg(q) AS per_word FROM (
        SELECT position, q FROM prefixes
        UNION ALL
        SELECT position, plainto_tsquery('english', word) FROM alternatives
      ) AS each_word GROUP BY position
    ) AS per_words) AS wide
),
-- the widened query only when there is something to widen with: otherwise it is the query as
-- typed, which fts (a superset of fts_head) already matches, and a NULL skips its index scan
params AS MATERIALIZED (
  SELECT nq, tsq, widened, CASE WHEN widened THEN wide END AS wide FROM given
),
-- when the query is widened, the documents the query as typed matches, found through the GIN
-- index: membership here tells a long-text match from a typo match without decompressing each
-- widened match's whole fts (most of the time of a widened query at 100k documents)
direct_ids AS MATERIALIZED (
  SELECT s.id FROM search s CROSS JOIN params p WHERE p.widened AND s.fts @@ p.tsq
),
-- the matches, at most $6 of them (the count cap and one more): a common word stops being
-- read there; only what the counts and the choice of what to rank need
matches AS MATERIALIZED (
  SELECT s.id, s.kind, s.fts_head @@ p.tsq AS head FROM search s CROSS JOIN params p
  WHERE (s.fts @@ p.tsq OR s.fts_head @@ p.wide)
    AND ($2::text IS NULL OR s.kind::text = $2::text)
    AND (s.kind <> 'events' OR s.ends_at >= now())
  LIMIT $6
),
few AS MATERIALIZED (
  SELECT count(*) <= $7 AS yes FROM matches
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
  SELECT s.id, s.kind, s.title, s.name_key, s.fts_head, p.nq, p.tsq,
    CASE WHEN p.widened AND NOT s.fts_head @@ p.tsq THEN s.id IN (SELECT id FROM direct_ids) ELSE true END AS direct
  FROM candidates c JOIN search s ON s.id = c.id CROSS JOIN params p
),
-- narrow rows (no text), materialized once: each group then keeps its best few with a
-- bounded top-N sort instead of sorting every match of a common word
scored AS MATERIALIZED (
  SELECT id, kind, char_length(title) AS title_length, tier,
    ts_rank(fts_head, tsq) AS rank,
    -- only a typo or partial-word match is ordered by similarity (computed below, for the few
    -- that can make the page)
    CASE WHEN tier = 4 THEN name_key END AS name_key
  FROM (
    SELECT hit.*,
      -- name_key holds one folded name per line
      CASE
        WHEN strpos(E'\\n' || name_key || E'\\n', E'\\n' || nq || E'\\n') > 0 THEN 0
        WHEN strpos(E'\\n' || name_key, E'\\n' || nq) > 0 THEN 1
        WHEN fts_head @@ tsq THEN 2
        WHEN direct THEN 3
        ELSE 4
      END AS tier
    FROM hit
  ) AS tiered
),
counts AS (
  SELECT kind, count(*) AS total FROM matches GROUP BY kind
),
ranked AS (
  SELECT c.kind, c.total, best.*,
    row_number() OVER (PARTITION BY c.kind ORDER BY best.tier, best.rank DESC, best.similarity DESC, best.title_length, best.id) AS position
  FROM counts c
  -- a group paged past its end still answers its count (one row without a result)
  LEFT JOIN LATERAL (
    SELECT w.id, w.tier, w.rank, w.title_length,
      CASE WHEN w.tier = 4 THEN word_similarity((SELECT nq FROM params), w.name_key) ELSE 0 END AS similarity
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

/** The bound parameters of SEARCH_SQL for a query. */
export const searchParams = (
  q: string,
  type?: SearchKind,
  { offset = 0, limit = GROUP_CAP, cap = countCap() } = {},
) => [q, type ?? null, limit, queryWords(q), offset, cap + 1, Math.min(cap, RANK_WINDOW)]

export const search = async (payload: Payload, { q, type, offset, limit }: SearchParams): Promise<SearchResults> => {
  const cap = countCap()
  const { rows } = await poolOf(payload).query<Row>(SEARCH_SQL, searchParams(q, type, { offset, limit, cap }))
  const results: SearchResults = {
    glossary: [],
    faq: [],
    events: [],
    videos: [],
    poses: [],
    counts: { glossary: 0, faq: 0, events: 0, videos: 0, poses: 0 },
    order: [],
    totalCount: 0,
    totalCountCapped: false,
  }
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
