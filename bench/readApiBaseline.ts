/**
 * bench/readApi.ts's baseline: the public list APIs written by hand, one SQL statement each through
 * a pg pool of the app's default size, answering the same JSON as /api/glossary, /api/faq,
 * /api/poses and /api/videos (same rows, fields and order). It runs as its own Node process on
 * the bench's database, so it is never part of the product:
 *
 *   DATABASE_URL=postgres://… PORT=3721 node --import tsx bench/readApiBaseline.ts
 *
 * GET /glossary, /faq, /poses, /videos answer `{terms}`, `{faqs}`, `{poses}`, `{videos}`; anything
 * else is a 404. Answers go through the same compression as the app's (server/server.mjs: Brotli
 * at quality 5 when the client takes it, else gzip), so both sides pay for the same encoding. It
 * prints "ready" once it listens.
 */
import http from 'node:http'
import zlib from 'node:zlib'

import compression from 'compression'
import pg from 'pg'

/** imageUrl and imageAlt: the chosen Media file's (its address on this site), else the old typed address. */
const image = `'imageUrl', CASE WHEN m.id IS NULL THEN d.image_url ELSE '/cms-api/media/file/' || m.filename END,
       'imageAlt', CASE WHEN m.id IS NULL THEN d.image_alt ELSE coalesce(nullif(btrim(m.alt), ''), d.image_alt) END`
const withMedia = 'LEFT JOIN media m ON m.id = d.image_id'

const tags = (table: string) =>
  `(SELECT coalesce(json_agg(t.text ORDER BY t."order"), '[]') FROM ${table} t WHERE t.parent_id = d.id AND t.path = 'tags' AND t.text <> '')`

/** path → [the response's field, a statement whose rows are each one item as JSON] */
export const BASELINES: Record<string, [string, string]> = {
  glossary: [
    'terms',
    `SELECT json_strip_nulls(json_build_object('id', d.id, 'slug', d.slug, 'term', d.term, 'sanskrit', coalesce(d.sanskrit, ''),
       'transliteration', coalesce(d.transliteration, ''), 'pronunciation', coalesce(d.pronunciation, ''), 'shortDef', d.short_def,
       'tags', ${tags('glossary_terms_texts')}, ${image})) AS item
     FROM glossary_terms d ${withMedia} WHERE d._status = 'published' ORDER BY d.term`,
  ],
  faq: [
    'faqs',
    `SELECT json_strip_nulls(json_build_object('id', d.id, 'slug', d.slug, 'question', d.question, 'shortAnswer', d.short_answer,
       'longAnswer', coalesce(d.long_answer, ''), 'tags', ${tags('faqs_texts')}, ${image})) AS item
     FROM faqs d ${withMedia} WHERE d._status = 'published' ORDER BY d.question`,
  ],
  poses: [
    'poses',
    `SELECT json_strip_nulls(json_build_object('id', d.id, 'slug', d.slug, 'englishName', d.english_name,
       'sanskritName', coalesce(d.sanskrit_name, ''), 'transliteration', coalesce(d.transliteration, ''),
       'category', d.category, 'difficulty', d.difficulty, 'duration', coalesce(nullif(d.duration, ''), 'PT1M'),
       'benefits', (SELECT coalesce(json_agg(b.text ORDER BY b._order), '[]') FROM poses_benefits b WHERE b._parent_id = d.id AND b.text <> ''),
       'tags', ${tags('poses_texts')}, ${image})) AS item
     FROM poses d ${withMedia} WHERE d._status = 'published' ORDER BY d.english_name`,
  ],
  videos: [
    'videos',
    `SELECT json_build_object('id', d.id, 'videoId', d.video_id, 'title', d.title, 'description', coalesce(d.description, ''),
       'channelName', coalesce(d.channel_name, ''), 'channelId', coalesce(d.channel_id, ''),
       'thumbnailUrl', coalesce(nullif(d.thumbnail_url, ''), 'https://i.ytimg.com/vi/' || d.video_id || '/hqdefault.jpg'),
       'duration', coalesce(d.duration, ''), 'viewCount', coalesce(d.view_count, 0),
       'publishedAt', to_char(d.published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::jsonb
       || CASE WHEN coalesce(d.step_number, 0) <> 0 THEN jsonb_build_object('stepNumber', d.step_number) ELSE '{}' END AS item
     FROM videos d ORDER BY d.published_at DESC LIMIT 1000`,
  ],
}

// the app's own pool size (DATABASE_POOL_MAX, default 10)
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_MAX ?? 10) })

const send = (response: http.ServerResponse, status: number, body: unknown) => {
  const text = JSON.stringify(body)
  response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) })
  response.end(text)
}

// the production server's compression settings (server/server.mjs)
const compress = compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } } })

const answer = (request: http.IncomingMessage, response: http.ServerResponse) => {
  const baseline = request.method === 'GET' ? BASELINES[(request.url ?? '').slice(1)] : undefined
  if (!baseline) return send(response, 404, { error: 'Not found' })
  const [field, sql] = baseline
  pool.query<{ item: unknown }>(sql).then(
    ({ rows }) => send(response, 200, { [field]: rows.map((row) => row.item) }),
    (error: Error) => send(response, 500, { error: error.message }),
  )
}

const server = http.createServer((request, response) => {
  compress(request as never, response as never, () => answer(request, response))
})

const stop = () => {
  server.close(() => void pool.end().then(() => process.exit(0)))
  server.closeAllConnections()
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)

server.listen(Number(process.env.PORT ?? 3721), '127.0.0.1', () => console.log('ready'))
