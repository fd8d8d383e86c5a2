import type { JobsConfig } from 'payload'

import { admins } from '@/access/admins'
import { adminsJobAccess } from '@/access/adminsJobAccess'
import { analyzeFeedbackTask } from '@/jobs/tasks/analyzeFeedback'
import { cancelDonationIntentTask } from '@/jobs/tasks/cancelDonationIntent'
import { curateStepVideosTask } from '@/jobs/tasks/curateStepVideos'
import { curateVideosTask } from '@/jobs/tasks/curateVideos'
import { findEventsTask } from '@/jobs/tasks/findEvents'
import { generateImageTask } from '@/jobs/tasks/generateImage'
import { generateNarrationTask } from '@/jobs/tasks/generateNarration'
import { generatePronunciationTask } from '@/jobs/tasks/generatePronunciation'
import { sendCampaignTask } from '@/jobs/tasks/sendCampaign'
import { sendEmailTask } from '@/jobs/tasks/sendEmail'

/**
 * The Payload jobs queue (same database). Jobs run only through src/jobs/runner.ts (claimed one
 * by one with a single UPDATE, up to JOBS_CONCURRENCY side by side per queue and process, with a
 * lease sweeper), started by src/jobs/scheduler.ts in the web process (src/instrumentation.ts) or
 * in `npm run jobs` workers: the mail queue every 10 seconds, which also picks up retries whose
 * backoff has passed. Payload's `autoRun` crons and its REST run endpoint are off, because they
 * would claim jobs with Payload's read-then-write, which two runners can both win. Only admins may see, queue or cancel jobs through the API (Payload's
 * default is any signed-in user); visitors' requests queue jobs through the services.
 */
export const jobs: JobsConfig = {
  tasks: [
    sendEmailTask,
    cancelDonationIntentTask,
    generateImageTask,
    generatePronunciationTask,
    generateNarrationTask,
    curateVideosTask,
    curateStepVideosTask,
    findEventsTask,
    analyzeFeedbackTask,
    sendCampaignTask,
  ],
  // Nobody runs jobs over HTTP (/cms-api/payload-jobs/run): only the runner's claims run them.
  access: { run: () => false, queue: adminsJobAccess, cancel: adminsJobAccess },
  jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
    ...defaultJobsCollection,
    labels: { singular: 'Job', plural: 'Jobs' },
    access: { ...defaultJobsCollection.access, read: admins, delete: admins },
    admin: {
      ...defaultJobsCollection.admin,
      hidden: false,
      group: 'System',
      defaultColumns: ['taskSlug', 'queue', 'totalTried', 'hasError', 'completedAt', 'createdAt'],
      description: 'Queued work: outgoing e-mail, cancelling abandoned donation intents, AI generation and video curation, newsletter campaigns. A job with an error gave up after its retries.',
    },
  }),
}
