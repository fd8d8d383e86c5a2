import { Home } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'

import { NewsletterSlot } from '@/components/engagement/slots'
import { EventsBrowser } from '@/components/events/EventsBrowser'
import { parseEventFilters } from '@/schemas/eventFilters'
import { loadEvents } from '@/web/pageData'

export const eventsListMetadata: Metadata = {
  title: 'Upcoming Events',
  description: 'Yoga classes, workshops, retreats and community gatherings, online and near you.',
  alternates: { canonical: '/events' },
  openGraph: { title: 'Upcoming Events', url: '/events' },
}

/**
 * /events with the filters of `query` (normalised: src/lib/eventFilterState.ts), its
 * events found on the server: a cached page per query (src/lib/pageVariants.ts).
 */
export async function EventsListPage({ query }: { query: string }) {
  const events = await loadEvents(parseEventFilters(new URLSearchParams(query)))
  return (
    <>
      <div className="mx-auto max-w-6xl px-4 pt-6 sm:px-6">
        <Link href="/" className="inline-flex items-center gap-1.5 text-sm font-medium text-sage-700 hover:underline">
          <Home aria-hidden className="size-4" /> Home
        </Link>
      </div>
      <section className="mx-auto max-w-6xl px-4 pt-4 pb-2 sm:px-6">
        <div className="rounded-[var(--radius-card)] bg-gradient-to-br from-sage-50 via-sand-100 to-terracotta-50 px-6 py-10 sm:px-10">
          <h1 className="text-3xl font-semibold sm:text-4xl">Upcoming Events</h1>
          <p className="mt-3 max-w-2xl text-lg text-ink-muted">
            Classes, workshops, retreats and gatherings run by teachers and communities, online and near you. Check
            details with the organiser before you go.
          </p>
        </div>
      </section>
      <EventsBrowser initialQuery={query} initialEvents={events} />
      <section className="mx-auto max-w-6xl px-4 pt-14 sm:px-6">
        <NewsletterSlot look="default" />
      </section>
    </>
  )
}
