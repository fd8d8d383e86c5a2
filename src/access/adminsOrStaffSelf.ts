import type { Access } from 'payload'

import { checkRole } from '@/access/checkRole'

/**
 * Admins reach every user; an editor only their own record (the admin panel's account page);
 * a member none through the CMS API: a member changes its password on /account
 * (POST /api/account/password, which asks for the current one and applies the site's rules).
 */
export const adminsOrStaffSelf: Access = ({ req: { user } }) => {
  if (!user) return false
  if (checkRole(['admin'], user)) return true
  if (checkRole(['editor'], user)) return { id: { equals: user.id } }
  return false
}
