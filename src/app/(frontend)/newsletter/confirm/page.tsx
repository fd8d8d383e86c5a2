import type { Metadata } from 'next'

import { TokenAction } from '@/components/newsletter/TokenAction'

/** Per visitor or per request (session, query, time): rendered on every request, never cached. */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Confirm your subscription', robots: { index: false, follow: false } }

type Props = { searchParams: Promise<{ token?: string | string[] }> }

/** The link in the confirmation mail lands here; confirming takes the button (a POST). */
export default async function ConfirmPage({ searchParams }: Props) {
  const { token } = await searchParams
  return <TokenAction kind="confirm" token={typeof token === 'string' && token ? token : null} />
}
