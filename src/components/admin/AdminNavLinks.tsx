import type { ServerProps } from 'payload'

import { checkRole } from '@/access/checkRole'
import { ADMIN_VIEWS } from '@/components/admin/adminAccess'
import { AdminNavLinkList } from '@/components/admin/AdminNavLinkList'
import type { User } from '@/payload-types'

/**
 * The review views in the admin's sidebar (admin.components.afterNavLinks): Feedback
 * review, AI proposals, Ideas backlog and Newsletters, each only for the roles that may open it (the views check
 * again on the server). A server component: Payload passes the signed-in user.
 */
export function AdminNavLinks({ user, payload }: Pick<ServerProps, 'user' | 'payload'>) {
  const links = ADMIN_VIEWS.filter((view) => checkRole([...view.roles], user as User | undefined)).map((view) => ({
    key: view.key,
    href: `${payload.config.routes.admin}${view.path}`,
    label: view.label,
  }))
  if (links.length === 0) return null
  return <AdminNavLinkList links={links} />
}
