/**
 * A member's own account (/account, /api/account/*): what it holds, changing the password,
 * downloading its data, deleting it. The course data joins in three places, each calling
 * src/services/courses/memberCourseData.ts:
 *   - accountDataParts: one entry per kind of data in the download (enrollments, lesson
 *     progress, certificates), each collected by its own function;
 *   - deleteAccountData(payload, userId, req): removes progress and enrollments and revokes
 *     certificates, inside the account deletion's transaction;
 *   - listAccountCourses / listAccountCertificates: the /account page's "My courses" and
 *     "My certificates" sections (and GET /api/account).
 */
import type { Payload, PayloadRequest } from 'payload'
import { sql } from '@payloadcms/db-postgres'

import { checkRole } from '@/access/checkRole'
import { isStaffRoles, passwordProblem } from '@/lib/passwordRules'
import type { User } from '@/payload-types'
import { AUTH_TEXT, passwordIsUsername, type ChangePasswordInput } from '@/schemas/auth'
import type { SignedInUser } from '@/services/accounts/auth'
import { accountCourses, courseDataForExport, deleteCourseData } from '@/services/courses/memberCourseData'
import { ServiceError } from '@/services/platform/errors'
import { passwordMatches } from '@/services/accounts/loginGuard'
import { emailStatus } from '@/services/accounts/memberEmail'
import { poolOf } from '@/services/platform/shared'
import { inTransaction } from '@/services/platform/transaction'
import { expireAfterWrite, TAGS } from '@/services/platform/revalidate'

/** A course on /account: the courses work fills it (progress as lessons done of lessons). */
export type AccountCourse = { slug: string; title: string; lessonsDone: number; lessonsTotal: number; href: string }
/** A certificate on /account, with its public verification address. */
export type AccountCertificate = { verifyId: string; courseTitle: string; issuedAt: string; revoked: boolean; href: string }

export type AccountOverview = {
  username: string
  displayName: string | null
  roles: string[]
  memberSince: string
  /** The confirmed address (reset links, receipts) and one waiting for its link (memberEmail.ts). */
  email: string | null
  pendingEmail: string | null
  courses: AccountCourse[]
  certificates: AccountCertificate[]
}

const coursePath = (slug: string) => (slug === 'foundations' ? '/foundations' : `/courses/${slug}`)

/** The member's enrolled courses with progress, most recent first (src/services/courses/memberCourseData.ts). */
export const listAccountCourses = async (payload: Payload, userId: number): Promise<AccountCourse[]> =>
  (await accountCourses(payload, userId)).enrollments
    .map((enrollment) => ({
      slug: enrollment.course.slug,
      title: enrollment.course.title,
      lessonsDone: enrollment.progress.done,
      lessonsTotal: enrollment.progress.total,
      href: coursePath(enrollment.course.slug),
    }))
    .reverse()

/** The member's certificates, revoked ones marked. */
export const listAccountCertificates = async (payload: Payload, userId: number): Promise<AccountCertificate[]> =>
  (await accountCourses(payload, userId)).certificates.map((certificate) => ({
    verifyId: certificate.verifyId,
    courseTitle: certificate.course.title,
    issuedAt: certificate.issuedAt,
    revoked: certificate.status === 'revoked',
    href: `/certificates/${certificate.verifyId}`,
  }))

/** What /account and GET /api/account show. */
export const getAccountOverview = async (payload: Payload, user: User): Promise<AccountOverview> => {
  const [courses, certificates, email] = await Promise.all([
    listAccountCourses(payload, user.id),
    listAccountCertificates(payload, user.id),
    emailStatus(payload, user.id),
  ])
  return {
    username: user.username,
    displayName: user.displayName ?? null,
    roles: [...(user.roles ?? [])],
    memberSince: new Date(user.createdAt).toISOString(),
    ...email,
    courses,
    certificates,
  }
}

/** One kind of data in "Download my data": its key in the JSON and how it is collected. */
export type AccountDataPart = { key: string; collect: (payload: Payload, user: User) => Promise<unknown> }

/** The parts of "Download my data", each collecting only what belongs to `user`. */
export const accountDataParts: AccountDataPart[] = [
  {
    key: 'account',
    collect: async (_payload, user) => ({
      username: user.username,
      email: user.email ?? null,
      pendingEmail: user.pendingEmail ?? null,
      roles: [...(user.roles ?? [])],
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    }),
  },
  {
    // When and until when each signed-in browser's session runs (no tokens).
    key: 'sessions',
    collect: async (_payload, user) =>
      (user.sessions ?? []).map((session) => ({ createdAt: session.createdAt ?? null, expiresAt: session.expiresAt })),
  },
  // The courses: every enrollment, finished lesson and certificate of the member.
  { key: 'enrollments', collect: async (payload, user) => (await courseDataForExport(payload, user.id)).enrollments },
  { key: 'lessonProgress', collect: async (payload, user) => (await courseDataForExport(payload, user.id)).lessonProgress },
  { key: 'certificates', collect: async (payload, user) => (await courseDataForExport(payload, user.id)).certificates },
]

