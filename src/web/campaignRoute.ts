/** Shared by the /api/admin/newsletters* handlers (SPEC §7, issue 17): admins only, never cached. */

import { runQueueSoon } from '@/services/platform/jobs'
import { NEWSLETTER_QUEUE } from '@/jobs/queues'
import { getPayloadClient } from '@/services/platform/payload'
import type { User } from '@/payload-types'
import { requireRole } from '@/services/accounts/auth'
import { CAMPAIGN_NOT_FOUND } from '@/services/community/campaigns'
import { NotFoundError } from '@/services/platform/errors'
import type { Payload } from 'payload'

export const NO_STORE = { 'Cache-Control': 'private, no-store' } as const

/** Payload and the signed-in admin: 401 for a visitor, 403 for members and editors. */
export const asAdmin = async (request: Request): Promise<{ payload: Payload; admin: User }> => {
  const payload = await getPayloadClient()
  const admin = await requireRole(payload, request.headers, ['admin'])
  return { payload, admin }
}

/** The campaign id of the path; anything but a positive integer names no campaign (404). */
export const campaignId = async (params: Promise<{ id: string }>): Promise<number> => {
  const { id } = await params
  const parsed = /^\d{1,9}$/.test(id) ? Number(id) : NaN
  if (!Number.isSafeInteger(parsed) || parsed < 1) throw new NotFoundError(CAMPAIGN_NOT_FOUND)
  return parsed
}

/** After the answer went out: this process's newsletter runner starts on the queued job. */
export const sendCampaignSoon = (): void => runQueueSoon(NEWSLETTER_QUEUE)
