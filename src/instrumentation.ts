/**
 * Runs once when the Next server starts: the Payload instance of this process is created with
 * its jobs cron (DESIGN §4: jobs run inside the web process by default), so queued e-mail is
 * sent. JOBS_AUTORUN=false leaves that to a separate `payload jobs:run` worker.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.JOBS_AUTORUN?.trim().toLowerCase() === 'false') return
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
  await getPayload({ config, cron: true })
}
