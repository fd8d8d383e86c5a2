import { ValidationError, type CollectionBeforeChangeHook, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'

import { isStaffRoles, passwordProblem } from '@/lib/passwordRules'
import { AUTH_TEXT } from '@/schemas/authCopy'
import { TooManyRequestsError } from '@/collections/Users/hooks/limitPasswordRequests'
import { enforceRateLimit } from '@/services/platform/rateLimit'
import { RateLimitedError } from '@/services/platform/errors'
import { passwordMatches } from '@/services/accounts/loginGuard'
import { poolOf } from '@/services/platform/shared'

/**
 * Each check of a current password costs a full password hash and is a guess: at most
 * RATE_LIMIT_LOGIN's count (40 in 15 minutes) per account, counted on the pool so that the
 * refused save's rollback does not undo it; over it, 429 before any hashing.
 */
const currentPasswordAllowed = async (req: PayloadRequest, userId: number | string): Promise<true> => {
  try {
    await enforceRateLimit(poolOf(req.payload), 'login', [`current-password:${userId}`])
    return true
  } catch (error) {
    if (error instanceof RateLimitedError) throw new TooManyRequestsError(req, error)
    throw error
  }
}

/** The virtual field the admin's account page sends with a new password of one's own. */
export const CURRENT_PASSWORD_FIELD = 'currentPassword'

type FieldError = { path: string; message: string }

const refuse = (errors: FieldError[], req: PayloadRequest): never => {
  throw new ValidationError({ collection: 'users', errors, req })
}

const storedPassword = async (req: PayloadRequest, id: number | string) => {
  const user = await req.payload.db.findOne<{ id: number; hash?: string | null; salt?: string | null }>({
    collection: 'users',
    where: { id: { equals: id } },
    req,
  })
  return { hash: user?.hash ?? null, salt: user?.salt ?? null }
}

/**
 * The password rules on every create and update of an account (src/lib/passwordRules.ts), run
 * after firstUserIsAdmin so that the first user is held to the staff rule:
 * - a new password fits the roles the account will have (admin or editor: 12 characters);
 * - through the REST API (the admin panel), a signed-in user changing their own password gives
 *   the current one as `currentPassword` (an admin changing someone else's does not);
 * - through the REST API, making a member an editor or admin needs a new password in the same
 *   request: a member's password may be as short as 6 characters, and it cannot be checked
 *   once it is hashed. Server code (the Local API: create-admin, /account, tests) is trusted
 *   with roles but not with weak staff passwords.
 * The errors are field errors (`password`, `currentPassword` or `roles`), which the admin shows
 * at the field. `currentPassword` is never stored.
 */
export const checkPasswordRules: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  if (!data) return data
  const { [CURRENT_PASSWORD_FIELD]: currentPassword, ...rest } = data as Record<string, unknown>
  const password = typeof rest.password === 'string' && rest.password !== '' ? rest.password : null
  const roles = Array.isArray(rest.roles) ? rest.roles : originalDoc?.roles
  const staff = isStaffRoles(roles)
  const username = typeof rest.username === 'string' ? rest.username : originalDoc?.username
  const fromOutside = req.payloadAPI !== 'local'
  const errors: FieldError[] = []

  if (password === null) {
    if (operation === 'update' && fromOutside && staff && !isStaffRoles(originalDoc?.roles)) {
      errors.push({ path: 'roles', message: AUTH_TEXT.staffPromotionNeedsPassword })
    }
    if (errors.length) refuse(errors, req)
    return rest
  }

  const ownAccount = operation === 'update' && req.user != null && originalDoc != null && String(req.user.id) === String(originalDoc.id)
  if (ownAccount && fromOutside) {
    if (typeof currentPassword !== 'string' || currentPassword === '') {
      errors.push({ path: CURRENT_PASSWORD_FIELD, message: AUTH_TEXT.currentPasswordRequired })
    } else if (!(await currentPasswordAllowed(req, originalDoc.id)) || !(await passwordMatches(currentPassword, await storedPassword(req, originalDoc.id)))) {
      errors.push({ path: CURRENT_PASSWORD_FIELD, message: AUTH_TEXT.wrongCurrentPassword })
    }
  }
  const problem = passwordProblem(password, { staff, username })
  if (problem) errors.push({ path: 'password', message: problem })
  if (errors.length) refuse(errors, req)
  return rest
}

/**
 * The reset link (POST /cms-api/users/reset-password): the account is the one the token names,
 * so its roles decide the rule; the token itself stands for the current password. Runs after
 * lookUpResetTokenHashed (the token is already hashed). An unknown or expired token is left to
 * Payload's own answer.
 */
export const checkResetPassword: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'resetPassword') return
  const data = args.data as { token?: unknown; password?: unknown }
  if (typeof data.token !== 'string' || !data.token || typeof data.password !== 'string') return
  const user = await req.payload.db.findOne<{ id: number; roles?: string[] | null; username?: string | null }>({
    collection: 'users',
    where: { resetPasswordToken: { equals: data.token }, resetPasswordExpiration: { greater_than: new Date().toISOString() } },
    req,
  })
  if (!user) return
  const problem = passwordProblem(data.password, { staff: isStaffRoles(user.roles), username: user.username })
  if (problem) refuse([{ path: 'password', message: problem }], req)
}
