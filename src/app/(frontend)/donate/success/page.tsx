import type { Metadata } from 'next'
import { connection } from 'next/server'

import { DonationOutcome } from '@/components/donate/DonationOutcome'
import { loadSiteSettings } from '@/lib/content'
import { donationStatus } from '@/services/donationStatus'

/** Per visitor or per request (session, query, time): rendered on every request, never cached. */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Thank you', robots: { index: false, follow: false } }

type Props = { searchParams: Promise<{ donation?: string | string[] }> }

/**
 * SPEC §2 /donate/success: where Stripe brings the donor back. What it says comes from Stripe
 * through the server (donationStatus), never from the query string alone.
 */
export default async function DonationSuccessPage({ searchParams }: Props) {
  await connection()
  const { donation } = await searchParams
  const reference = typeof donation === 'string' && donation ? donation : undefined
  const [status, settings] = await Promise.all([donationStatus(reference), loadSiteSettings()])
  return <DonationOutcome status={status} supportEmail={settings.supportEmail} />
}
