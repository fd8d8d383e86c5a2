/**
 * Runs once when the Next server starts: this process's Payload instance is created and its
 * job runners start (DESIGN §4: jobs run inside the web process by default; src/jobs/scheduler.ts),
 * so queued e-mail is sent. JOBS_AUTORUN=false leaves that to `npm run jobs` workers.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.JOBS_AUTORUN?.trim().toLowerCase() === 'false') return
  const [{ getPayload }, { default: config }, { startJobScheduler }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
    import('@/jobs/scheduler'),
  ])
  startJobScheduler(await getPayload({ config }))
}
