/**
 * Nightly retention: rows that only matter for a while are deleted once a night, at
 * RETENTION_CRON (UTC, default 03:30):
 *  - rate-limit counters (`rate_limit_hits`) whose window began more than
 *    RETENTION_RATE_LIMIT_HOURS ago (default 48; the longest window is an hour);
 *  - mail delivery claims (`mail_deliveries`) older than RETENTION_MAIL_DAYS (default 30; a mail
 *    job gives up after about 8 hours, so an old claim can no longer stop a second send);
 *  - finished jobs (`payload_jobs`, with their log) completed, or failed for good, more than
 *    RETENTION_JOB_DAYS ago (default 30; Payload deletes most completed jobs at once).
 *
 * The maintenance queue's sweep (src/jobs/scheduler.ts) calls `pruneIfDue` every few minutes; the
 * night's run is claimed with one conditional UPDATE on `maintenance_runs`, so with several app
 * processes or workers it runs once.
 */
import { Cron } from 'croner'
import type { Payload } from 'payload'

import { poolOf } from '@/services/platform/shared'

const positive = (value: string | undefined, fallback: number): number => {
  const parsed = Number(value)
  return value?.trim() && Number.isFinite(parsed) && parsed > 0 ? parsed : fallback
}

export type RetentionSettings = { cron: string; rateLimitHours: number; mailDays: number; jobDays: number }

export const retentionSettings = (environment: Record<string, string | undefined> = process.env): RetentionSettings => ({
  cron: environment.RETENTION_CRON?.trim() || '30 3 * * *',
  rateLimitHours: positive(environment.RETENTION_RATE_LIMIT_HOURS, 48),
  mailDays: positive(environment.RETENTION_MAIL_DAYS, 30),
  jobDays: positive(environment.RETENTION_JOB_DAYS, 30),
})

export type PruneResult = { rateLimitHits: number; mailDeliveries: number; jobs: number }

/** Deletes what is past its retention now. */
export const pruneOldRows = async (payload: Payload, settings = retentionSettings()): Promise<PruneResult> => {
  const pool = poolOf(payload)
  const rateLimits = await pool.query(`DELETE FROM rate_limit_hits WHERE window_start < now() - make_interval(hours => $1)`, [settings.rateLimitHours])
  const mail = await pool.query(`DELETE FROM mail_deliveries WHERE coalesce(sent_at, claimed_at) < now() - make_interval(days => $1)`, [settings.mailDays])
  // The log rows go with their job (ON DELETE CASCADE). A job still waiting for a retry is kept.
  const jobs = await pool.query(
    `DELETE FROM payload_jobs
      WHERE (completed_at IS NOT NULL AND completed_at < now() - make_interval(days => $1))
         OR (has_error AND NOT processing AND completed_at IS NULL AND updated_at < now() - make_interval(days => $1))`,
    [settings.jobDays],
  )
  return { rateLimitHits: rateLimits.rowCount ?? 0, mailDeliveries: mail.rowCount ?? 0, jobs: jobs.rowCount ?? 0 }
}

const RUN = 'retention'

/**
 * Runs `pruneOldRows` when the night's time has come and no other process ran it: returns what
 * it deleted, or null when it was not due. The first call only schedules the next run.
 */
export const pruneIfDue = async (payload: Payload, now = new Date(), settings = retentionSettings()): Promise<PruneResult | null> => {
  const pool = poolOf(payload)
  const schedule = new Cron(settings.cron, { paused: true, timezone: 'UTC' })
  const next = schedule.nextRun(now)
  if (!next) return null
  await pool.query(`INSERT INTO maintenance_runs (name, next_run_at) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`, [RUN, next])
  const claimed = await pool.query(
    `UPDATE maintenance_runs SET next_run_at = $2, last_run_at = $3 WHERE name = $1 AND next_run_at <= $3 RETURNING name`,
    [RUN, next, now],
  )
  if (!claimed.rowCount) return null
  const result = await pruneOldRows(payload, settings)
  payload.logger.info({ msg: 'Nightly retention: old rows deleted', ...result })
  return result
}
