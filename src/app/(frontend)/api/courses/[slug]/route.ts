import { currentUser } from '@/services/accounts/auth'
import { COURSE_NOT_FOUND } from '@/services/courses/courses'
import { getCourseOverview } from '@/services/courses/courseViews'
import { getPayloadClient } from '@/services/platform/payload'
import { CACHE } from '@/web/http'
import { slugParam } from '@/web/params'
import { route } from '@/web/route'

/**
 * GET /api/courses/{slug} → {course, lessons, enrollment, progress, nextLesson, certificate}:
 * lesson bodies only for enrolled members and preview lessons.
 */
export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: {
    params: slugParam(COURSE_NOT_FOUND),
    cache: CACHE.privateNoStore,
    handler: async ({ request, params: slug }) => {
      const payload = await getPayloadClient()
      return getCourseOverview(payload, slug, await currentUser(payload, request.headers))
    },
  },
})
