/**
 * Jobs claimed one by one (two runners never run one job), no leaked connection even when
 * Payload's job update fails, and no job lost to a worker that died. Jobs side by side:
 * tests/int/jobsSideBySide.test.ts.
 */
import { createLocalReq, initTransaction, type Payload } from 'payload'
import pg from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'

import { createQueueRunner, runQueue } from '@/jobs/runner'
import { LEASE_EXPIRED } from '@/services/platform/jobClaims'
import { databaseUnavailableSince, guardDatabase, isDatabaseUnavailable } from '@/services/platform/database'
import { MAIL_QUEUE } from '@/jobs/queues'
import { queueMail } from '@/services/platform/mail'
import { poolOf } from '@/services/platform/shared'
import { uniqueEmail } from '@tests/support/forms'
import { useSmtpCapture } from '@tests/support/mail'
import { testPayload } from '@tests/support/payload'
// Payload's internal job update (not exported): the function payloadcms/payload#17912 is about,
// patched by patches/payload+3.90.1.patch.
import { updateJob } from '../../node_modules/payload/dist/queues/utilities/updateJob.js'

let payload: Payload
const mail = useSmtpCapture()

beforeAll(async () => {
  payload = await testPayload()
})

/** Connections of this database inside a transaction that nobody is running a statement in. */
const stuckConnections = async (): Promise<number> => {
  const { rows } = await poolOf(payload).query<{ stuck: number }>(
    `SELECT count(*)::int AS stuck FROM pg_stat_activity
      WHERE datname = current_database() AND state LIKE 'idle in transaction%'`,
  )
  return rows[0]!.stuck
}

/** Pool clients checked out right now (Payload itself keeps one for its lifetime). */
const checkedOut = () => {
  const pool = poolOf(payload)
  return pool.totalCount - pool.idleCount
}

const settle = async () => {
  for (let i = 0; i < 50 && (await stuckConnections()) > 0; i++) await new Promise((resolve) => setTimeout(resolve, 20))
}

const queueMails = async (count: number, prefix: string) => {
  const addresses = Array.from({ length: count }, () => uniqueEmail(prefix))
  for (const to of addresses) await queueMail(payload, { to, subject: `Runner ${prefix}`, text: 'Hello', html: '<p>Hello</p>' })
  return addresses
}

/** The mail job of an address. */
const jobOf = async (address: string) =>
  (await payload.find({ collection: 'payload-jobs', where: { queue: { equals: MAIL_QUEUE } }, limit: 500, pagination: false, depth: 0 })).docs.find((job) =>
    JSON.stringify(job.input).includes(address),
  )!

describe("Payload's job update (patched)", () => {
  it('rolls back when it fails, so its connection goes back to the pool', async () => {
    const baseline = checkedOut()
    const job = await payload.jobs.queue({ task: 'sendEmail', queue: 'patch-test', input: { message: { key: 'x', to: 'x@example.org', subject: 'x', sealed: 'x' } } })
    // Another runner completed the job and deleted it …
    await poolOf(payload).query('DELETE FROM payload_jobs WHERE id = $1', [job.id])
    // … and this runner now records its task's log entry: the insert fails on the foreign key.
    const req = await createLocalReq({}, payload)
    const now = new Date().toISOString()
    await expect(
      updateJob({
        id: job.id,
        data: {
          log: { $push: { id: 'a'.repeat(24), completedAt: now, executedAt: now, input: {}, output: {}, state: 'succeeded', taskID: '1', taskSlug: 'sendEmail' } },
          updatedAt: null,
        } as unknown as Parameters<typeof updateJob>[0]['data'],
        depth: 0,
        disableTransaction: true,
        req,
      }),
    ).rejects.toThrow()
    await settle()
    expect(await stuckConnections()).toBe(0)
    // no connection kept: back to what was checked out before (work another file on this worker
    // left running may still end meanwhile, so it may be fewer, never more for long)
    await expect.poll(() => checkedOut(), { timeout: 5_000 }).toBeLessThanOrEqual(baseline)
  })
})

