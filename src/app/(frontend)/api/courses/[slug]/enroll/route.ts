import { COURSE_NOT_FOUND } from '@/services/courses/courses'
import { enrollInFreeCourse, SIGN_IN_TO_ENROL } from '@/services/courses/enrolment'
import { getPayloadClient } from '@/services/platform/payload'
import { CACHE, ok } from '@/web/http'
import { slugParam } from '@/web/params'
import { route } from '@/web/route'

/**
 * POST /api/courses/{slug}/enroll → 201 {enrollment} (200 when already enrolled): free courses
 * only; 401 signed out; 402 for a paid course.
 */
export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: {
    body: 'optional',
    params: slugParam(COURSE_NOT_FOUND),
    access: 'member',
    signInMessage: SIGN_IN_TO_ENROL,
    cache: CACHE.privateNoStore,
    handler: async ({ params: slug, user }) => {
      const { enrollment, created } = await enrollInFreeCourse(await getPayloadClient(), user, slug)
      return ok({ enrollment }, { status: created ? 201 : 200 })
    },
  },
})
