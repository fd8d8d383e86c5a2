import type { FieldAccess } from 'payload'

import { checkRole } from '@/access/checkRole'

export const adminsFieldAccess: FieldAccess = ({ req: { user } }) => checkRole(['admin'], user)
