import type { Access } from 'payload'

import { checkRole } from '@/access/checkRole'

/**
 * Records that belong to a member through their `user` field (enrollments, lesson progress,
 * certificates): admins read every one; a signed-in member reads only its own; visitors none.
 */
export const adminsOrOwner: Access = ({ req: { user } }) => {
  if (!user) return false
  if (checkRole(['admin'], user)) return true
  return { user: { equals: user.id } }
}
