import type { Metadata } from 'next'

import { AuthShell } from '@/components/auth/AuthPage'
import { ForgotPasswordForm } from '@/components/auth/ForgotPasswordForm'

export const metadata: Metadata = { title: 'Forgot password', robots: { index: false }, alternates: { canonical: '/forgot-password' } }

/** /forgot-password: the username; a reset link goes to the account's confirmed e-mail address. */
export default function ForgotPasswordPage() {
  return (
    <AuthShell title="Forgot your password?" lead="Tell us your username. If your account has a confirmed e-mail address, we'll send a link to choose a new password.">
      <ForgotPasswordForm />
    </AuthShell>
  )
}
