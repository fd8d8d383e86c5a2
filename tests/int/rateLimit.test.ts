import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { consume } from '@/lib/rateLimit'
import { testPayload } from '@tests/support/payload'

let payload: Payload
let pool: pg.Pool
const others: pg.Pool[] = []
const limit = { requests: 3, windowSeconds: 60 }
const at = (iso: string) => new Date(iso)

beforeAll(async () => {
  payload = await testPayload()
  pool = (payload.db as unknown as { pool: pg.Pool }).pool
})

afterAll(async () => {
  await pool.query(`DELETE FROM rate_limit_hits WHERE bucket LIKE '%:rl-%'`)
  await Promise.all(others.map((other) => other.end()))
})

describe('the PostgreSQL rate limiter', () => {
  it('allows the limit, then refuses with the seconds left in the window', async () => {
    const now = at('2030-01-01T10:00:15.000Z')
    for (let i = 0; i < 3; i++) expect(await consume(pool, 'contact', 'rl-a', limit, now)).toEqual({ allowed: true })
    expect(await consume(pool, 'contact', 'rl-a', limit, now)).toEqual({ allowed: false, retryAfterSeconds: 45 })
    // the next window starts afresh
    expect(await consume(pool, 'contact', 'rl-a', limit, at('2030-01-01T10:01:00.000Z'))).toEqual({ allowed: true })
  })

  it('counts each client and each route on its own', async () => {
    const now = at('2030-01-01T11:00:00.000Z')
    for (let i = 0; i < 3; i++) await consume(pool, 'feedback', 'rl-b', limit, now)
    expect((await consume(pool, 'feedback', 'rl-b', limit, now)).allowed).toBe(false)
    expect((await consume(pool, 'feedback', 'rl-c', limit, now)).allowed).toBe(true)
    expect((await consume(pool, 'newsletter', 'rl-b', limit, now)).allowed).toBe(true)
  })

  it('holds across several app processes (separate connection pools) racing each other', async () => {
    const url = process.env.DATABASE_URL!
    others.push(new pg.Pool({ connectionString: url, max: 5 }), new pg.Pool({ connectionString: url, max: 5 }))
    const now = at('2030-01-01T12:00:00.000Z')
    const tries = Array.from({ length: 30 }, (_, i) =>
      consume(others[i % 2]!, 'register', 'rl-race', { requests: 10, windowSeconds: 60 }, now),
    )
    const results = await Promise.all(tries)
    expect(results.filter((result) => result.allowed)).toHaveLength(10)
  })
})
