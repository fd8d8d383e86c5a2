import type { Role } from '@/access/checkRole'

/**
 * Who may open each of the review views inside the Payload admin (issue 17): admins all four,
 * editors also feedback and ideas. One table, read by the views' server check
 * (src/components/admin/views/AdminViewShell.tsx) and by the nav links (AdminNavLinks.tsx).
 */
export const ADMIN_VIEWS = [
  { key: 'feedback', path: '/feedback', label: 'Feedback', roles: ['admin', 'editor'] },
  { key: 'proposals', path: '/proposals', label: 'Proposals', roles: ['admin'] },
  { key: 'ideas', path: '/ideas', label: 'Ideas', roles: ['admin', 'editor'] },
  { key: 'newsletters', path: '/newsletters', label: 'Newsletters', roles: ['admin'] },
] as const satisfies readonly { key: string; path: `/${string}`; label: string; roles: readonly Role[] }[]

export type AdminViewKey = (typeof ADMIN_VIEWS)[number]['key']

export const adminView = (key: AdminViewKey) => ADMIN_VIEWS.find((view) => view.key === key)!
