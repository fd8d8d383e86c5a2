import type { JobsConfig } from 'payload'

import { admins } from '@/access/admins'
import { adminsJobAccess } from '@/access/adminsJobAccess'
import { sendEmailTask } from '@/jobs/tasks/sendEmail'
import { MAIL_QUEUE } from '@/services/mail'

/**
 * The Payload jobs queue (same database). Processes that start with `cron: true`
 * (src/instrumentation.ts: the web server, or a `payload jobs:run` worker) run due jobs; the
 * mail queue every 10 seconds, which also picks up retries whose backoff has passed.
 * Only admins may see, run, queue or cancel jobs through the API (Payload's default is any
 * signed-in user); visitors' requests queue jobs through the services.
 */
export const jobs: JobsConfig = {
  tasks: [sendEmailTask],
  access: { run: adminsJobAccess, queue: adminsJobAccess, cancel: adminsJobAccess },
  autoRun: [{ cron: '*/10 * * * * *', queue: MAIL_QUEUE, limit: 20, silent: { info: true } }],
  jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
    ...defaultJobsCollection,
    labels: { singular: 'Job', plural: 'Jobs' },
    access: { ...defaultJobsCollection.access, read: admins, delete: admins },
    admin: {
      ...defaultJobsCollection.admin,
      hidden: false,
      group: 'System',
      defaultColumns: ['taskSlug', 'queue', 'totalTried', 'hasError', 'completedAt', 'createdAt'],
      description: 'Queued work: outgoing e-mail. A job with an error gave up after its retries.',
    },
  }),
}
