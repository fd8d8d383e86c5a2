/**
 * Parsers of route params for route()'s `params`: a param that cannot name anything answers the
 * same 404 as one that names nothing.
 */
import { z } from 'zod'

import { proposalIdSchema, PROPOSAL_TEXT } from '@/schemas/proposals'
import { CAMPAIGN_NOT_FOUND } from '@/services/community/campaigns'
import { NotFoundError } from '@/services/platform/errors'

const slugSchema = z.string().max(200).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)

/** A slug: lower-case letters and digits in dash-separated words, at most 200 characters; else 404 `notFound`. */
export const slugOf = (slug: string | undefined, notFound: string): string => {
  const parsed = slugSchema.safeParse(slug)
  if (!parsed.success) throw new NotFoundError(notFound)
  return parsed.data
}

/** The `[slug]` param of a route. */
export const slugParam =
  (notFound: string) =>
  (params: Record<string, string>): string =>
    slugOf(params.slug, notFound)

/** The proposal id of a `[id]` route; a malformed id names no proposal (404). */
export const proposalIdParam = (params: Record<string, string>): number => {
  const parsed = proposalIdSchema.safeParse(params.id)
  if (!parsed.success) throw new NotFoundError(PROPOSAL_TEXT.notFound)
  return parsed.data
}

/** The campaign id of a `[id]` route; anything but a positive integer names no campaign (404). */
export const campaignIdOf = (id: string | undefined): number => {
  const parsed = id !== undefined && /^\d{1,9}$/.test(id) ? Number(id) : NaN
  if (!Number.isSafeInteger(parsed) || parsed < 1) throw new NotFoundError(CAMPAIGN_NOT_FOUND)
  return parsed
}

/** The database id of a `[id]` route (a lesson, a certificate): a positive whole number a PostgreSQL integer holds; else 404 `notFound`. */
export const idParam =
  (notFound: string) =>
  (params: Record<string, string>): number => {
    if (!/^[1-9]\d{0,9}$/.test(params.id ?? '') || Number(params.id) > 2 ** 31 - 1) throw new NotFoundError(notFound)
    return Number(params.id)
  }
