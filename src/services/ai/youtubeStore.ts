/**
 * The YouTube quota and search cache in PostgreSQL, shared by every process: units are reserved
 * with one atomic upsert (table youtube_quota) before each call, so processes never overspend
 * together; searches are kept in youtube_searches for the cache days.
 */
import type { Payload } from 'payload'

import { nextQuotaDay, QuotaExhaustedError, quotaDay, type SearchHit, type YoutubeSettings, type YoutubeStore } from '@/integrations/youtube'
import { poolOf } from '@/services/platform/shared'

/** Reserves `units` of today's quota, or throws QuotaExhaustedError (nothing reserved). */
export const reserveQuota = async (payload: Payload, units: number, settings: YoutubeSettings, now: Date = new Date()): Promise<void> => {
  const day = quotaDay(now)
  const { rows } = await poolOf(payload).query<{ units: number }>(
    `INSERT INTO youtube_quota (day, units, updated_at, created_at) SELECT $1::varchar, $2::numeric, now(), now() WHERE $2::numeric <= $3::numeric
     ON CONFLICT (day) DO UPDATE SET units = youtube_quota.units + excluded.units, updated_at = now()
       WHERE youtube_quota.units + excluded.units <= $3::numeric
     RETURNING units`,
    [day, units, settings.dailyQuota],
  )
  if (!rows[0]) throw new QuotaExhaustedError(nextQuotaDay(now))
}

/** Units spent on the current quota day. */
export const quotaUsed = async (payload: Payload, now: Date = new Date()): Promise<number> => {
  const { rows } = await poolOf(payload).query<{ units: string }>('SELECT units FROM youtube_quota WHERE day = $1', [quotaDay(now)])
  return Number(rows[0]?.units ?? 0)
}

/** The store the curation passes to the YouTube client. */
export const youtubeStore = (payload: Payload): YoutubeStore => ({
  reserve: (units, settings) => reserveQuota(payload, units, settings),
  cachedSearch: async (cacheKey) => {
    const { rows } = await poolOf(payload).query<{ results: SearchHit[] }>('SELECT results FROM youtube_searches WHERE cache_key = $1 AND expires_at > now()', [cacheKey])
    return rows[0]?.results ?? null
  },
  rememberSearch: async (cacheKey, query, hits, settings) => {
    await poolOf(payload).query(
      `INSERT INTO youtube_searches (cache_key, query, results, expires_at, updated_at, created_at)
       VALUES ($1, $2, $3, now() + make_interval(days => $4), now(), now())
       ON CONFLICT (cache_key) DO UPDATE SET results = excluded.results, expires_at = excluded.expires_at, updated_at = now()`,
      [cacheKey, query, JSON.stringify(hits), settings.cacheDays],
    )
  },
})
