import type { TaskConfig } from 'payload'

import type { GenerationKind } from '@/collections/GenerationRequests'
import { GENERATION_TASKS } from '@/jobs/queues'

export type GenerationTaskIO = { input: { requestId: number }; output: { status: string } }

/**
 * A generation task: its input is the generation request row (the claim of src/services/ai/generationQueue.ts),
 * which names the kind and item; the work itself lives in the service. Failures are retried with
 * exponential backoff (30 s, 60 s, 2 min, …); a spent YouTube quota is not a failure: the request
 * is marked deferred and the queue's sweep takes it up on the next quota day.
 */
export const generationTask = (kind: GenerationKind, label: string): TaskConfig<GenerationTaskIO> => ({
  slug: GENERATION_TASKS[kind],
  label,
  inputSchema: [{ name: 'requestId', type: 'number', required: true }],
  outputSchema: [{ name: 'status', type: 'text' }],
  retries: { attempts: 4, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req }) => {
    const { runGenerationRequest } = await import('@/services/ai/generationRun')
    return { output: { status: await runGenerationRequest(req.payload, input.requestId, kind) } }
  },
})
