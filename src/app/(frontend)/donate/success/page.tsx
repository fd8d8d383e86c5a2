import type { Metadata } from 'next'
import { connection } from 'next/server'
import { cache } from 'react'

import { DonationOutcome, OUTCOME_TITLES } from '@/components/donate/DonationOutcome'
import { loadSiteSettings } from '@/web/pageData'
import { donationStatus } from '@/services/donations/donationStatus'

/** Per visitor or per request (session, query, time): rendered on every request, never cached. */
export const dynamic = 'force-dynamic'

type Props = { searchParams: Promise<{ donation?: string | string[] }> }

const referenceOf = (donation: string | string[] | undefined) => (typeof donation === 'string' && donation ? donation : undefined)

/** One look-up per request, shared by the title and the page. */
const statusOf = cache((reference: string | undefined) => donationStatus(reference))

/** The title says what the page says: thanks only for a gift that stands. */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  await connection()
  const status = await statusOf(referenceOf((await searchParams).donation))
  return { title: OUTCOME_TITLES[status.state], robots: { index: false, follow: false } }
}

/**
 * /donate/success: where Stripe brings the donor back. What it says comes from Stripe
 * through the server (donationStatus), never from the query string alone.
 */
export default async function DonationSuccessPage({ searchParams }: Props) {
  await connection()
  const { donation } = await searchParams
  const [status, settings] = await Promise.all([statusOf(referenceOf(donation)), loadSiteSettings()])
  return <DonationOutcome status={status} supportEmail={settings.supportEmail} />
}
