import type { Access } from 'payload'

import { checkRole } from '@/access/checkRole'

/** Editors and admins: the people who curate content. */
export const editors: Access = ({ req: { user } }) => checkRole(['admin', 'editor'], user)
