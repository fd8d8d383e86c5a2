import type { Metadata } from 'next'

import { ComingSoon } from '@/components/ui/ComingSoon'

export const metadata: Metadata = { title: 'Log in', robots: { index: false } }

export default function LoginPage() {
  return <ComingSoon title="Log in">Accounts for courses are coming soon. Everything else is open to you without one.</ComingSoon>
}
