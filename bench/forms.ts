/**
 * What a visitor waits for when sending a form: p50 and p95 of POST /api/newsletter and
 * POST /api/feedback through their route handlers (rate limit → zod → service → Payload →
 * PostgreSQL), each against the same writes done by hand in SQL on the same database in the
 * same process (the baseline), with their ratio. Mail is only queued inside the request (the
 * outbox), so no mail server time is in these numbers.
 *
 *   node --import ./server/register.mjs --import tsx bench/forms.ts [runs=300]
 *
 * A throwaway embedded PostgreSQL is started and deleted; nothing else is touched.
 */
import pg from 'pg'

import { startTestDatabase } from '@tests/support/testDatabase'

import { time as timeRuns } from './lib'

const runs = Number(process.argv[2] ?? 300)
const time = (fn: () => Promise<unknown>) => timeRuns(fn, runs)

const database = await startTestDatabase('yoga_bench_forms')
process.env.DATABASE_URL = database.url
process.env.PAYLOAD_SECRET = 'bench-secret'
process.env.MAIL_CAPTURE_DIR = `/tmp/yoga-bench-mail-${process.pid}`
process.env.RATE_LIMIT_NEWSLETTER = '1000000/3600'
process.env.CLIENT_IP_SEAL = 'bench-seal'
process.env.RATE_LIMIT_FEEDBACK = '1000000/3600'
try {
  const [{ getPayload }, { default: config }, { migrate }, newsletter, feedback] = await Promise.all([
    import('payload'),
    import('@payload-config'),
    import('@/seed/migrate'),
    import('@/app/(frontend)/api/newsletter/route'),
    import('@/app/(frontend)/api/feedback/route'),
  ])
  const payload = await getPayload({ config })
  // Payload keeps an idle pooled connection; stopping the server ends it, which is expected here.
  ;(payload.db as unknown as { pool?: { on: (event: string, fn: () => void) => void } }).pool?.on('error', () => {})
  await migrate(payload)
  const client = new pg.Client({ connectionString: database.url })
  client.on('error', () => {})
  await client.connect()

  let n = 0
  const post = (handler: (request: Request) => Promise<Response>, path: string, body: unknown) => async () => {
    const response = await handler(
      new Request(`http://localhost${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-yc-client-ip': `10.0.${n % 250}.${++n % 250}`,
          'x-yc-client-seal': 'bench-seal',
        },
        body: JSON.stringify(body),
      }),
    )
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  }

  const newsletterApi = await time(() =>
    post(newsletter.POST, '/api/newsletter', { name: 'Bench Reader', email: `reader-${n}@example.org` })(),
  )
  // The same rows by hand: two rate-limit upserts, the subscriber lookup and insert, the queued job.
  const newsletterSql = await time(async () => {
    const i = ++n
    await client.query('BEGIN')
    for (const bucket of [`newsletter:10.0.0.${i % 250}`, `newsletter:address:sql-${i}@example.org`]) {
      await client.query(
        `INSERT INTO rate_limit_hits (bucket, window_start, hits) VALUES ($1, date_trunc('hour', now()), 1)
         ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1 RETURNING hits`,
        [bucket],
      )
    }
    await client.query('SELECT id, status FROM newsletter_subscribers WHERE email = $1', [`sql-${i}@example.org`])
    await client.query(
      `INSERT INTO newsletter_subscribers (email, name, status, token_hash, token_expires_at, consent_at, consent_ip)
       VALUES ($1, 'Bench Reader', 'pending', $2, now() + interval '7 days', now(), '10.0.0.1')`,
      [`sql-${i}@example.org`, `hash-${i}`],
    )
    await client.query(`INSERT INTO payload_jobs (input, task_slug, queue) VALUES ($1, 'sendEmail', 'email')`, [
      JSON.stringify({ message: { to: `sql-${i}@example.org`, subject: 'Confirm', text: 'x', html: '<p>x</p>' } }),
    ])
    await client.query('COMMIT')
  })

  const page = { url: 'http://localhost/glossary/asana', slug: '/glossary/asana', userAgent: 'bench', viewport: '390x844' }
  const feedbackApi = await time(() => post(feedback.POST, '/api/feedback', { rating: 'met', ...page })())
  const feedbackSql = await time(async () => {
    await client.query(
      `INSERT INTO rate_limit_hits (bucket, window_start, hits) VALUES ($1, date_trunc('hour', now()), 1)
       ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1 RETURNING hits`,
      [`feedback:10.0.0.${++n % 250}`],
    )
    await client.query(`INSERT INTO feedback (rating, url, slug, user_agent, viewport) VALUES ('met', $1, $2, $3, $4)`, [
      page.url,
      page.slug,
      page.userAgent,
      page.viewport,
    ])
  })
  await client.end()

  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9)
  const row = (label: string, api: { p50: number; p95: number }, sql: { p50: number; p95: number }) => {
    console.log(`${label}`)
    console.log(`  route handler   p50 ${ms(api.p50)}  p95 ${ms(api.p95)}`)
    console.log(`  same SQL        p50 ${ms(sql.p50)}  p95 ${ms(sql.p95)}`)
    console.log(`  ratio           p50 ${(api.p50 / sql.p50).toFixed(2)}×     p95 ${(api.p95 / sql.p95).toFixed(2)}×`)
  }
  console.log(`\n${runs} runs each`)
  row('POST /api/newsletter (store + queue mail)', newsletterApi, newsletterSql)
  row('POST /api/feedback', feedbackApi, feedbackSql)
} catch (error) {
  console.error(error)
} finally {
  await database.stop()
  process.exit(0)
}
