import { listCourses } from '@/services/courses/courses'
import { getPayloadClient } from '@/services/platform/payload'
import { route } from '@/web/route'

/** GET /api/courses → {courses}: every published course with its price, level and lesson count. */
export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: { handler: async () => ({ courses: await listCourses(await getPayloadClient()) }) },
})
