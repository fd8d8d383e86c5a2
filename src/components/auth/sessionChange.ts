import { toastAfterLoad, type ToastInput } from '@/components/toast/store'

/**
 * After signing in, registering, a password reset (which signs in), signing out or deleting the
 * account: a full page load of `target`, with `note` shown there. Not the client router: it holds
 * the pages it already fetched for a few minutes, and a course page differs for a member and a
 * visitor (src/lib/pageVariants.ts), so a soft navigation would show the one from before.
 */
export const loadAfterSessionChange = (target: string, note: ToastInput): void => {
  toastAfterLoad(note)
  window.location.assign(target)
}
