import type { Access } from 'payload'

import { checkRole } from '@/access/checkRole'
import { namesRequester } from '@/access/namesRequester'

/**
 * Writing document locks (payload-locked-documents): editors and admins only, and a lock may
 * name only its requester as the one editing. Otherwise anyone signed in could lock content,
 * or lock it in an editor's name, and every other editor's save would fail with 423.
 * Without `data` (Payload asking what the admin UI may show) it answers for the role alone.
 */
export const editorsAsLockOwner: Access = ({ req: { user }, data }) => {
  if (!checkRole(['admin', 'editor'], user)) return false
  if (data && typeof data === 'object' && 'user' in data) return namesRequester(data.user, user)
  return true
}
