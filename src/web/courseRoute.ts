import type { User } from '@/payload-types'
import { getPayloadClient } from '@/services/platform/payload'
import { currentUser } from '@/services/accounts/auth'
import { SIGN_IN_FIRST } from '@/services/courses/courses'
import { ServiceError } from '@/services/platform/errors'

/** The signed-in user of a course request, or a 401 JSON error. */
export const requireSignedIn = async (request: Request, message = SIGN_IN_FIRST): Promise<User> => {
  const user = await currentUser(await getPayloadClient(), request.headers)
  if (!user) throw new ServiceError(401, message)
  return user
}

/** Per-member answers are never cached by a browser or a proxy. */
export const PRIVATE = { headers: { 'Cache-Control': 'private, no-store' } }
