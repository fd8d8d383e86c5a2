/**
 * Who is asking: the signed-in user of a request (Payload's session cookie or an
 * `Authorization: JWT …` header), and the role checks of the admin-only /api calls.
 */
import type { Payload } from 'payload'

import { checkRole, type Role } from '@/access/checkRole'
import type { User } from '@/payload-types'
import { ServiceError } from '@/services/errors'

export const LOGIN_REQUIRED = 'Please log in to continue.'
export const FORBIDDEN = 'You do not have permission to do this.'

export const currentUser = async (payload: Payload, headers: Headers): Promise<User | null> => {
  const { user } = await payload.auth({ headers })
  return user && user.collection === 'users' ? (user as User) : null
}

/** The user when they hold one of `roles`; 401 for a visitor, 403 for anyone else. */
export const requireRole = async (payload: Payload, headers: Headers, roles: Role[]): Promise<User> => {
  const user = await currentUser(payload, headers)
  if (!user) throw new ServiceError(401, LOGIN_REQUIRED)
  if (!checkRole(roles, user)) throw new ServiceError(403, FORBIDDEN)
  return user
}
