import { PRIVATE, requireSignedIn } from '@/web/courseRoute'
import { handle, methodNotAllowed, ok, parseSlug, readOptionalJson } from '@/web/http'
import { getPayloadClient } from '@/services/platform/payload'
import { COURSE_NOT_FOUND } from '@/services/courses/courses'
import { enrollInFreeCourse, SIGN_IN_TO_ENROL } from '@/services/courses/enrolment'

/**
 * POST /api/courses/{slug}/enroll → 201 {enrollment} (200 when already enrolled): free courses
 * only; 401 signed out; 402 for a paid course.
 */
export const POST = (request: Request, { params }: { params: Promise<{ slug: string }> }) =>
  handle(async () => {
    await readOptionalJson(request)
    const slug = await parseSlug(params, COURSE_NOT_FOUND)
    const user = await requireSignedIn(request, SIGN_IN_TO_ENROL)
    const { enrollment, created } = await enrollInFreeCourse(await getPayloadClient(), user, slug)
    return ok({ enrollment }, { status: created ? 201 : 200, ...PRIVATE })
  })

const notAllowed = methodNotAllowed('POST')
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
