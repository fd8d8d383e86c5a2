import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { consume, hitsOf, refund } from '@/services/platform/rateLimit'
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

  it('reads a count without counting, and takes one back', async () => {
    const now = at('2030-01-01T13:00:10.000Z')
    expect(await hitsOf(pool, 'login', 'rl-d', limit, now)).toEqual({ hits: 0, retryAfterSeconds: 50 })
    for (let i = 0; i < 3; i++) await consume(pool, 'login', 'rl-d', limit, now)
    expect((await hitsOf(pool, 'login', 'rl-d', limit, now)).hits).toBe(3)
    await refund(pool, 'login', 'rl-d', limit, now)
    expect((await hitsOf(pool, 'login', 'rl-d', limit, now)).hits).toBe(2)
    expect(await consume(pool, 'login', 'rl-d', limit, now)).toEqual({ allowed: true })
    expect((await consume(pool, 'login', 'rl-d', limit, now)).allowed).toBe(false)
  })

  it('keeps a very long key (a pasted essay as username) as its hash, counted like any other', async () => {
    const now = at('2030-01-01T14:00:00.000Z')
    const long = `rl-long:${'x'.repeat(3000)}`
    for (let i = 0; i < 3; i++) expect((await consume(pool, 'forgot_password', long, limit, now)).allowed).toBe(true)
    expect((await consume(pool, 'forgot_password', long, limit, now)).allowed).toBe(false)
    expect((await consume(pool, 'forgot_password', `${long}y`, limit, now)).allowed).toBe(true)
    const { rows } = await pool.query<{ bucket: string }>(`SELECT bucket FROM rate_limit_hits WHERE bucket LIKE 'forgot_password:sha256:%'`)
    expect(rows.every((row) => row.bucket.length < 100)).toBe(true)
    await pool.query(`DELETE FROM rate_limit_hits WHERE bucket LIKE 'forgot_password:sha256:%'`)
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
