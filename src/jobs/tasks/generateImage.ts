import { generationTask } from '@/jobs/tasks/generationTask'

/** Generate an image (OpenAI) for the item a generation request names (src/services/ai/generationRun.ts). */
export const generateImageTask = generationTask('image', 'Generate an image (OpenAI)')
