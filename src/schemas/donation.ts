/**
 * A donation intent request (SPEC §7 create-payment-intent / create-subscription-intent, issue
 * 14): a whole number of US dollars, from the four amounts or a custom one within a sane range,
 * and an optional e-mail for the receipt.
 */
import { z } from '@/lib/zod'

export const MIN_DONATION = 1
export const MAX_DONATION = 10_000
export const AMOUNT_MESSAGE = `Please choose a whole amount between $${MIN_DONATION} and $${MAX_DONATION.toLocaleString('en-US')}.`

export const donationIntentSchema = z.object({
  amount: z
    .number({ error: AMOUNT_MESSAGE })
    .int(AMOUNT_MESSAGE)
    .min(MIN_DONATION, AMOUNT_MESSAGE)
    .max(MAX_DONATION, AMOUNT_MESSAGE),
  email: z
    .string({ error: 'Please enter a valid email address.' })
    .trim()
    .max(254, 'Please enter a valid email address.')
    .email('Please enter a valid email address.')
    .optional()
    .or(z.literal('').transform(() => undefined)),
})

export type DonationIntentInput = z.infer<typeof donationIntentSchema>
