import type { Access } from 'payload'

import { checkRole } from '@/access/checkRole'

/** Editors see drafts; everyone else sees published documents only. */
export const publishedOrEditors: Access = ({ req: { user } }) => {
  if (checkRole(['admin', 'editor'], user)) return true
  return { _status: { equals: 'published' } }
}