/** "Download my data": everything the site keeps about the member, as one JSON document. */
export const exportAccountData = async (payload: Payload, user: User): Promise<Record<string, unknown>> => {
  const parts = await Promise.all(accountDataParts.map(async (part) => [part.key, await part.collect(payload, user)] as const))
  return { exportedAt: new Date().toISOString(), ...Object.fromEntries(parts) }
}

const storedPassword = async (payload: Payload, userId: number) => {
  const { rows } = await poolOf(payload).query<{ hash: string | null; salt: string | null }>(
    'SELECT hash, salt FROM users WHERE id = $1',
    [userId],
  )
  return rows[0] ?? { hash: null, salt: null }
}

/** True when `password` is the account's password. */
export const checkPassword = async (payload: Payload, userId: number, password: string): Promise<boolean> =>
  passwordMatches(password, await storedPassword(payload, userId))

/**
 * Changes the password after checking the current one. Every other session of the account ends
 * (a browser signed in elsewhere, perhaps by someone who knew the old password); this one stays.
 */
export const changePassword = async (payload: Payload, user: SignedInUser, input: ChangePasswordInput): Promise<void> => {
  if (!(await checkPassword(payload, user.id, input.currentPassword))) {
    throw new ServiceError(400, AUTH_TEXT.wrongCurrentPassword, { field: 'currentPassword' })
  }
  if (passwordIsUsername(input.newPassword, user.username)) {
    throw new ServiceError(400, AUTH_TEXT.passwordIsUsername, { field: 'newPassword' })
  }
  // An editor or admin changing their password here: the staff rule (12 characters).
  const problem = passwordProblem(input.newPassword, { staff: isStaffRoles(user.roles), username: user.username })
  if (problem) throw new ServiceError(400, problem, { field: 'newPassword' })
  await inTransaction(payload, async ({ req }) => {
    // As the member: Payload's update then keeps only the session of req.user._sid.
    req.user = { ...user, collection: 'users' }
    await payload.update({ collection: 'users', id: user.id, data: { password: input.newPassword }, overrideAccess: true, depth: 0, req })
  })
}

/**
 * The name on the member's certificates: stored on the account and written onto every
 * certificate that is still valid, so a corrected name shows at each public address at once.
 * Empty: the username. Answers the name now shown.
 */
export const setDisplayName = async (payload: Payload, user: SignedInUser, displayName: string): Promise<string> => {
  const shown = displayName || user.username
  await inTransaction(payload, async ({ req, execute }) => {
    await payload.update({ collection: 'users', id: user.id, data: { displayName: displayName || null }, overrideAccess: true, depth: 0, req })
    await execute(sql`UPDATE certificates SET name_shown = ${shown}, updated_at = now() WHERE user_id = ${user.id} AND revoked_at IS NULL`)
    await expireAfterWrite(payload, [TAGS.certificates], req)
  })
  return shown
}

/**
 * Everything of the member's besides the account itself, inside the deletion's transaction (on
 * its own connection): their lesson progress and enrollments go, their certificates are revoked
 * (the public page then says revoked).
 */
export const deleteAccountData = async (payload: Payload, userId: number, req: PayloadRequest): Promise<void> => {
  await deleteCourseData(payload, userId, req)
}

export const LAST_ADMIN_MESSAGE = 'You are the only admin. Make someone else an admin before you delete your account.'

/** Deletes the account and its data after the password confirms it; the sessions go with it. */
export const deleteAccount = async (payload: Payload, user: User, password: string): Promise<void> => {
  if (!(await checkPassword(payload, user.id, password))) throw new ServiceError(400, AUTH_TEXT.wrongPassword, { field: 'password' })
  if (checkRole(['admin'], user)) {
    const { totalDocs } = await payload.count({ collection: 'users', where: { roles: { contains: 'admin' } }, overrideAccess: true })
    if (totalDocs <= 1) throw new ServiceError(409, LAST_ADMIN_MESSAGE)
  }
  await inTransaction(payload, async ({ req }) => {
    await deleteAccountData(payload, user.id, req)
    await payload.delete({ collection: 'users', id: user.id, overrideAccess: true, depth: 0, req })
  })
}
