import type { Metadata } from 'next'

import { TokenAction } from '@/components/newsletter/TokenAction'

/** Per visitor or per request (session, query, time): rendered on every request, never cached. */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Unsubscribe', robots: { index: false, follow: false } }

type Props = { searchParams: Promise<{ token?: string | string[] }> }

/** The unsubscribe link of every newsletter mail lands here: one button, no login. */
export default async function UnsubscribePage({ searchParams }: Props) {
  const { token } = await searchParams
  return <TokenAction kind="unsubscribe" token={typeof token === 'string' && token ? token : null} />
}
