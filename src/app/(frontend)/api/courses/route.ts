import { handle, methodNotAllowed, ok } from '@/lib/http'
import { getPayloadClient } from '@/lib/payload'
import { listCourses } from '@/services/courses'

/** GET /api/courses → {courses}: every published course with its price, level and lesson count. */
export const GET = () => handle(async () => ok({ courses: await listCourses(await getPayloadClient()) }))

const notAllowed = methodNotAllowed('GET')
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
