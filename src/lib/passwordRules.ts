/**
 * Which passwords an account may have, by its roles. Members: SPEC's 6 characters at least.
 * Editors and admins (who can change the site): 12 at least, not counting spaces at either end.
 * Neither may use a password on the common-password list or the username itself. Applied on
 * every way a password is set: /api/auth/register and /account (through zod, schemas/auth.ts),
 * and the Payload users collection's hooks (the admin, the reset link, the first user,
 * `npm run create-admin`).
 */
import { isCommonPassword } from '@/lib/commonPasswords'
import { AUTH_TEXT, PASSWORD_LIMITS, STAFF_PASSWORD_MIN } from '@/schemas/authCopy'

/** The roles whose accounts need the staff rule. */
export const STAFF_ROLES = ['admin', 'editor'] as const

/** True when the roles include admin or editor. */
export const isStaffRoles = (roles: unknown): boolean =>
  Array.isArray(roles) && roles.some((role) => (STAFF_ROLES as readonly unknown[]).includes(role))

/** True when the password is the username (compared without case): refused like a common one. */
export const passwordIsUsername = (password: string, username: string): boolean =>
  username.trim().length > 0 && password.trim().toLowerCase() === username.trim().toLowerCase()

export const MEMBER_PASSWORD_MIN_MESSAGE = `Password must be at least ${PASSWORD_LIMITS.min} characters`
export const PASSWORD_MAX_MESSAGE = `Password must be less than ${PASSWORD_LIMITS.max} characters`

/** What is wrong with `password` for an account (staff or member), or null when it may be used. */
export const passwordProblem = (password: string, account: { staff: boolean; username?: string | null }): string | null => {
  if (password.length > PASSWORD_LIMITS.max) return PASSWORD_MAX_MESSAGE
  if (account.staff ? password.trim().length < STAFF_PASSWORD_MIN : password.length < PASSWORD_LIMITS.min) {
    return account.staff ? AUTH_TEXT.staffPasswordMin : MEMBER_PASSWORD_MIN_MESSAGE
  }
  if (isCommonPassword(password)) return AUTH_TEXT.commonPassword
  if (account.username && passwordIsUsername(password, account.username)) return AUTH_TEXT.passwordIsUsername
  return null
}