describe('the job runner', () => {
  it('two runners at once on one queue, four jobs each at a time: every mail goes out once and no connection is left in a transaction', async () => {
    process.env.JOBS_CONCURRENCY = '4'
    try {
      const baseline = checkedOut()
      const addresses = await queueMails(30, 'pair')
      const runs = await Promise.all([createQueueRunner(payload).run(MAIL_QUEUE), createQueueRunner(payload).run(MAIL_QUEUE)])
      // both took jobs (mail another file of this worker left waiting may be among them)
      expect(runs.every((run) => run.jobs > 0)).toBe(true)
      expect(runs[0]!.jobs + runs[1]!.jobs).toBeGreaterThanOrEqual(30)
      for (const address of addresses) expect(mail.to(address)).toHaveLength(1)
      await settle()
      expect(await stuckConnections()).toBe(0)
      // no connection kept: back to what was checked out before (work another file on this worker
      // left running may still end meanwhile, so it may be fewer, never more for long)
      await expect.poll(() => checkedOut(), { timeout: 5_000 }).toBeLessThanOrEqual(baseline)
    } finally {
      delete process.env.JOBS_CONCURRENCY
    }
  })

  it("even Payload's own runners racing on the same jobs (the burst that leaked) leave no connection in a transaction", async () => {
    const baseline = checkedOut()
    const addresses = await queueMails(20, 'race')
    // No lock: both claim the same jobs (a read, then a write); one deletes a job the other logs to.
    await Promise.allSettled(Array.from({ length: 4 }, () => payload.jobs.run({ queue: MAIL_QUEUE, limit: 20, silent: true })))
    await runQueue(payload, MAIL_QUEUE)
    for (const address of addresses) expect(mail.to(address)).toHaveLength(1)
    await settle()
    expect(await stuckConnections()).toBe(0)
    // no connection kept: back to what was checked out before (work another file on this worker
    // left running may still end meanwhile, so it may be fewer, never more for long)
    await expect.poll(() => checkedOut(), { timeout: 5_000 }).toBeLessThanOrEqual(baseline)
  })

  it('leaves a job another process has claimed to it, and runs the rest', async () => {
    const [claimed, free] = await queueMails(2, 'claimed')
    const job = await jobOf(claimed!)
    // another worker's claim: processing, within its lease
    await poolOf(payload).query(`UPDATE payload_jobs SET processing = true, updated_at = now() WHERE id = $1`, [job.id])
    expect((await runQueue(payload, MAIL_QUEUE)).released).toEqual([])
    expect(mail.to(free!)).toHaveLength(1)
    expect(mail.to(claimed!)).toHaveLength(0)
    expect((await payload.findByID({ collection: 'payload-jobs', id: job.id, depth: 0 })).processing).toBe(true)
    await poolOf(payload).query(`DELETE FROM payload_jobs WHERE id = $1`, [job.id])
  })

  it("waits while a runner of the version before holds the queue's lock for its run, and runs once it lets go", async () => {
    const [address] = await queueMails(1, 'held')
    const other = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await other.connect()
    try {
      await other.query(`SELECT pg_advisory_lock(hashtext('payload-jobs:' || $1)::bigint)`, [MAIL_QUEUE])
      // the claim waits for the lock up to its timeout (6 s), then the run ends with nothing taken
      expect(await runQueue(payload, MAIL_QUEUE)).toMatchObject({ jobs: 0 })
      expect(mail.to(address!)).toHaveLength(0)
    } finally {
      await other.end() // the other process dies: PostgreSQL frees its lock
    }
    expect((await runQueue(payload, MAIL_QUEUE)).jobs).toBeGreaterThanOrEqual(1)
    expect(mail.to(address!)).toHaveLength(1)
  })

  it('takes up a job whose worker died after the lease, and leaves one that is still within it', async () => {
    const [dead, alive] = await queueMails(2, 'lease')
    const deadJob = await jobOf(dead!)
    const aliveJob = await jobOf(alive!)
    // A worker claimed both and died: one claim is older than the lease (5 minutes), one is fresh.
    await poolOf(payload).query(`UPDATE payload_jobs SET processing = true, updated_at = now() - interval '6 minutes' WHERE id = $1`, [deadJob.id])
    await poolOf(payload).query(`UPDATE payload_jobs SET processing = true, updated_at = now() WHERE id = $1`, [aliveJob.id])

    const run = await runQueue(payload, MAIL_QUEUE)
    expect(run.released).toEqual([deadJob.id])
    expect(mail.to(dead!)).toHaveLength(1)
    expect(mail.to(alive!)).toHaveLength(0)
    const stillClaimed = await payload.findByID({ collection: 'payload-jobs', id: aliveJob.id, depth: 0 })
    expect(stillClaimed.processing).toBe(true)

    // Its worker never comes back either: after the lease it is sent too, once.
    await poolOf(payload).query(`UPDATE payload_jobs SET updated_at = now() - interval '6 minutes' WHERE id = $1`, [aliveJob.id])
    expect((await runQueue(payload, MAIL_QUEUE)).released).toEqual([aliveJob.id])
    expect(mail.to(alive!)).toHaveLength(1)
  })

  it('gives up on a job whose worker dies every time, with the reason in the job', async () => {
    const job = await payload.jobs.queue({ task: 'sendEmail', queue: 'lease-test', input: { message: { key: 'y', to: 'y@example.org', subject: 'y', sealed: 'y' } } })
    await poolOf(payload).query(`UPDATE payload_jobs SET processing = true, total_tried = 4, updated_at = now() - interval '1 hour' WHERE id = $1`, [job.id])
    const run = await runQueue(payload, 'lease-test')
    expect(run.released).toEqual([job.id])
    const after = await payload.findByID({ collection: 'payload-jobs', id: job.id, depth: 0 })
    expect(after).toMatchObject({ processing: false, hasError: true, totalTried: 5, error: { message: LEASE_EXPIRED } })
  })
})

