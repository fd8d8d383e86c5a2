/**
 * Site-wide search (SPEC §2 /search, §7 GET /api/search) over the index that
 * @payloadcms/plugin-search keeps (src/collections/Search). One SQL statement finds, ranks and
 * counts: full-text search (weighted, diacritics folded, every word a prefix, English stems),
 * trigram word similarity on the names for typos, and a trigram-indexed substring match on the
 * names for partial words. Order within a group: exact name, name prefix, full-text rank, then
 * trigram similarity.
 */
import type { Payload } from 'payload'
import type { Pool } from 'pg'

import { searchEntryOf } from '@/collections/Search/beforeSync'
import { KIND_OF_COLLECTION, SEARCH_KINDS, type SearchKind } from '@/collections/Search/kinds'
import type { SearchParams } from '@/schemas/search'

/** Each group returns at most this many results; its count is still the true total. */
export const GROUP_CAP = 20

export type Snippet = { text: string; marks: [number, number][] }

type Hit<T> = T & { snippet: Snippet }

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
}

/** The words of a query as the tokenizer sees them: letters (any script), digits and marks. */
export const queryWords = (q: string): string[] => q.match(/[\p{L}\p{N}\p{M}]+/gu) ?? []

/** Every word a prefix, all required: "down dog" finds "Downward-Facing Dog" as you type. */
export const toTsQuery = (q: string): string | null => {
  const words = queryWords(q)
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null
}

/** Lowercase without diacritics, keeping a map from each folded character to the original. */
const foldWithMap = (value: string): { folded: string; map: number[] } => {
  let folded = ''
  const map: number[] = []
  for (let index = 0; index < value.length; ) {
    const codePoint = value.codePointAt(index)!
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

/**
 * A short excerpt of the first text that contains a query word, with every occurrence of a
 * query word marked ([start, end) offsets into `text`). Diacritics are ignored, so "asana"
 * marks "āsana". Without any occurrence (a typo match) it is the start of the first text.
 */
export const snippetOf = (q: string, texts: string[]): Snippet => {
  const words = [...new Set(queryWords(q).map((word) => foldWithMap(word).folded))]
    .filter((word) => word.length > 1 || /[^\x00-\x7f]/.test(word))
    .sort((a, b) => b.length - a.length)
  // Separate items (benefits, steps, paragraphs) stay visibly separate on one line.
  const candidates = texts.map((text) => text.trim().replace(/\s*\n+\s*/g, ' · ').replace(/\s+/g, ' ')).filter(Boolean)
  for (const text of candidates) {
    const { folded, map } = foldWithMap(text)
    const ranges: [number, number][] = []
    for (const word of words) {
      let from = 0
      for (let at = folded.indexOf(word, from); at >= 0; at = folded.indexOf(word, from)) {
        ranges.push([map[at]!, map[at + word.length]!])
        from = at + word.length
      }
    }
    if (!ranges.length) continue
    ranges.sort((a, b) => a[0] - b[0])
    const merged: [number, number][] = []
    for (const range of ranges) {
      const last = merged.at(-1)
      if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1])
      else merged.push([...range])
    }
    return window(text, merged)
  }
  const first = candidates[0] ?? ''
  return window(first, [])
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
  result: Record<string, unknown>
  short_text: string | null
  long_text: string | null
  total: string
  tier: number
  rank: number
  similarity: number
}

/**
 * When a name word matches a query word: it contains it (3 letters or more), or it is a typo of
 * it: one edit for words of 3 to 9 letters, two from 10, or two neighbouring letters swapped.
 * (Not more: so many Sanskrit names end in -āsana that two edits turn most into another one.)
 */
const TYPO_WORD_SQL = `
  (char_length(qw) >= 3 AND strpos(w, qw) > 0)
  OR levenshtein_less_equal(w, qw, 2) <= CASE WHEN char_length(qw) >= 10 THEN 2 WHEN char_length(qw) >= 3 THEN 1 ELSE 0 END
  OR (char_length(qw) >= 3 AND char_length(w) = char_length(qw) AND levenshtein_less_equal(w, qw, 2) = 2
      AND ARRAY(SELECT c FROM unnest(string_to_array(w, NULL)) AS c ORDER BY c)
        = ARRAY(SELECT c FROM unnest(string_to_array(qw, NULL)) AS c ORDER BY c))`

