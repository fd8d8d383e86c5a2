/**
 * The names of the job queues and tasks, in one place: the services that queue jobs, the tasks
 * that run them (src/jobs/tasks) and the scheduler that starts the runners all read them here.
 * Constants only: any layer may import this file.
 */
import type { GenerationKind } from '@/collections/GenerationRequests'

/** Outgoing e-mail, one message per job (exactly-once delivery: src/services/platform/mail.ts) */
export const MAIL_QUEUE = 'email'
export const SEND_EMAIL_TASK = 'sendEmail'

/** Cancelling donation intents that were abandoned or replaced */
export const DONATIONS_QUEUE = 'donations'

/** AI generation, video curation, the event finder and the feedback analysis: side by side, each scheduled run one at a time (src/jobs/runner.ts) */
export const GENERATION_QUEUE = 'generation'

/** The task slug of each kind of generation (src/jobs/tasks/*.ts). */
export const GENERATION_TASKS: Record<GenerationKind, string> = {
  image: 'generateImage',
  pronunciation: 'generatePronunciation',
  narration: 'generateNarration',
  videos: 'curateVideos',
  'step-videos': 'curateStepVideos',
}

/** Newsletter campaigns: one sending job at a time across all processes, at NEWSLETTER_SEND_RATE_PER_MINUTE */
export const NEWSLETTER_QUEUE = 'newsletter'

/** Nightly upkeep: no jobs of its own, only the retention sweep (src/services/platform/retention.ts) */
export const MAINTENANCE_QUEUE = 'maintenance'
