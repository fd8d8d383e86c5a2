import { generationTask } from '@/jobs/tasks/generationTask'

/** Curate videos (YouTube) for the item a generation request names (src/services/ai/generationRun.ts). */
export const curateVideosTask = generationTask('videos', 'Curate videos (YouTube)')
