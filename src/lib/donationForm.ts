/**
 * The /donate form's own arithmetic and words, pure so that the unit tests read
 * them: what the custom amount field holds, what the page starts with for an `?amount=`, the
 * summary line, the intent request and Stripe's return address.
 */
import {
  amountFromParam,
  AMOUNT_MESSAGE,
  chargeCents,
  DONATION_AMOUNTS,
  formatUsd,
  impactPhrase,
  isValidDonationAmount,
} from '@/lib/donations'

export type Frequency = 'monthly' | 'one-time'

/** What the custom amount field says: a whole dollar amount, nothing yet, or a message. */
export type CustomAmount = { amount: number | null; error?: string }

/** "37", "$37", "1,000" or "1000" are whole dollars; "37.50", "-5", "abc" are not. */
export const readCustomAmount = (text: string): CustomAmount => {
  const trimmed = text.trim()
  if (!trimmed) return { amount: null }
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)$/.exec(trimmed)
  const amount = match ? Number(match[1]!.replace(/,/g, '')) : Number.NaN
  return isValidDonationAmount(amount) ? { amount } : { amount: null, error: AMOUNT_MESSAGE }
}

/** The page's first state for `?amount=`: one of the four, or the custom field filled in. */
export const initialAmountChoice = (amount: number): { preset: number | null; custom: string } =>
  (DONATION_AMOUNTS as readonly number[]).includes(amount) ? { preset: amount, custom: '' } : { preset: null, custom: String(amount) }

export const isMonthly = (frequency: Frequency) => frequency === 'monthly'

/**
 * "You're giving $50 monthly — supports 10 students" (the total, with the fee when covered; the
 * impact of the gift itself, one student per $5, and none claimed below $5).
 */
export const summaryText = (amount: number, frequency: Frequency, coverFee: boolean): string => {
  const impact = impactPhrase(amount)
  return `You're giving ${formatUsd(chargeCents(amount, coverFee))} ${isMonthly(frequency) ? 'monthly' : 'once'}${impact ? ` — ${impact}` : ''}`
}

/** "Supports 10 students", or null below $5 */
export const impactText = (amount: number): string | null => {
  const impact = impactPhrase(amount)
  return impact ? impact[0]!.toUpperCase() + impact.slice(1) : null
}

/** Beside the payment button: "$50 monthly · Supports 10 students", or "$3 once" */
export const payLine = (totalCents: number, amount: number, frequency: Frequency): string => {
  const impact = impactText(amount)
  return `${formatUsd(totalCents)} ${isMonthly(frequency) ? 'monthly' : 'once'}${impact ? ` · ${impact}` : ''}`
}

/** Which endpoint makes the intent for a frequency. */
export const intentPath = (frequency: Frequency) =>
  isMonthly(frequency) ? '/api/create-subscription-intent' : '/api/create-payment-intent'

export type DonationChoice = { amount: number; frequency: Frequency; email?: string; coverFee: boolean }

/** One string per distinct choice: a new one means a new intent. */
export const choiceKey = (choice: DonationChoice | null): string =>
  choice ? [choice.frequency, choice.amount, choice.coverFee ? 'fee' : 'nofee', choice.email ?? ''].join('|') : ''

/** A fresh key for one choice (the server answers a repeated key with the same intent). */
export const newClientKey = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID().replace(/-/g, '')
    : `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`.padEnd(16, '0')

/** The body of POST /api/create-(payment|subscription)-intent. */
export const intentBody = (choice: DonationChoice, clientKey: string, replaces?: string) => ({
  amount: choice.amount,
  ...(choice.email ? { email: choice.email } : {}),
  coverFee: choice.coverFee,
  clientKey,
  ...(replaces ? { replaces } : {}),
})

/** Where Stripe sends the donor back: /donate/success with this gift's reference. */
export const successUrl = (origin: string, reference: string | undefined): string =>
  `${origin}/donate/success${reference ? `?donation=${encodeURIComponent(reference)}` : ''}`

/** The amount and frequency a /donate address asks for (?amount=100&frequency=one-time); monthly otherwise. */
export const donationFromQuery = (params: URLSearchParams): { amount: number; frequency: Frequency } => ({
  amount: amountFromParam(params.get('amount')),
  frequency: params.get('frequency') === 'one-time' ? 'one-time' : 'monthly',
})
