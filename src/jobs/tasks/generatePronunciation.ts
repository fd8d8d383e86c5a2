import { generationTask } from '@/jobs/tasks/generationTask'

/** Generate a pronunciation recording for the item a generation request names (src/services/ai/generationRun.ts). */
export const generatePronunciationTask = generationTask('pronunciation', 'Generate a pronunciation recording')
