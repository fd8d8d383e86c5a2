import type { Payload } from 'payload'

import { EXAMPLE_TAG } from '@/lib/examples'
import { PUBLISHED, poolOf } from '@/services/platform/shared'

export type ContentCounts = { terms: number; videos: number; events: number; poses: number; faqs: number }

/** Upcoming published events that are real: the made-up examples (tagged `example`) do not count. */
const countUpcomingRealEvents = async (payload: Payload, now: Date): Promise<{ totalDocs: number }> => {
  const { rows } = await poolOf(payload).query<{ n: number }>(
    `SELECT count(*)::int AS n FROM events e
WHERE e._status = 'published' AND (e.end_date >= $1 OR (e.end_date IS NULL AND e.start_date >= $1))
  AND NOT EXISTS (SELECT 1 FROM events_texts t WHERE t.parent_id = e.id AND t.path = 'tags' AND t.text = $2)`,
    [now.toISOString(), EXAMPLE_TAG],
  )
  return { totalDocs: rows[0]?.n ?? 0 }
}

/** Live counts for the home hero: one COUNT query per collection, run together. */
export const countContent = async (payload: Payload, now = new Date()): Promise<ContentCounts> => {
  const [terms, videos, events, poses, faqs] = await Promise.all([
    payload.count({ collection: 'glossary-terms', where: PUBLISHED }),
    payload.count({ collection: 'videos' }),
    countUpcomingRealEvents(payload, now),
    payload.count({ collection: 'poses', where: PUBLISHED }),
    payload.count({ collection: 'faqs', where: PUBLISHED }),
  ])
  return {
    terms: terms.totalDocs,
    videos: videos.totalDocs,
    events: events.totalDocs,
    poses: poses.totalDocs,
    faqs: faqs.totalDocs,
  }
}
