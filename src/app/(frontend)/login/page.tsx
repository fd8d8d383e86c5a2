import type { Metadata } from 'next'

import { AuthPage, type AuthSearchParams } from '@/components/auth/AuthPage'

/** Per visitor or per request (session, query, time): rendered on every request, never cached. */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Log in', robots: { index: false }, alternates: { canonical: '/login' } }

export default function LoginPage({ searchParams }: { searchParams: AuthSearchParams }) {
  return <AuthPage mode="login" searchParams={searchParams} />
}
