import { completeLesson } from '@/services/courses/completion'
import { LESSON_NOT_FOUND, SIGN_IN_FIRST } from '@/services/courses/courses'
import { getPayloadClient } from '@/services/platform/payload'
import { CACHE } from '@/web/http'
import { idParam } from '@/web/params'
import { route } from '@/web/route'

/**
 * POST /api/lessons/{id}/complete → {lessonId, completed, progress: {done, total}, certificate}:
 * enrolled members only (401 signed out, 403 not enrolled); idempotent; the last lesson issues
 * the course certificate.
 */
export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: {
    body: 'optional',
    params: idParam(LESSON_NOT_FOUND),
    access: 'member',
    signInMessage: SIGN_IN_FIRST,
    cache: CACHE.privateNoStore,
    handler: async ({ params: id, user }) => completeLesson(await getPayloadClient(), user, id),
  },
})
