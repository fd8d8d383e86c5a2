import type { Access } from 'payload'

import { checkRole } from '@/access/checkRole'

/** Admins reach every user; a signed-in user reaches only their own record. */
export const adminsOrSelf: Access = ({ req: { user } }) => {
  if (!user) return false
  if (checkRole(['admin'], user)) return true
  return { id: { equals: user.id } }
}
