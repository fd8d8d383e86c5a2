/**
 * The review of AI proposals: the texts the admin view and the
 * /api/admin/proposals calls share, and the reject body.
 */
import { z } from '@/lib/zod'

export const PROPOSAL_TEXT = {
  approved: 'Proposal approved and applied successfully',
  rejected: 'Proposal rejected',
  reverted: 'Proposal reverted: the earlier text is back on the page',
  processingTitle: 'Processing Started',
  processingText: 'AI feedback analysis running in background',
  errorTitle: 'Error',
  approveFailed: 'Failed to approve proposal',
  rejectFailed: 'Failed to reject proposal',
  revertFailed: 'Failed to revert proposal',
  runFailed: 'Failed to start processing',
  reasonRequired: 'Please give a reason for rejecting this proposal',
  notFound: 'Proposal not found',
  notConfigured: 'AI feedback analysis is not configured (no OpenAI key)',
  empty: 'No proposals are waiting for review. The nightly AI proposal generation turns new "Needs improvement" feedback into proposals here; "Run processing" starts it now.',
} as const

/** The proposal list refreshes this long after a run was started. */
export const REFRESH_AFTER_RUN_MS = 5000

export const REJECTION_REASON_MAX = 2000

/** POST /api/admin/proposals/{id}/reject {reason}: a reason that is not blank. */
export const rejectSchema = z.object({
  reason: z
    .string({ error: PROPOSAL_TEXT.reasonRequired })
    .trim()
    .min(1, PROPOSAL_TEXT.reasonRequired)
    .max(REJECTION_REASON_MAX, `Please keep the reason under ${REJECTION_REASON_MAX} characters`),
})

/** A proposal id in a path: a positive whole number; anything else names no proposal. */
export const proposalIdSchema = z.coerce.number().int().positive().max(2 ** 31 - 1)
