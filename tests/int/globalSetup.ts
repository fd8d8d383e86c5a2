/**
 * Starts the integration tests' throwaway PostgreSQL, applies the committed migrations and loads
 * the seed once; the test files share that database and stop it afterwards.
 */
import { mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { startTestDatabase } from '@tests/support/testDatabase'

export default async function setup() {
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
