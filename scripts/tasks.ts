/**
 * Database tasks run by scripts/run.ts in a child process, with DATABASE_URL and PAYLOAD_SECRET
 * already set: bootstrap (migrate, then seed a database that had never been migrated), migrate,
 * seed, create-admin, and jobs (a worker that runs the job queues until SIGINT/SIGTERM).
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { createAdmin } from '@/seed/createAdmin'
import { migrate, hasAppliedMigrations } from '@/seed/migrate'
import { seed } from '@/seed'
import { seedExamplesWanted } from '@/lib/examples'
import { ensureSearchIndex } from '@/services/content/search'
import { startJobScheduler } from '@/jobs/scheduler'

const [task, ...args] = process.argv.slice(2)

const option = (name: string): string | undefined => {
  const inline = args.find((arg) => arg.startsWith(`--${name}=`))
  if (inline) return inline.slice(name.length + 3)
  const index = args.indexOf(`--${name}`)
  return index >= 0 ? args[index + 1] : undefined
}

const runTask = async (payload: Payload): Promise<void> => {
  switch (task) {
    case 'bootstrap': {
      const fresh = !(await hasAppliedMigrations(payload))
      await migrate(payload)
      // A first seed that was interrupted is retried: no content at all means seed again.
      const empty = (await payload.count({ collection: 'glossary-terms' })).totalDocs === 0
      if (fresh || empty) {
        payload.logger.info('Empty database: loading the seed content…')
        await seed(payload, { examples: seedExamplesWanted(args) })
      }
      // Content that predates the search index gets indexed once.
      await ensureSearchIndex(payload)
      return
    }
    case 'migrate':
      // `--only a,b`: those migrations alone (a restore makes the schema its backup was taken on)
      await migrate(payload, option('only')?.split(','))
      return
    case 'seed':
      await migrate(payload)
      await seed(payload, { examples: seedExamplesWanted(args) })
      await ensureSearchIndex(payload)
      return
    case 'create-admin':
      await migrate(payload)
      await createAdmin(payload, { username: option('username'), email: option('email') })
      return
    default:
      throw new Error(`Unknown task "${task}"`)
  }
}

/** A jobs worker: the same runners as the web process (each queue side by side with the other processes), until asked to stop. */
const runWorker = async (payload: Payload): Promise<void> => {
  const scheduler = startJobScheduler(payload)
  payload.logger.info('Jobs worker running (Ctrl-C to stop)')
  await new Promise<void>((resolve) => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => resolve())
  })
  payload.logger.info('Jobs worker stopping after the runs in progress…')
  await scheduler.stop()
}

const payload = await getPayload({ config })
try {
  if (task === 'jobs') await runWorker(payload)
  else await runTask(payload)
  process.exitCode = 0
} catch (error) {
  payload.logger.error(error instanceof Error ? error.message : String(error))
  process.exitCode = 1
} finally {
  await payload.destroy()
  process.exit(process.exitCode)
}
