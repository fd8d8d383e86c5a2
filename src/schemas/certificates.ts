/**
 * Revoking one certificate from the admin: the texts the admin button and
 * POST /api/admin/certificates/{id}/revoke share, and the body of that call.
 */
import { z } from '@/lib/zod'

export const REVOKE_REASON_MAX = 500

export const CERTIFICATE_TEXT = {
  reasonRequired: 'Please give a reason for revoking this certificate.',
  reasonTooLong: `Please keep the reason to at most ${REVOKE_REASON_MAX} characters.`,
  revoked: 'Certificate revoked. Its public page now says so, with the reason.',
} as const

/** POST /api/admin/certificates/{id}/revoke {reason}: a reason that is not blank, trimmed, at most 500 characters. */
export const revokeSchema = z.object({
  reason: z.string({ error: CERTIFICATE_TEXT.reasonRequired }).trim().min(1, CERTIFICATE_TEXT.reasonRequired).max(REVOKE_REASON_MAX, CERTIFICATE_TEXT.reasonTooLong),
})
