import type { Metadata } from 'next'

import { ComingSoon } from '@/components/ui/ComingSoon'

export const metadata: Metadata = { title: 'Create an account', robots: { index: false } }

export default function RegisterPage() {
  return <ComingSoon title="Create an account">Accounts for courses are coming soon. Everything else is open to you without one.</ComingSoon>
}
