/**
 * bench/readApi.ts only: the public list APIs (SPEC §7) written by hand, one SQL statement each
 * through the same pg pool, answering the same JSON (same rows, fields and order), to measure
 * the real routes against. A 404 unless the server was started with BENCH_BASELINE=1, so a
 * production server never has it.
 */
import { methodNotAllowed } from '@/web/http'
import { getPayloadClient } from '@/services/platform/payload'
import { poolOf } from '@/services/platform/shared'

const tags = (table: string) =>
  `(SELECT coalesce(json_agg(t.text ORDER BY t."order"), '[]') FROM ${table} t WHERE t.parent_id = d.id AND t.path = 'tags' AND t.text <> '')`

/** key → [the response's field, a statement whose rows are each one item as JSON] */
const BASELINES: Record<string, [string, string]> = {
  glossary: [
    'terms',
    `SELECT json_strip_nulls(json_build_object('id', d.id, 'slug', d.slug, 'term', d.term, 'sanskrit', coalesce(d.sanskrit, ''),
       'transliteration', coalesce(d.transliteration, ''), 'pronunciation', coalesce(d.pronunciation, ''), 'shortDef', d.short_def,
       'tags', ${tags('glossary_terms_texts')}, 'imageUrl', d.image_url, 'imageAlt', d.image_alt)) AS item
     FROM glossary_terms d WHERE d._status = 'published' ORDER BY d.term`,
  ],
  faq: [
    'faqs',
    `SELECT json_strip_nulls(json_build_object('id', d.id, 'slug', d.slug, 'question', d.question, 'shortAnswer', d.short_answer,
       'longAnswer', coalesce(d.long_answer, ''), 'tags', ${tags('faqs_texts')}, 'imageUrl', d.image_url, 'imageAlt', d.image_alt)) AS item
     FROM faqs d WHERE d._status = 'published' ORDER BY d.question`,
  ],
  poses: [
    'poses',
    `SELECT json_strip_nulls(json_build_object('id', d.id, 'slug', d.slug, 'englishName', d.english_name,
       'sanskritName', coalesce(d.sanskrit_name, ''), 'transliteration', coalesce(d.transliteration, ''),
       'category', d.category, 'difficulty', d.difficulty, 'duration', coalesce(nullif(d.duration, ''), 'PT1M'),
       'benefits', (SELECT coalesce(json_agg(b.text ORDER BY b._order), '[]') FROM poses_benefits b WHERE b._parent_id = d.id AND b.text <> ''),
       'tags', ${tags('poses_texts')}, 'imageUrl', d.image_url)) AS item
     FROM poses d WHERE d._status = 'published' ORDER BY d.english_name`,
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

export const GET = async (_request: Request, { params }: { params: Promise<{ api: string }> }) => {
  const baseline = BASELINES[(await params).api]
  if (process.env.BENCH_BASELINE !== '1' || !baseline) return Response.json({ error: 'Not found' }, { status: 404 })
  const [field, sql] = baseline
  const { rows } = await poolOf(await getPayloadClient()).query<{ item: unknown }>(sql)
  return Response.json({ [field]: rows.map((row) => row.item) })
}

const notAllowed = methodNotAllowed('GET')
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
