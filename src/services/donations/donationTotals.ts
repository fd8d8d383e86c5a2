import type { Payload } from 'payload'

import { poolOf } from '@/services/platform/shared'

export type DonationTotals = { monthlyCents: number; activeMonthlyDonors: number; last30DaysCents: number }

/**
 * The admin's donation figures in one statement: the monthly amount of every active monthly
 * gift and their count, and what succeeded in the last 30 days net of refunds.
 */
export const donationTotals = async (payload: Payload): Promise<DonationTotals> => {
  const { rows } = await poolOf(payload).query<{ monthly: string | null; donors: string; recent: string | null }>(`
    SELECT
      (SELECT sum(amount) FROM monthly_gifts WHERE status = 'active') AS monthly,
      (SELECT count(*) FROM monthly_gifts WHERE status = 'active') AS donors,
      (SELECT sum(amount - coalesce(refunded_amount, 0)) FROM donations
        WHERE status IN ('succeeded', 'refunded') AND paid_at > now() - interval '30 days') AS recent`)
  const row = rows[0]
  return {
    monthlyCents: Math.round(Number(row?.monthly ?? 0) * 100),
    activeMonthlyDonors: Number(row?.donors ?? 0),
    last30DaysCents: Math.round(Number(row?.recent ?? 0) * 100),
  }
}
