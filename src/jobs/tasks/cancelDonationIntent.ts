import type { TaskConfig } from 'payload'

import { stripeClient } from '@/integrations/stripe'
import { CANCEL_INTENT_TASK, cancelAbandonedIntent } from '@/services/donations/donations'

/**
 * Cancels the payment intent or incomplete subscription the donate page abandoned when the
 * donor, after a refused card, submitted another amount or frequency, or left
 * pending for a day, so Stripe is not littered. Stripe down: the job retries with backoff;
 * Stripe no longer configured: nothing to do.
 */
export const cancelDonationIntentTask: TaskConfig<{ input: { donationId: number }; output: { result: string } }> = {
  slug: CANCEL_INTENT_TASK,
  label: 'Cancel an abandoned donation intent',
  inputSchema: [{ name: 'donationId', type: 'number', required: true }],
  outputSchema: [{ name: 'result', type: 'text' }],
  retries: { attempts: 6, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req }) => {
    const stripe = stripeClient()
    if (!stripe) return { output: { result: 'not-configured' } }
    return { output: { result: await cancelAbandonedIntent(req.payload, stripe, input.donationId) } }
  },
}
