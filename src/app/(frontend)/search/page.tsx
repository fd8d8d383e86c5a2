import type { Metadata } from 'next'

import { ComingSoon } from '@/components/ui/ComingSoon'

export const metadata: Metadata = { title: 'Search', alternates: { canonical: '/search' }, robots: { index: false } }

export default function SearchPage() {
  return (
    <ComingSoon title="Search">
      Site-wide search across terms, questions, poses, videos and events is coming soon. Until then, each library has its own search.
    </ComingSoon>
  )
}
