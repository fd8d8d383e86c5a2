import { PROPOSAL_TEXT } from '@/schemas/proposals'
import { startFeedbackAnalysis } from '@/services/ai/feedbackAnalysis'
import { getPayloadClient } from '@/services/platform/payload'
import { CACHE } from '@/web/http'
import { route } from '@/web/route'

/**
 * POST /api/admin/feedback/run → 202 {status: 'queued', message, jobId}: starts the AI feedback
 * analysis in the background (a job; the proposals appear as it runs). 503 when OpenAI is not
 * configured, 429 when today's chat budget is spent. Admins only.
 */
export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: {
    access: 'admin',
    accessFirst: true,
    body: 'optional',
    status: 202,
    cache: CACHE.privateNoStore,
    handler: async () => {
      const { jobId, alreadyQueued } = await startFeedbackAnalysis(await getPayloadClient())
      return { status: 'queued', message: `${PROPOSAL_TEXT.processingTitle}: ${PROPOSAL_TEXT.processingText}`, jobId, alreadyQueued }
    },
  },
})
