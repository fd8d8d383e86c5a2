import { z } from '@/lib/zod'
import { countExamples, removalMessage, removeExamples } from '@/services/content/examples'
import { getPayloadClient } from '@/services/platform/payload'
import { CACHE } from '@/web/http'
import { route } from '@/web/route'

/** The body of the removal: an explicit confirmation, nothing else. */
const removeSchema = z.object({ confirm: z.literal(true, { error: 'Confirm the removal with {"confirm": true}.' }) }).strict()

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** GET /api/admin/examples → {examples: {events, teamMembers}}: what example content is left (admins only). */
  GET: {
    access: 'admin',
    accessFirst: true,
    cache: CACHE.privateNoStore,
    handler: async () => ({ examples: await countExamples(await getPayloadClient()) }),
  },
  /**
   * POST /api/admin/examples {confirm: true} → {removed: {events, teamMembers}, message}: deletes
   * every example event and example team profile. Idempotent: a second call (a double click)
   * removes nothing and says so. 400 without the confirmation; admins only.
   */
  POST: {
    access: 'admin',
    accessFirst: true,
    body: 'json',
    schema: removeSchema,
    cache: CACHE.privateNoStore,
    handler: async () => {
      const removed = await removeExamples(await getPayloadClient())
      return { removed, message: removalMessage(removed) }
    },
  },
})
