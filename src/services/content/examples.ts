/**
 * The seed's example content: the made-up events (tagged `example`) and the made-up
 * team profiles (a Team member exactly as the seed wrote it). An admin removes them all at once
 * (POST /api/admin/examples, the panel above the admin's Events list); running it again finds
 * nothing and changes nothing.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { EXAMPLE_TAG } from '@/lib/examples'
import { teamMembers } from '@/seed/data/team'
import { poolOf } from '@/services/platform/shared'
import { inTransaction } from '@/services/platform/transaction'

export type ExampleCounts = { events: number; teamMembers: number }

type MemberLike = { name?: string | null; role?: string | null; bio?: string | null; email?: string | null; linkedin?: string | null; image?: unknown }

/** A Team member still exactly as the seed made it up: same name, role and bio, nothing added. */
export const isExampleMember = (member: MemberLike): boolean =>
  !member.email &&
  !member.linkedin &&
  !member.image &&
  teamMembers.some((seeded) => seeded.name === member.name && seeded.role === member.role && seeded.bio === (member.bio ?? ''))

const exampleEventIds = async (payload: Payload): Promise<number[]> => {
  const { rows } = await poolOf(payload).query<{ id: number }>(
    `SELECT DISTINCT parent_id AS id FROM events_texts WHERE path = 'tags' AND text = $1 ORDER BY parent_id`,
    [EXAMPLE_TAG],
  )
  return rows.map((row) => Number(row.id))
}

export const countExamples = async (payload: Payload): Promise<ExampleCounts> => {
  const [events, team] = await Promise.all([exampleEventIds(payload), payload.findGlobal({ slug: 'team', depth: 0 })])
  return { events: events.length, teamMembers: (team.members ?? []).filter(isExampleMember).length }
}

/**
 * Deletes every example event and example team profile; answers how many went. Idempotent, and
 * one at a time (a transaction lock): a double click removes each example once, the second
 * call finds nothing.
 */
export const removeExamples = async (payload: Payload): Promise<ExampleCounts> =>
  inTransaction(payload, async ({ req, execute }) => {
    await execute(sql`SELECT pg_advisory_xact_lock(hashtext('examples:remove'))`)
    const rows = await execute<{ id: number }>(
      sql`SELECT DISTINCT parent_id AS id FROM events_texts WHERE path = 'tags' AND text = ${EXAMPLE_TAG}`,
    )
    const ids = rows.map((row) => Number(row.id))
    // one by one through Payload (its hooks expire the cached pages and drop each event from the
    // search index), so the transaction's one connection runs one query at a time
    for (const id of ids) await payload.delete({ collection: 'events', id, overrideAccess: true, depth: 0, req })
    const events = ids.length
    const team = await payload.findGlobal({ slug: 'team', depth: 0, req })
    const members = team.members ?? []
    const kept = members.filter((member) => !isExampleMember(member))
    if (kept.length !== members.length) {
      await payload.updateGlobal({ slug: 'team', data: { members: kept, _status: 'published' }, overrideAccess: true, depth: 0, req })
    }
    return { events, teamMembers: members.length - kept.length }
  })

/** What the admin reads after a removal (and in the answer of POST /api/admin/examples). */
export const removalMessage = ({ events, teamMembers }: ExampleCounts): string => {
  if (!events && !teamMembers) return 'No example content left: nothing to remove.'
  const parts = [
    events ? `${events} example event${events === 1 ? '' : 's'}` : '',
    teamMembers ? `${teamMembers} example team profile${teamMembers === 1 ? '' : 's'}` : '',
  ].filter(Boolean)
  return `Removed ${parts.join(' and ')}.`
}
