/**
 * A donation intent request (POST /api/create-payment-intent or /api/create-subscription-intent):
 * a whole number of US dollars, from the four amounts or a custom one within a sane range;
 * an optional e-mail for the receipt; whether the donor covers the processing fee; the page's
 * key for this choice (a double submit answers the same intent); and the reference of the
 * page's previous, now abandoned intent, which the server cancels.
 */
import { AMOUNT_MESSAGE, MAX_DONATION, MIN_DONATION } from '@/lib/donations'
import { EMAIL_MESSAGE } from '@/lib/emailCheck'
import { validEmail, z } from '@/lib/zod'

export { AMOUNT_MESSAGE, EMAIL_MESSAGE, MAX_DONATION, MIN_DONATION }

export const donationIntentSchema = z.object({
  amount: z
    .number({ error: AMOUNT_MESSAGE })
    .int(AMOUNT_MESSAGE)
    .min(MIN_DONATION, AMOUNT_MESSAGE)
    .max(MAX_DONATION, AMOUNT_MESSAGE),
  email: validEmail(EMAIL_MESSAGE)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  coverFee: z.boolean().optional().default(false),
  clientKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,100}$/, 'The form key is not valid.')
    .optional(),
  replaces: z.string().max(200).optional(),
})

export type DonationIntentInput = z.input<typeof donationIntentSchema>
export type DonationIntentRequest = z.output<typeof donationIntentSchema>

export const manageLinkSchema = z.object({
  email: validEmail(EMAIL_MESSAGE),
})

export const portalSchema = z.object({ token: z.string({ error: 'This link is not valid.' }).min(1).max(500) })
