/**
 * Donation amounts and their arithmetic, shared by the /donate page, the home page and the
 * server. Amounts are whole US dollars; totals with the covered processing
 * fee are in cents so that nothing is lost to floating point.
 */

/** The fixed amounts in USD and how many students each supports. */
export const DONATION_AMOUNTS = [25, 50, 100, 250] as const
export const DEFAULT_DONATION_AMOUNT = 50
export const MIN_DONATION = 1
export const MAX_DONATION = 10_000
export const AMOUNT_MESSAGE = `Please choose a whole amount between $${MIN_DONATION} and $${MAX_DONATION.toLocaleString('en-US')}.`

/** The impact rate: $25, $50, $100 and $250 support 5, 10, 20 and 50 students, one per $5. */
export const DOLLARS_PER_STUDENT = 5

/** How many students a gift of `amount` whole dollars supports: one per $5, so 0 below $5. */
export const studentsSupported = (amount: number): number =>
  Number.isFinite(amount) && amount > 0 ? Math.floor(amount / DOLLARS_PER_STUDENT) : 0

/**
 * The one impact wording of every page (/donate's amounts, summary and payment line, the home
 * page): "supports 10 students", "supports 1 student", or null below $5 (nothing is claimed).
 */
export const impactPhrase = (amount: number): string | null => {
  const students = studentsSupported(amount)
  return students > 0 ? `supports ${students} ${students === 1 ? 'student' : 'students'}` : null
}

/** The card processor's rate the "cover the fee" choice adds: 2.9 % + 30 cents. */
export const FEE_PERCENT = 0.029
export const FEE_FIXED_CENTS = 30

/**
 * The fee in cents to add so that `amount` dollars arrive after processing: the smallest total
 * t with t − (2.9 % of t + 30 ¢) ≥ amount.
 */
export const processingFeeCents = (amount: number): number => {
  const cents = Math.round(amount * 100)
  return Math.ceil((cents + FEE_FIXED_CENTS) / (1 - FEE_PERCENT)) - cents
}

/** What is charged, in cents: the gift, plus the fee when the donor chose to cover it. */
export const chargeCents = (amount: number, coverFee: boolean): number =>
  Math.round(amount * 100) + (coverFee ? processingFeeCents(amount) : 0)

/** "$50", "$51.85" */
export const formatUsd = (cents: number): string =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: cents % 100 === 0 ? 0 : 2, maximumFractionDigits: 2 })}`

/**
 * The `amount` URL parameter parsed as an integer. Missing or not a number → the
 * default; a number (even one outside the range) is kept so the page can show it with a message.
 */
export const amountFromParam = (value: string | string[] | undefined | null): number => {
  const raw = Array.isArray(value) ? value[0] : value
  const parsed = Number.parseInt(String(raw ?? ''), 10)
  return Number.isFinite(parsed) ? parsed : DEFAULT_DONATION_AMOUNT
}

export const isValidDonationAmount = (amount: number): boolean =>
  Number.isInteger(amount) && amount >= MIN_DONATION && amount <= MAX_DONATION
