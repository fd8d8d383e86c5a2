import type { Metadata } from 'next'

import { ManageGift } from '@/components/donate/ManageGift'

/** Per visitor or per request (session, query, time): rendered on every request, never cached. */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Manage your monthly gift', robots: { index: false, follow: false } }

type Props = { searchParams: Promise<{ token?: string | string[] }> }

/**
 * A monthly donor's self-service: the link in each receipt lands here with its
 * token and opens Stripe's donor portal on a button press (a link never acts on a GET); without
 * a token, or with an old one, the donor asks for a fresh link by e-mail.
 */
export default async function ManageGiftPage({ searchParams }: Props) {
  const { token } = await searchParams
  return <ManageGift token={typeof token === 'string' && token ? token : null} />
}
