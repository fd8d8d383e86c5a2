import { checkRole, type Role } from '@/access/checkRole'
import type { User } from '@/payload-types'

/**
 * Who may open each of the review views inside the Payload admin: admins all four,
 * editors also feedback and ideas. The labels are the product's screen names (Newsletters, since the
 * collection is already called Newsletter campaigns), so the sidebar tells them from the
 * collections of the same data. One table, read by the views' server check
 * (src/components/admin/views/AdminViewShell.tsx) and by the nav links (AdminNavLinks.tsx).
 */
export const ADMIN_VIEWS = [
  { key: 'feedback', path: '/feedback', label: 'Feedback review', roles: ['admin', 'editor'] },
  { key: 'proposals', path: '/proposals', label: 'AI proposals', roles: ['admin'] },
  { key: 'ideas', path: '/ideas', label: 'Ideas backlog', roles: ['admin', 'editor'] },
  { key: 'newsletters', path: '/newsletters', label: 'Newsletters', roles: ['admin'] },
] as const satisfies readonly { key: string; path: `/${string}`; label: string; roles: readonly Role[] }[]

export type AdminViewKey = (typeof ADMIN_VIEWS)[number]['key']

export const adminView = (key: AdminViewKey) => ADMIN_VIEWS.find((view) => view.key === key)!

/**
 * Where a request for a view goes instead, or null when the user may open it: a visitor to the
 * admin's login (coming back here after), a signed-in user without the role to the admin's
 * unauthorized page. `routes` are Payload's admin routes (config.routes.admin, admin.routes).
 */
export const adminViewRedirect = (
  key: AdminViewKey,
  user: { collection?: string; roles?: User['roles'] } | null | undefined,
  routes: { admin: string; login: string; unauthorized: string },
): string | null => {
  const { path, roles } = adminView(key)
  if (!user || user.collection !== 'users') return `${routes.admin}${routes.login}?redirect=${encodeURIComponent(`${routes.admin}${path}`)}`
  return checkRole([...roles], user as Partial<User>) ? null : `${routes.admin}${routes.unauthorized}`
}
