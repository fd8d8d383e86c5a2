import type { Access } from 'payload'

import { checkRole } from '@/access/checkRole'
import { namesRequester } from '@/access/namesRequester'

/**
 * Writing document locks (payload-locked-documents): editors and admins only, and every
 * write names its requester as the one editing (the admin UI's "take over" does exactly
 * that). Otherwise anyone signed in could lock content, or lock it in an editor's name, or
 * move someone's lock onto another document, and other editors' saves would fail with 423.
 * Admins are held to the same rule: they need no other, and a lock in another's name is a lie.
 * Without `data` (Payload asking what the admin UI may show) it answers for the role alone.
 */
export const editorsAsLockOwner: Access = ({ req: { user }, data }) => {
  if (!checkRole(['admin', 'editor'], user)) return false
  if (data && typeof data === 'object') return namesRequester((data as { user?: unknown }).user, user)
  return true
}
