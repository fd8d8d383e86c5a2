/**
 * Certificates: their public, unguessable addresses, the name one shows, a member's certificate of
 * a course, public verification (a revoked certificate names no one) and an admin's revocation.
 */
import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { formatCourseDate } from '@/lib/courseFormat'
import type { Course } from '@/payload-types'
import { NotFoundError, ServiceError } from '@/services/platform/errors'
import { sqlOn as db } from '@/services/platform/transaction'
import { expireAfterWrite, TAGS } from '@/services/platform/revalidate'
import { iso, type Member } from '@/services/courses/courses'

export const CERTIFICATE_NOT_FOUND = 'Certificate not found'

/** The reason a certificate shows when its holder deleted their account (set by the deletion). */
export const ACCOUNT_DELETED_REASON = "The member's account was deleted."

export type CertificateLink = { verifyId: string; issuedAt: string; revoked: boolean }

/** 128 random bits as 32 lowercase hex digits: a certificate's public, unguessable address. */
export const newVerifyId = (): string => randomBytes(16).toString('hex')
export const VERIFY_ID_PATTERN = /^[0-9a-f]{32}$/

/** The name a certificate shows: the member's chosen name when there is one, else the username. */
export const nameShownFor = (user: Member): string => (user.displayName?.trim() || user.name?.trim() || user.username).slice(0, 120)

/** The member's certificate of a course (revoked or not), or null. */
export const certificateOf = async (payload: Payload, userId: number, courseId: number): Promise<CertificateLink | null> => {
  const { rows } = await (await db(payload)).query<{ verify_id: string; issued_at: Date; revoked_at: Date | null }>(
    'SELECT verify_id, issued_at, revoked_at FROM certificates WHERE user_id = $1 AND course_id = $2',
    [userId, courseId],
  )
  return rows[0] ? { verifyId: rows[0].verify_id, issuedAt: iso(rows[0].issued_at), revoked: rows[0].revoked_at !== null } : null
}

export type CertificateView =
  | { verifyId: string; holderName: string; course: { slug: string; title: string }; issuedAt: string; status: 'valid'; revokedAt: null; revokedReason: null }
  /** A revoked certificate says only that it was revoked, when and why: no name, no course. */
  | { verifyId: string; holderName: null; course: null; issuedAt: null; status: 'revoked'; revokedAt: string | null; revokedReason: string | null }

/**
 * GET /api/certificates/{verifyId}: public verification; 404 'Certificate not found'. A revoked
 * certificate (an admin's decision, or its holder deleted their account) vouches for no one and
 * names no one: only its status, the date it was withdrawn and the reason.
 */
export const getCertificate = async (payload: Payload, verifyId: string): Promise<CertificateView> => {
  if (!VERIFY_ID_PATTERN.test(verifyId)) throw new NotFoundError(CERTIFICATE_NOT_FOUND)
  const { rows } = await (await db(payload)).query<{ course_id: number; name_shown: string; issued_at: Date; revoked_at: Date | null; revoked_reason: string | null; user_id: number | null }>(
    'SELECT course_id, name_shown, issued_at, revoked_at, revoked_reason, user_id FROM certificates WHERE verify_id = $1',
    [verifyId],
  )
  const row = rows[0]
  if (!row) throw new NotFoundError(CERTIFICATE_NOT_FOUND)
  const course = (await payload.findByID({ collection: 'courses', id: Number(row.course_id), depth: 0, select: { slug: true, title: true }, overrideAccess: true, disableErrors: true })) as Course | null
  // A certificate whose holder deleted their account no longer vouches for anyone.
  if (row.revoked_at !== null || row.user_id === null) {
    return {
      verifyId,
      holderName: null,
      course: null,
      issuedAt: null,
      status: 'revoked',
      revokedAt: row.revoked_at ? iso(row.revoked_at) : null,
      revokedReason: row.revoked_reason ?? (row.user_id === null ? ACCOUNT_DELETED_REASON : null),
    }
  }
  return {
    verifyId,
    holderName: row.name_shown,
    course: { slug: course?.slug ?? '', title: course?.title ?? 'A course no longer offered' },
    issuedAt: iso(row.issued_at),
    status: 'valid',
    revokedAt: null,
    revokedReason: null,
  }
}

export type Revocation = { id: number; verifyId: string; revokedAt: string; revokedReason: string }

/**
 * POST /api/admin/certificates/{id}/revoke: an admin withdraws one certificate, saying why. One
 * SQL statement sets the time and the reason only while the certificate is valid, so of two
 * revocations (a second click, two admins at once) exactly one is kept: the other is a 409 that
 * names the first one's date and leaves its time and reason as they were. 404 for an unknown id.
 * The verify page is cached: its tag expires here, in every app process.
 */
export const revokeCertificate = async (payload: Payload, id: number, reason: string): Promise<Revocation> => {
  const connection = await db(payload)
  const { rows } = await connection.query<{ verify_id: string; revoked_at: Date; revoked_reason: string }>(
    `UPDATE certificates SET revoked_at = now(), revoked_reason = $2, updated_at = now()
      WHERE id = $1 AND revoked_at IS NULL RETURNING verify_id, revoked_at, revoked_reason`,
    [id, reason],
  )
  if (rows[0]) {
    await expireAfterWrite(payload, [TAGS.certificates])
    return { id, verifyId: rows[0].verify_id, revokedAt: iso(rows[0].revoked_at), revokedReason: rows[0].revoked_reason }
  }
  const { rows: existing } = await connection.query<{ revoked_at: Date; revoked_reason: string | null }>('SELECT revoked_at, revoked_reason FROM certificates WHERE id = $1', [id])
  if (!existing[0]) throw new NotFoundError(CERTIFICATE_NOT_FOUND)
  const revokedAt = iso(existing[0].revoked_at)
  throw new ServiceError(409, `This certificate was already revoked on ${formatCourseDate(revokedAt)}; that revocation and its reason stay as they are.`, {
    revokedAt,
    revokedReason: existing[0].revoked_reason,
  })
}
