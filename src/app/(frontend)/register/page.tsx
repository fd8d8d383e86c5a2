import type { Metadata } from 'next'

import { AuthPage, type AuthSearchParams } from '@/components/auth/AuthPage'

/** Per visitor or per request (session, query, time): rendered on every request, never cached. */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Create an account', robots: { index: false }, alternates: { canonical: '/register' } }

export default function RegisterPage({ searchParams }: { searchParams: AuthSearchParams }) {
  return <AuthPage mode="register" searchParams={searchParams} />
}
