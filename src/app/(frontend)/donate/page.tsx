import type { Metadata } from 'next'

import { ComingSoon } from '@/components/ui/ComingSoon'

export const metadata: Metadata = { title: 'Donate', alternates: { canonical: '/donate' } }

export default function DonatePage() {
  return (
    <ComingSoon title="Support free yoga education">
      Secure monthly and one-time donations open here soon. Thank you for wanting to help keep this library free.
    </ComingSoon>
  )
}
