import type { Payload } from 'payload'

import { checkRole } from '@/access/checkRole'
import { FindEventsButton } from '@/components/admin/FindEventsButton'
import { adminPanelStyle } from '@/components/admin/panelStyle'
import type { User } from '@/payload-types'
import { eventFinderState } from '@/services/ai/eventFinder'

const when = (value: string | Date) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(value)) + ' UTC'


/**
 * Above the admin's Events list: what the AI event finder does here (or that it is not set up),
 * its regions and schedule, its next and last run, and, for admins, "Find events now". A server
 * component: Payload renders it with its `payload` and `user`.
 */
export async function EventFinderPanel({ payload, user }: { payload: Payload; user?: Partial<User> | null }) {
  const state = await eventFinderState(payload)
  const regions = state.regions.join(', ') || 'none'
  return (
    <section aria-labelledby="event-finder" data-testid="event-finder-panel" style={adminPanelStyle}>
      <h2 id="event-finder" style={{ fontSize: '1.1rem', margin: 0 }}>
        AI event finder
      </h2>
      {!state.configured ? (
        <p style={{ margin: 0 }}>
          Not set up: with an OpenAI key (<code>OPENAI_API_KEY</code>) it looks for upcoming yoga events in the regions of{' '}
          <code>EVENT_FINDER_REGIONS</code> on the schedule of <code>EVENT_FINDER_CRON</code> and saves them here as drafts to review.
        </p>
      ) : (
        <>
          <p style={{ margin: 0 }}>
            Looks for upcoming yoga events in <strong>{regions}</strong> (<code>EVENT_FINDER_REGIONS</code>) on the schedule{' '}
            <code>{state.cron}</code> (<code>EVENT_FINDER_CRON</code>, UTC) and saves them tagged &ldquo;ai-discovered&rdquo;{' '}
            {state.autopublish ? 'and published' : 'as drafts for an editor to check and publish'}. Events elsewhere are left out.
          </p>
          <p style={{ margin: 0, color: 'var(--theme-elevation-650)' }}>
            {state.nextRun ? `Next run: ${when(state.nextRun)}.` : 'The schedule names no next run.'}{' '}
            {state.queued
              ? 'A run is under way now.'
              : state.last
                ? `Last run: ${state.last.status === 'failed' ? `failed ${when(state.last.at)}: ${state.last.error ?? 'unknown error'}` : `finished ${when(state.last.at)}`}.`
                : 'It has not run yet.'}
          </p>
          {checkRole(['admin'], user) ? (
            <FindEventsButton />
          ) : (
            <p style={{ margin: 0, color: 'var(--theme-elevation-650)' }}>An admin can start a run at once here.</p>
          )}
        </>
      )}
    </section>
  )
}