describe('the connection pool', () => {
  it('asks PostgreSQL to end a transaction left idle for a minute', async () => {
    const { rows } = await poolOf(payload).query<{ idle_in_transaction_session_timeout: string }>('SHOW idle_in_transaction_session_timeout')
    expect(rows[0]!.idle_in_transaction_session_timeout).toBe('1min')
  })

  it('rolls back a transaction that code forgot, and its connection is usable again', async () => {
    const guard = guardDatabase(payload)
    const baseline = checkedOut()
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    await payload.find({ collection: 'glossary-terms', limit: 1, depth: 0, req })
    // Nobody commits or rolls it back.
    expect(await stuckConnections()).toBeGreaterThanOrEqual(1)
    expect(checkedOut()).toBe(baseline + 1)
    expect(await guard.sweepTransactions(Date.now() + 10 * 60_000)).toBe(1)
    await settle()
    expect(await stuckConnections()).toBe(0)
    // no connection kept: back to what was checked out before (work another file on this worker
    // left running may still end meanwhile, so it may be fewer, never more for long)
    await expect.poll(() => checkedOut(), { timeout: 5_000 }).toBeLessThanOrEqual(baseline)
  })

  it('records while the database is unreachable, and forgets it once a connection works again', async () => {
    const { freePort } = await import('@tests/support/testDatabase')
    const unreachable = new pg.Pool({ connectionString: `postgres://x:y@127.0.0.1:${await freePort()}/none`, connectionTimeoutMillis: 1000 })
    const fake = {
      db: { pool: unreachable, sessions: {}, beginTransaction: async () => null, rollbackTransaction: async () => {} },
      logger: payload.logger,
    } as unknown as Payload
    guardDatabase(fake).stop()
    await expect(unreachable.query('SELECT 1')).rejects.toThrow()
    expect(databaseUnavailableSince()).toEqual(expect.any(Number))
    await poolOf(payload).query('SELECT 1')
    expect(databaseUnavailableSince()).toBeNull()
    await unreachable.end()
  })

  it('tells an unreachable database from a bug', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true)
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true)
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: Object.assign(new Error('terminating'), { code: '57P01' }) }))).toBe(true)
    expect(isDatabaseUnavailable(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false)
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false)
  })
})
