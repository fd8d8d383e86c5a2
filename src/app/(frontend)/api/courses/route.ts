import { handle, methodNotAllowed, ok } from '@/web/http'
import { getPayloadClient } from '@/services/platform/payload'
import { listCourses } from '@/services/courses/courses'

/** GET /api/courses → {courses}: every published course with its price, level and lesson count. */
export const GET = () => handle(async () => ok({ courses: await listCourses(await getPayloadClient()) }))

const notAllowed = methodNotAllowed('GET')
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
