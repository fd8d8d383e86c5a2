import type { Payload } from 'payload'

import { checkRole } from '@/access/checkRole'
import { adminPanelStyle } from '@/components/admin/panelStyle'
import { RemoveExamplesButton } from '@/components/admin/RemoveExamplesButton'
import type { User } from '@/payload-types'
import { countExamples } from '@/services/content/examples'

/**
 * Above the admin's Events list: while the seed's made-up content is still here, it
 * says so and why it matters, and gives admins the one action that removes all of it. Renders
 * nothing once there is none. A server component: Payload renders it with its `payload` and `user`.
 */
export async function ExampleContentPanel({ payload, user }: { payload: Payload; user?: Partial<User> | null }) {
  const counts = await countExamples(payload)
  if (!counts.events && !counts.teamMembers) return null
  const what = [
    counts.events ? `${counts.events} example event${counts.events === 1 ? '' : 's'}` : '',
    counts.teamMembers ? `${counts.teamMembers} example team profile${counts.teamMembers === 1 ? '' : 's'}` : '',
  ]
    .filter(Boolean)
    .join(' and ')
  return (
    <section
      aria-labelledby="example-content"
      data-testid="example-content-panel"
      style={adminPanelStyle}
    >
      <h2 id="example-content" style={{ fontSize: '1.1rem', margin: 0 }}>
        Example content
      </h2>
      <p style={{ margin: 0 }}>
        This site still holds {what} from the seed: made up to show how the pages look. Visitors see each example event
        marked &ldquo;Example event&rdquo;, without calendar or contact links, and it is left out of the sitemap, the
        calendar feed and search engines&apos; event data. Remove them before the site goes live.
      </p>
      {checkRole(['admin'], user) ? (
        <RemoveExamplesButton summary={what} />
      ) : (
        <p style={{ margin: 0, color: 'var(--theme-elevation-650)' }}>An admin can remove all of them in one step here.</p>
      )}
    </section>
  )
}
