/**
 * Who is asking, and accounts (/login, /register, the session, /api/auth/*): the
 * signed-in user of a request (Payload's session cookie or an `Authorization: JWT …` header),
 * the role checks of the admin-only /api calls, and logging in, registering and logging out
 * through Payload's own operations, so that /api/auth and /admin share one session.
 */
import { AuthenticationError, createLocalReq, logoutOperation, ValidationError, type Payload } from 'payload'
import { generateExpiredPayloadCookie, generatePayloadCookie } from 'payload/shared'

import { checkRole, type Role } from '@/access/checkRole'
import { MEMBER_REGISTRATION } from '@/collections/Users/hooks/firstUserIsAdmin'
import { env } from '@/lib/env'
import type { User } from '@/payload-types'
import { AUTH_TEXT, type LoginInput, type RegisterInput, type SessionUser } from '@/schemas/auth'
import { ServiceError } from '@/services/platform/errors'

export const LOGIN_REQUIRED = 'Please log in to continue.'
export const FORBIDDEN = 'You do not have permission to do this.'

/** The signed-in user; `_sid` is the session the request's token names. */
export type SignedInUser = User & { _sid?: string }

export const currentUser = async (payload: Payload, headers: Headers): Promise<SignedInUser | null> => {
  const { user } = await payload.auth({ headers })
  return user && user.collection === 'users' ? (user as SignedInUser) : null
}

/** The signed-in user; 401 with LOGIN_REQUIRED for a visitor. */
export const requireUser = async (payload: Payload, headers: Headers): Promise<SignedInUser> => {
  const user = await currentUser(payload, headers)
  if (!user) throw new ServiceError(401, LOGIN_REQUIRED)
  return user
}

/** The user when they hold one of `roles`; 401 for a visitor, 403 for anyone else. */
export const requireRole = async (payload: Payload, headers: Headers, roles: Role[]): Promise<User> => {
  const user = await requireUser(payload, headers)
  if (!checkRole(roles, user)) throw new ServiceError(403, FORBIDDEN)
  return user
}

/** What the browser may know of the signed-in user (GET /api/auth/user). */
export const sessionUser = (user: User): SessionUser => ({ username: user.username, roles: [...(user.roles ?? [])] })

const authConfig = (payload: Payload) => {
  const config = payload.collections.users.config.auth
  // Secure follows the running SERVER_URL (the collection config was built with the same rule).
  return { ...config, cookies: { ...config.cookies, secure: /^https:\/\//i.test(env.serverUrl) } }
}

/** Payload's session cookie for `token` (payload.login does not set one: payload#9829). */
export const sessionCookie = (payload: Payload, token: string): string =>
  generatePayloadCookie({ collectionAuthConfig: authConfig(payload), cookiePrefix: payload.config.cookiePrefix, token }) as string

/** The same cookie, expired: the browser drops it. */
export const expiredSessionCookie = (payload: Payload): string =>
  generateExpiredPayloadCookie({ collectionAuthConfig: authConfig(payload), cookiePrefix: payload.config.cookiePrefix }) as string

const isAuthenticationError = (error: unknown): boolean =>
  error instanceof AuthenticationError ||
  (error instanceof Error && (error.name === 'AuthenticationError' || (error as { status?: number }).status === 401))

/**
 * Signs in with Payload's login operation (a new session on the user). A wrong password and an
 * unknown username get the same 401 'Invalid credentials', after the same hashing work
 * (collections/Users/hooks/equalLoginTime.ts runs for this call too). Rate limits are the
 * caller's (services/loginGuard.ts).
 */
export const logIn = async (payload: Payload, input: LoginInput): Promise<{ user: User; token: string }> => {
  try {
    const result = await payload.login({ collection: 'users', data: { username: input.username, password: input.password }, depth: 0 })
    if (!result.token || !result.user) throw new ServiceError(401, AUTH_TEXT.invalidCredentials)
    return { user: result.user as User, token: result.token }
  } catch (error) {
    if (isAuthenticationError(error)) throw new ServiceError(401, AUTH_TEXT.invalidCredentials)
    throw error
  }
}

const isTakenUsername = (error: unknown): boolean =>
  error instanceof ValidationError && error.data.errors.some((fieldError) => fieldError.path === 'username')

/**
 * Creates a member account and signs it in. The role is always member (the body's fields other
 * than username and password never reach here; the first-user rule does not apply either, see
 * firstUserIsAdmin). A taken username is a 409.
 */
export const registerMember = async (payload: Payload, input: RegisterInput): Promise<{ user: User; token: string }> => {
  const username = input.username.toLowerCase()
  const { totalDocs } = await payload.count({ collection: 'users', where: { username: { equals: username } }, overrideAccess: true })
  if (totalDocs > 0) throw new ServiceError(409, AUTH_TEXT.usernameTaken)
  try {
    await payload.create({
      collection: 'users',
      data: { username, password: input.password, roles: ['member'] },
      overrideAccess: true,
      context: { [MEMBER_REGISTRATION]: true },
      depth: 0,
    })
  } catch (error) {
    // Two sign-ups for one name at once: the unique index decides.
    if (isTakenUsername(error)) throw new ServiceError(409, AUTH_TEXT.usernameTaken)
    throw error
  }
  return logIn(payload, { username, password: input.password })
}

/** Ends the request's session (Payload's logout operation removes it from the user): its token opens nothing after. */
export const logOut = async (payload: Payload, headers: Headers): Promise<void> => {
  const user = await currentUser(payload, headers)
  if (!user) return
  const req = await createLocalReq({ user: { ...user, collection: 'users' } }, payload)
  await logoutOperation({ collection: payload.collections.users, req })
}
