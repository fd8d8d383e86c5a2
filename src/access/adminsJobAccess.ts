import type { PayloadRequest } from 'payload'

import { checkRole } from '@/access/checkRole'

/** Running, queueing or cancelling jobs through the API: admins only. */
export const adminsJobAccess = ({ req: { user } }: { req: PayloadRequest }): boolean => checkRole(['admin'], user)
