import { generationTask } from '@/jobs/tasks/generationTask'

/** Generate an image (OpenAI) for the item a generation request names (issue 16; src/services/ai/generation.ts). */
export const generateImageTask = generationTask('image', 'Generate an image (OpenAI)')
