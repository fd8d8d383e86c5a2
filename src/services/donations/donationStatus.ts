/**
 * The /donate/success page's question: what became of the gift its signed reference
 * names. See `donationStatus` in src/services/donations/donationPayments.ts.
 */
import { stripeClient } from '@/integrations/stripe'
import { getPayloadClient } from '@/services/platform/payload'
import { donationStatus as statusOf, type DonationStatus } from '@/services/donations/donationPayments'

export type { DonationStatus }

export const donationStatus = async (reference: string | undefined): Promise<DonationStatus> => {
  const payload = await getPayloadClient()
  try {
    return await statusOf(payload, stripeClient(), reference)
  } catch (error) {
    // Stripe unreachable: the page says calmly that it cannot tell yet
    payload.logger.error({ msg: 'Looking up a donation failed', error: (error as Error).message })
    return { state: 'unknown' }
  }
}
