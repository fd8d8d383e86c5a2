import type { TaskConfig } from 'payload'

import { FIND_EVENTS_TASK, findEvents, recordEventFinderRun } from '@/services/ai/eventFinder'
import { revalidateFromJob, TAGS } from '@/services/platform/revalidate'

/**
 * The AI event finder's weekly run (src/services/ai/eventFinder.ts): asks the model for
 * upcoming events, checks them, stores the new ones tagged ai-discovered (drafts unless
 * EVENT_FINDER_AUTOPUBLISH=true). Queued by the generation queue's sweep when EVENT_FINDER_CRON is due.
 */
export const findEventsTask: TaskConfig<{ input: { requestId: number }; output: { created: number; skipped: number } }> = {
  slug: FIND_EVENTS_TASK,
  label: 'Find upcoming yoga events (AI)',
  inputSchema: [{ name: 'requestId', type: 'number', required: true }],
  outputSchema: [
    { name: 'created', type: 'number' },
    { name: 'skipped', type: 'number' },
  ],
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
  handler: async ({ req }) => {
    try {
      const result = await findEvents(req.payload)
      await recordEventFinderRun(req.payload, {})
      if (result.created.length) await revalidateFromJob([TAGS.events])
      return { output: { created: result.created.length, skipped: result.skipped.length } }
    } catch (error) {
      await recordEventFinderRun(req.payload, { error: error instanceof Error ? error.message.slice(0, 500) : String(error) })
      throw error
    }
  },
}
