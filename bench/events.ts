/**
 * GET /api/events with four filters over 100,000 generated events: p50 and p95 of the route
 * handler (zod parse → service → one SQL statement → JSON), and of the same query written
 * by hand in SQL on the same database in the same process (the two alternate run by run), with
 * their ratio against the target (p95 at most 1.5×), PASS or FAIL.
 *
 *   node --import ./server/register.mjs --import tsx bench/events.ts [count=100000] [runs=200]
 *
 * A throwaway embedded PostgreSQL is started and deleted; nothing else is touched.
 */

import pg from 'pg'

import { startTestDatabase } from '@tests/support/testDatabase'

import { performance } from 'node:perf_hooks'

import { percentile } from './lib'

const count = Number(process.argv[2] ?? 100_000)
const runs = Number(process.argv[3] ?? 200)
/** the target: the route at most this many times the hand-written SQL (p95). */
const TARGET = 1.5
const QUERY = 'locationType=in_person&eventType=class&isFree=false&yogaStyles=vinyasa'


const database = await startTestDatabase('yoga_bench')
process.env.DATABASE_URL = database.url
process.env.PAYLOAD_SECRET = 'bench-secret'
try {
  const [{ getPayload }, { default: config }, { migrate }, { GET }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
    import('@/seed/migrate'),
    import('@/app/(frontend)/api/events/route'),
  ])
  const payload = await getPayload({ config })
  await migrate(payload)

  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  console.log(`Generating ${count.toLocaleString()} events…`)
  await client.query(`
    INSERT INTO events (slug, title, description, event_type, location_type, location_details, country_code, state_code,
      city, city_key, start_date, end_date, time_zone, is_free, price, facilitator_name, experience_level,
      duration_type, search_text, _status, updated_at, created_at)
    SELECT 'bench-' || i, 'Bench event ' || i, 'A generated event number ' || i,
      (ARRAY['workshop','class','retreat','community_gathering','online_session'])[1 + i % 5]::enum_events_event_type,
      (ARRAY['online','in_person','hybrid'])[1 + i % 3]::enum_events_location_type,
      'Hall ' || i, (ARRAY['US','GB','IN','AU'])[1 + i % 4], 'S' || (i % 20), 'City ' || (i % 200), 'city ' || (i % 200),
      now() + ((i % 400) - 30) * interval '1 day', now() + ((i % 400) - 30) * interval '1 day' + interval '2 hours',
      'UTC', i % 4 = 0, CASE WHEN i % 4 = 0 THEN NULL ELSE '$20' END, 'Teacher ' || (i % 500),
      (ARRAY['beginner','intermediate','advanced','all_levels'])[1 + i % 4]::enum_events_experience_level,
      (ARRAY['single_day','weekend','week_long','month_plus'])[1 + i % 4]::enum_events_duration_type,
      'bench event ' || i || ' a generated event number ' || i || ' teacher ' || (i % 500),
      'published', now(), now()
    FROM generate_series(1, ${count}) AS i`)
  await client.query(`
    INSERT INTO events_yoga_styles ("order", parent_id, value)
    SELECT 1, id, (ARRAY['vinyasa','hatha','yin','restorative','kundalini','ashtanga','iyengar'])[1 + id % 7]::enum_events_yoga_styles
    FROM events WHERE slug LIKE 'bench-%'`)
  await client.query('ANALYZE')
  console.log('Generated; measuring…')

  const viaApi = async () => {
    const response = await GET(new Request(`http://localhost/api/events?${QUERY}`))
    await response.json()
  }
  const body = await (await GET(new Request(`http://localhost/api/events?${QUERY}`))).json()
  const byHandQuery = () =>
    client.query(
      `SELECT e.*, (SELECT coalesce(json_agg(s.value ORDER BY s."order"), '[]') FROM events_yoga_styles s WHERE s.parent_id = e.id) AS yoga_styles,
              (SELECT coalesce(json_agg(a.value ORDER BY a."order"), '[]') FROM events_accessibility a WHERE a.parent_id = e.id) AS accessibility,
              (SELECT coalesce(json_agg(t.text ORDER BY t."order"), '[]') FROM events_texts t WHERE t.parent_id = e.id AND t.path = 'tags') AS tags
         FROM events e
        WHERE e._status = 'published'
          AND (e.end_date >= $1 OR (e.end_date IS NULL AND e.start_date >= $1))
          AND e.location_type = 'in_person' AND e.event_type = 'class' AND e.is_free = false
          AND EXISTS (SELECT 1 FROM events_yoga_styles s WHERE s.parent_id = e.id AND s.value = 'vinyasa')
        ORDER BY e.start_date ASC LIMIT 500`,
      [new Date().toISOString()],
    )
  // The two alternate run by run, so both meet the same load from whatever else shares the machine.
  for (let i = 0; i < 5; i++) {
    await viaApi()
    await byHandQuery()
  }
  const samples = { api: [] as number[], hand: [] as number[] }
  for (let i = 0; i < runs; i++) {
    let start = performance.now()
    await viaApi()
    samples.api.push(performance.now() - start)
    start = performance.now()
    await byHandQuery()
    samples.hand.push(performance.now() - start)
  }
  const stats = (values: number[]) => ({ p50: percentile(values, 50), p95: percentile(values, 95) })
  const viaApiStats = stats(samples.api)
  const byHand = stats(samples.hand)
  await client.end()
  // Payload keeps an idle pooled connection; stopping the server ends it, which is expected here.
  ;(payload.db as unknown as { pool?: { on: (event: string, fn: () => void) => void } }).pool?.on('error', () => {})

  const ms = (n: number) => `${n.toFixed(1)} ms`
  console.log(`\n${count.toLocaleString()} events, ${runs} runs, /api/events?${QUERY} → ${body.events.length} events`)
  console.log(`route handler            p50 ${ms(viaApiStats.p50)}  p95 ${ms(viaApiStats.p95)}`)
  console.log(`same query by hand (SQL) p50 ${ms(byHand.p50)}  p95 ${ms(byHand.p95)}`)
  const ratio = viaApiStats.p95 / byHand.p95
  console.log(`ratio                    p50 ${(viaApiStats.p50 / byHand.p50).toFixed(2)}×  p95 ${ratio.toFixed(2)}×`)
  console.log(`target                   p95 ratio ${ratio.toFixed(2)}× ≤ ${TARGET}×  ${ratio <= TARGET ? 'PASS' : 'FAIL'}`)
} finally {
  await database.stop()
  process.exit(0)
}
