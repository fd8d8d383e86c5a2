import type { Metadata } from 'next'

import { ComingSoon } from '@/components/ui/ComingSoon'

export const metadata: Metadata = { title: 'Upcoming Events', alternates: { canonical: '/events' } }

export default function EventsPage() {
  return (
    <ComingSoon title="Upcoming Events">
      Classes, workshops, retreats and gatherings, with filters by place, style and level, are on their way to this page.
    </ComingSoon>
  )
}
