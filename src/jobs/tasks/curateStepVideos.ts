import { generationTask } from '@/jobs/tasks/generationTask'

/** Curate step videos of a pose (YouTube) for the item a generation request names (src/services/ai/generationRun.ts). */
export const curateStepVideosTask = generationTask('step-videos', 'Curate step videos of a pose (YouTube)')
