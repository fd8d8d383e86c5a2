import { PRIVATE } from '@/web/courseRoute'
import { handle, methodNotAllowed, ok, parseSlug } from '@/web/http'
import { getPayloadClient } from '@/services/platform/payload'
import { currentUser } from '@/services/accounts/auth'
import { COURSE_NOT_FOUND } from '@/services/courses/courses'
import { getCourseOverview } from '@/services/courses/courseViews'

/**
 * GET /api/courses/{slug} → {course, lessons, enrollment, progress, nextLesson, certificate}:
 * lesson bodies only for enrolled members and preview lessons.
 */
export const GET = (request: Request, { params }: { params: Promise<{ slug: string }> }) =>
  handle(async () => {
    const slug = await parseSlug(params, COURSE_NOT_FOUND)
    const payload = await getPayloadClient()
    const user = await currentUser(payload, request.headers)
    return ok(await getCourseOverview(payload, slug, user), PRIVATE)
  })

const notAllowed = methodNotAllowed('GET')
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
