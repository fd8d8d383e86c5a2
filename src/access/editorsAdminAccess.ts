import type { PayloadRequest } from 'payload'

import { checkRole } from '@/access/checkRole'

/** Who may open the Payload admin panel at /admin. */
export const editorsAdminAccess = ({ req: { user } }: { req: PayloadRequest }): boolean =>
  checkRole(['admin', 'editor'], user)
