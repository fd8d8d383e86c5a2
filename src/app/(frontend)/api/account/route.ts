import { PRIVATE, requireSignedIn } from '@/lib/courseRoute'
import { handle, methodNotAllowed, ok } from '@/lib/http'
import { getPayloadClient } from '@/lib/payload'
import { accountCourses } from '@/services/courses'

/** GET /api/account → {username, enrollments: [{course, progress: {done, total}, …}], certificates}; 401 signed out. */
export const GET = (request: Request) =>
  handle(async () => {
    const user = await requireSignedIn(request)
    return ok({ username: user.username, ...(await accountCourses(await getPayloadClient(), user.id)) }, PRIVATE)
  })

const notAllowed = methodNotAllowed('GET')
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
