/**
 * The AI spending ledger (`ai_usage`) and the daily budgets it is checked against: each kind of
 * paid call (images, pronunciation, narration, the video judge's chat) has a budget per UTC day in
 * US dollars. A paid call reserves its estimated cost first (under an advisory lock per kind),
 * then settles it to what it really cost, or releases it when the call failed.
 */
import type { Payload } from 'payload'
import type { Pool, PoolClient } from 'pg'

import type { AiUsageKind } from '@/collections/AiUsage'
import type { Usage } from '@/integrations/openai'
import { ServiceError } from '@/services/platform/errors'
import { poolOf } from '@/services/platform/shared'
import { inTransaction } from '@/services/platform/transaction'

const DEFAULT_BUDGETS: Record<AiUsageKind, number> = { image: 2, pronunciation: 0.5, narration: 1, chat: 0.5 }

/** Today's budget (UTC day) for a kind in US dollars: AI_DAILY_BUDGET_USD_<KIND>. */
export const dailyBudget = (kind: AiUsageKind, environment: Record<string, string | undefined> = process.env): number => {
  const value = Number(environment[`AI_DAILY_BUDGET_USD_${kind.toUpperCase()}`]?.trim() || NaN)
  return Number.isFinite(value) && value >= 0 ? value : DEFAULT_BUDGETS[kind]
}

/** What `kind` has spent today (UTC), on `connection`: the pool, or a transaction's own connection. */
export const spentToday = async (payload: Payload, kind: AiUsageKind, connection: Pool | PoolClient = poolOf(payload)): Promise<number> => {
  const { rows } = await connection.query<{ spent: string | null }>(
    `SELECT sum(estimated_cost_usd) AS spent FROM ai_usage WHERE kind = $1 AND created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`,
    [kind],
  )
  return Number(rows[0]?.spent ?? 0)
}

const BUDGET_LABEL: Record<AiUsageKind, string> = { image: 'AI images', pronunciation: 'AI pronunciation', narration: 'AI narration', chat: 'AI video judging' }

export const budgetMessage = (kind: AiUsageKind) =>
  `Today's budget for ${BUDGET_LABEL[kind]} is spent. Nothing was queued; please try again tomorrow.`

export const budgetSpentError = (spends: AiUsageKind): ServiceError => {
  const tomorrow = new Date()
  tomorrow.setUTCHours(24, 0, 0, 0)
  const retryAfterSeconds = Math.max(60, Math.ceil((tomorrow.getTime() - Date.now()) / 1000))
  return new ServiceError(429, budgetMessage(spends), { retryAfterSeconds, budgetUsd: dailyBudget(spends) })
}

/**
 * Whether today's budget of `spends` has no room for one more call of `estimate` US dollars (the
 * least a call costs: an image's price, or nothing known).
 */
export const budgetSpent = async (payload: Payload, spends: AiUsageKind, estimate = 0): Promise<boolean> => {
  const spent = await spentToday(payload, spends)
  return spent >= dailyBudget(spends) || spent + estimate > dailyBudget(spends) + 1e-9
}

/** A ledger row for a call that spent without a reservation (curation's judge, the offline voice). */
export const recordUsage = async (payload: Payload, kind: AiUsageKind, usage: Usage, target: { collection: string; id: number }) => {
  await payload.create({
    collection: 'ai-usage',
    data: { kind, ...usage, targetCollection: target.collection, targetId: target.id },
    depth: 0,
  })
}

/**
 * Reserves `estimate` (a ledger row of its estimated cost) in today's budget of `kind` BEFORE the
 * paid call, or returns null when it would pass the budget (nothing reserved). One transaction
 * under an advisory lock per kind: concurrent reservations (any number of processes) run one
 * after another, so N calls with room for k reserve exactly k. After the call `settle` writes
 * what it really cost; when it fails `release` gives the reservation back.
 */
export const reserveBudget = (payload: Payload, kind: AiUsageKind, estimate: Usage, target: { collection: string; id: number }): Promise<number | null> =>
  inTransaction(payload, async ({ client }) => {
    const connection = await client()
    await connection.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`ai-budget:${kind}`])
    if ((await spentToday(payload, kind, connection)) + estimate.estimatedCostUsd > dailyBudget(kind) + 1e-9) return null
    const { rows } = await connection.query<{ id: number }>(
      `INSERT INTO ai_usage (kind, model, units, unit, estimated_cost_usd, target_collection, target_id) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [kind, estimate.model, estimate.units, estimate.unit, estimate.estimatedCostUsd, target.collection, target.id],
    )
    return rows[0]!.id
  })

/** The reserved row becomes the call's real usage. */
export const settleBudget = async (payload: Payload, reservation: number, usage: Usage): Promise<void> => {
  await poolOf(payload).query(`UPDATE ai_usage SET model = $2, units = $3, unit = $4, estimated_cost_usd = $5, updated_at = now() WHERE id = $1`, [
    reservation,
    usage.model,
    usage.units,
    usage.unit,
    usage.estimatedCostUsd,
  ])
}

/** A call that failed costs nothing: its reservation goes. */
export const releaseBudget = async (payload: Payload, reservation: number): Promise<void> => {
  await poolOf(payload).query(`DELETE FROM ai_usage WHERE id = $1`, [reservation])
}

/** Thrown by a job whose reservation did not fit today's budget: the request is refused, not failed. */
export class BudgetSpentError extends Error {
  constructor(readonly kind: AiUsageKind) {
    super(budgetMessage(kind))
    this.name = 'BudgetSpentError'
  }
}
