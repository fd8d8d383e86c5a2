import type { Payload } from 'payload'

import { formatUsd } from '@/lib/donations'
import { donationTotals } from '@/services/donations/donationTotals'

/**
 * Above the admin's Donations list: what monthly giving brings in and from how many
 * donors, and the gifts received in the last 30 days. A server component: Payload renders it
 * with its own `payload`.
 */
export async function DonationsSummary({ payload }: { payload: Payload }) {
  const totals = await donationTotals(payload)
  const items = [
    { label: 'Monthly giving', value: `${formatUsd(totals.monthlyCents)} / month` },
    { label: 'Active monthly donors', value: String(totals.activeMonthlyDonors) },
    { label: 'Received in the last 30 days', value: formatUsd(totals.last30DaysCents) },
  ]
  return (
    <section aria-label="Donation totals" style={{ marginBottom: 'calc(var(--base) * 1.5)' }}>
      <dl style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--base)', margin: 0 }}>
        {items.map((item) => (
          <div
            key={item.label}
            style={{
              border: '1px solid var(--theme-elevation-150)',
              borderRadius: 'var(--style-radius-m)',
              padding: 'calc(var(--base) * 0.75) var(--base)',
              minWidth: '12rem',
            }}
          >
            <dt style={{ color: 'var(--theme-elevation-500)', fontSize: '0.85rem' }}>{item.label}</dt>
            <dd style={{ margin: 0, fontSize: '1.4rem', fontWeight: 600 }}>{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
