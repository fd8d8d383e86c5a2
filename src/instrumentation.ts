/**
 * Runs once when the Next server starts: this process's Payload instance is created, it listens
 * for the other app processes' cache expiries (src/services/platform/revalidateBroadcast.ts), and its job
 * runners start (jobs run inside the web process by default; src/jobs/scheduler.ts),
 * so queued e-mail is sent. JOBS_AUTORUN=false leaves the jobs to `npm run jobs` workers.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const [{ getPayload }, { default: config }, { startJobScheduler }, { startRevalidationListener }, { expireOnServer, TAGS }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
    import('@/jobs/scheduler'),
    import('@/services/platform/revalidateBroadcast'),
    import('@/services/platform/revalidate'),
  ])
  const payload = await getPayload({ config })
  startRevalidationListener(payload, { expire: expireOnServer, allTags: Object.values(TAGS) })
  if (process.env.JOBS_AUTORUN?.trim().toLowerCase() === 'false') return
  startJobScheduler(payload)
}
