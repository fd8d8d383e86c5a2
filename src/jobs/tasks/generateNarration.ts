import { generationTask } from '@/jobs/tasks/generationTask'

/** Generate an FAQ narration for the item a generation request names (src/services/ai/generationRun.ts). */
export const generateNarrationTask = generationTask('narration', 'Generate an FAQ narration')
