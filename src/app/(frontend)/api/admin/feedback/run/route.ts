import { adminRoute } from '@/web/adminRoute'
import { methodNotAllowed } from '@/web/http'
import { PROPOSAL_TEXT } from '@/schemas/proposals'
import { startFeedbackAnalysis } from '@/services/ai/feedbackAnalysis'

/**
 * POST /api/admin/feedback/run → 202 {status: 'queued', message, jobId}: starts the AI feedback
 * analysis in the background (a job; the proposals appear as it runs). 503 when OpenAI is not
 * configured, 429 when today's chat budget is spent. Admins only.
 */
export const POST = adminRoute(
  async ({ payload }) => {
    const { jobId, alreadyQueued } = await startFeedbackAnalysis(payload)
    return { status: 202, body: { status: 'queued', message: `${PROPOSAL_TEXT.processingTitle}: ${PROPOSAL_TEXT.processingText}`, jobId, alreadyQueued } }
  },
  { body: 'optional' },
)

const notAllowed = methodNotAllowed('POST')
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
