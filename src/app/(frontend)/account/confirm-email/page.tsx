import type { Metadata } from 'next'

import { ConfirmEmail } from '@/components/account/ConfirmEmail'

/** Per visitor or per request (session, query, time): rendered on every request, never cached. */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Confirm your e-mail address', robots: { index: false, follow: false } }

type Props = { searchParams: Promise<{ token?: string | string[] }> }

/** The link in the confirmation mail lands here; confirming takes the button (a POST). */
export default async function ConfirmEmailPage({ searchParams }: Props) {
  const { token } = await searchParams
  return <ConfirmEmail token={typeof token === 'string' && token ? token : null} />
}
