import type { TaskConfig } from 'payload'

import { ANALYZE_FEEDBACK_TASK, analyzeFeedback, FEEDBACK_ANALYSIS_KEY } from '@/services/ai/feedbackAnalysis'
import { recordScheduledRun } from '@/services/platform/scheduledRuns'

/**
 * The AI feedback analysis (src/services/ai/feedbackAnalysis.ts): 'Needs improvement'
 * feedback → proposals for review at /admin/proposals. Queued nightly by the generation queue's
 * sweep (FEEDBACK_ANALYSIS_CRON) or by POST /api/admin/feedback/run. A retry continues where the
 * failed attempt stopped: feedback already read is marked processed.
 */
export const analyzeFeedbackTask: TaskConfig<{ input: { requestId: number }; output: { pages: number; created: number; duplicates: number } }> = {
  slug: ANALYZE_FEEDBACK_TASK,
  label: 'Turn feedback into content proposals (AI)',
  inputSchema: [{ name: 'requestId', type: 'number' }],
  outputSchema: [
    { name: 'pages', type: 'number' },
    { name: 'created', type: 'number' },
    { name: 'duplicates', type: 'number' },
  ],
  retries: { attempts: 2, backoff: { type: 'exponential', delay: 60_000 } },
  handler: async ({ req }) => {
    try {
      const result = await analyzeFeedback(req.payload)
      await recordScheduledRun(req.payload, FEEDBACK_ANALYSIS_KEY, {})
      return { output: { pages: result.pages, created: result.created, duplicates: result.duplicates } }
    } catch (error) {
      await recordScheduledRun(req.payload, FEEDBACK_ANALYSIS_KEY, { error: error instanceof Error ? error.message.slice(0, 500) : String(error) })
      throw error
    }
  },
}
