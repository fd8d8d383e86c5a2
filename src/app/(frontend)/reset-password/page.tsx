import type { Metadata } from 'next'

import { AuthShell } from '@/components/auth/AuthPage'
import { ResetPasswordForm } from '@/components/auth/ResetPasswordForm'

/** Per visitor or per request (session, query, time): rendered on every request, never cached. */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Choose a new password', robots: { index: false, follow: false } }

type Props = { searchParams: Promise<{ token?: string | string[] }> }

/** The link in a member's reset mail lands here; the new password is set with the form (a POST). */
export default async function ResetPasswordPage({ searchParams }: Props) {
  const { token } = await searchParams
  return (
    <AuthShell title="Choose a new password" lead="Your courses, progress and certificates stay as they are.">
      <ResetPasswordForm token={typeof token === 'string' && token ? token : null} />
    </AuthShell>
  )
}
