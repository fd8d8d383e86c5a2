import { PRIVATE, requireSignedIn } from '@/web/courseRoute'
import { handle, methodNotAllowed, ok, readOptionalJson } from '@/web/http'
import { getPayloadClient } from '@/services/platform/payload'
import { completeLesson } from '@/services/courses/completion'
import { LESSON_NOT_FOUND } from '@/services/courses/courses'
import { NotFoundError } from '@/services/platform/errors'

/**
 * POST /api/lessons/{id}/complete → {lessonId, completed, progress: {done, total}, certificate}:
 * enrolled members only (401 signed out, 403 not enrolled); idempotent; the last lesson issues
 * the course certificate.
 */
export const POST = (request: Request, { params }: { params: Promise<{ id: string }> }) =>
  handle(async () => {
    await readOptionalJson(request)
    const { id } = await params
    if (!/^[1-9]\d{0,9}$/.test(id)) throw new NotFoundError(LESSON_NOT_FOUND)
    const user = await requireSignedIn(request)
    return ok(await completeLesson(await getPayloadClient(), user, Number(id)), PRIVATE)
  })

const notAllowed = methodNotAllowed('POST')
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
