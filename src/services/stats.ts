import type { Payload } from 'payload'

import { upcomingWhere } from '@/services/events'
import { PUBLISHED } from '@/services/shared'

export type ContentCounts = { terms: number; videos: number; events: number; poses: number; faqs: number }

/** Live counts for the home hero: one COUNT query per collection, run together. */
export const countContent = async (payload: Payload, now = new Date()): Promise<ContentCounts> => {
  const [terms, videos, events, poses, faqs] = await Promise.all([
    payload.count({ collection: 'glossary-terms', where: PUBLISHED }),
    payload.count({ collection: 'videos' }),
    payload.count({ collection: 'events', where: upcomingWhere(now) }),
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
