/** SPEC §9: the fixed amounts in USD and how many students each supports. */
export const DONATION_AMOUNTS = [25, 50, 100, 250] as const
export const DEFAULT_DONATION_AMOUNT = 50

export const studentsSupported = (amount: number): number =>
  amount === 25 ? 5 : amount === 50 ? 10 : amount === 100 ? 20 : 50