/**
 * $1 the query, $2 its tsquery text (or null), $3 one kind (or null for all), $4 the group cap,
 * $5 the query's words. Every value is a bound parameter and LIKE wildcards in the query are
 * escaped, so quotes, %, _, backslashes and SQL keywords are searched for literally.
 *
 * Candidates come from three indexes: full text (GIN on fts), trigram word similarity on the
 * names (GIN on name_key, a deliberately low threshold set per transaction) and a substring of
 * the names (the same trigram index). A candidate found only by trigrams is kept when every
 * query word is in a name word or a typo of one, which removes the trigram noise
 * ("asana" is not "dharana").
 */
const SEARCH_SQL = `
WITH params AS MATERIALIZED (
  SELECT search_fold($1) AS nq,
    to_tsquery('english', search_fold($2)) AS tsq,
    ARRAY(SELECT search_fold(word) FROM unnest($5::text[]) AS word) AS words
),
hit AS (
  SELECT s.kind, s.title, s.result, s.short_text, s.long_text, s.name_key, s.fts
  FROM search s
  WHERE (
      s.fts @@ to_tsquery('english', search_fold($2))
      OR search_fold($1) <% s.name_key
      OR s.name_key LIKE (CASE WHEN char_length($1) >= 3
        THEN '%' || replace(replace(replace(search_fold($1), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%' END)
    )
    AND ($3::text IS NULL OR s.kind::text = $3::text)
    AND (s.kind <> 'events' OR s.ends_at >= now())
),
scored AS (
  SELECT h.kind, h.title, h.result, h.short_text, h.long_text,
    CASE
      WHEN p.nq = ANY (string_to_array(h.name_key, E'\\n')) THEN 0
      WHEN EXISTS (SELECT 1 FROM unnest(string_to_array(h.name_key, E'\\n')) AS name WHERE starts_with(name, p.nq)) THEN 1
      WHEN h.fts @@ p.tsq THEN 2
      ELSE 3
    END AS tier,
    CASE WHEN h.fts @@ p.tsq THEN ts_rank(h.fts, p.tsq) ELSE 0 END AS rank,
    word_similarity(p.nq, h.name_key) AS similarity,
    h.name_key, p.words
  FROM hit h CROSS JOIN params p
),
kept AS (
  SELECT * FROM scored
  WHERE tier < 3 OR NOT EXISTS (
    SELECT 1 FROM unnest(scored.words) AS qw
    WHERE NOT EXISTS (
      SELECT 1 FROM regexp_split_to_table(scored.name_key, '[[:space:][:punct:]]+') AS w
      WHERE ${TYPO_WORD_SQL}
    )
  )
)
SELECT kind, result, short_text, long_text, total, tier, rank, similarity
FROM (
  SELECT kept.*,
    row_number() OVER (PARTITION BY kind ORDER BY tier, rank DESC, similarity DESC, char_length(title), title) AS position,
    count(*) OVER (PARTITION BY kind) AS total
  FROM kept
) ranked
WHERE position <= $4
ORDER BY kind, position`

/** The lowest trigram word similarity that makes a candidate (pg_trgm's default is 0.6). */
const TRIGRAM_THRESHOLD = '0.3'

const poolOf = (payload: Payload): Pool => (payload.db as unknown as { pool: Pool }).pool

export const search = async (payload: Payload, { q, type }: SearchParams): Promise<SearchResults> => {
  const client = await poolOf(payload).connect()
  let rows: Row[]
  try {
    await client.query(`BEGIN READ ONLY; SET LOCAL pg_trgm.word_similarity_threshold = ${TRIGRAM_THRESHOLD}`)
    ;({ rows } = await client.query<Row>(SEARCH_SQL, [q, toTsQuery(q), type ?? null, GROUP_CAP, queryWords(q)]))
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
  const results: SearchResults = {
    glossary: [],
    faq: [],
    events: [],
    videos: [],
    poses: [],
    counts: { glossary: 0, faq: 0, events: 0, videos: 0, poses: 0 },
    order: [],
    totalCount: 0,
  }
  const best: Row[] = []
  for (const row of rows) {
    if (!results.counts[row.kind]) best.push(row)
    const snippet = snippetOf(q, [row.short_text ?? '', row.long_text ?? ''])
    ;(results[row.kind] as unknown[]).push({ ...row.result, snippet })
    results.counts[row.kind] = Number(row.total)
  }
  results.totalCount = SEARCH_KINDS.reduce((sum, kind) => sum + results.counts[kind], 0)
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
