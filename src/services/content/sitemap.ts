import type { Payload } from 'payload'

import { env } from '@/lib/env'
import { isExample } from '@/lib/examples'
import { listCourses } from '@/services/courses/courses'
import { listUpcomingEvents } from '@/services/content/events'
import { listFaqs } from '@/services/content/faq'
import { listGlossaryTerms } from '@/services/content/glossary'
import { listPoses } from '@/services/content/poses'
import { listVideos } from '@/services/content/videos'

export const STATIC_PAGES = ['/', '/glossary', '/faq', '/poses', '/videos', '/events', '/search', '/team', '/donate', '/contact', '/courses', '/foundations']

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Every public page and item, as a sitemaps.org urlset (example events left out: made up, not for search engines). */
export const buildSitemap = async (payload: Payload): Promise<string> => {
  const [terms, faqs, poses, videos, events, courses] = await Promise.all([
    listGlossaryTerms(payload),
    listFaqs(payload),
    listPoses(payload),
    listVideos(payload),
    listUpcomingEvents(payload),
    listCourses(payload),
  ])
  const paths = [
    ...STATIC_PAGES,
    ...terms.map((t) => `/glossary/${t.slug}`),
    ...faqs.map((f) => `/faq/${f.slug}`),
    ...poses.map((p) => `/poses/${p.slug}`),
    ...videos.map((v) => `/video/${v.videoId}`),
    ...events.filter((e) => !isExample(e)).map((e) => `/events/detail/${e.slug}`),
    ...courses.filter((c) => c.slug !== 'foundations').map((c) => `/courses/${c.slug}`),
  ]
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${env.serverUrl}${path}`)}</loc></url>`).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}
