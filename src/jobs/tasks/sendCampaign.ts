import type { TaskConfig } from 'payload'

import { redactError, redactsLogs } from '@/lib/redact'
import { sendCampaignBatch, SEND_CAMPAIGN_TASK } from '@/services/community/campaigns'

/**
 * Sends one batch of a newsletter campaign through its send log (src/services/community/campaigns.ts) and
 * queues the next batch while rows are left. A mail server that fails fails the job, which
 * Payload retries with backoff (30 s, 1 min, 2 min … about 8 hours); the subscriber whose mail
 * failed is sent to on the retry, nobody twice.
 */
export const sendCampaignTask: TaskConfig<{ input: { campaignId: number }; output: { sent: number; skipped: number; failed: number; done: boolean } }> = {
  slug: SEND_CAMPAIGN_TASK,
  label: 'Send a newsletter campaign',
  inputSchema: [{ name: 'campaignId', type: 'number', required: true }],
  outputSchema: [
    { name: 'sent', type: 'number' },
    { name: 'skipped', type: 'number' },
    { name: 'failed', type: 'number' },
    { name: 'done', type: 'checkbox' },
  ],
  retries: { attempts: 10, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req }) => {
    try {
      return { output: await sendCampaignBatch(req.payload, input.campaignId) }
    } catch (error) {
      throw redactsLogs() ? redactError(error) : error
    }
  },
}
