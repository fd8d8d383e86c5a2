/**
 * The query of GET /api/search: q is required, at most 200 characters; type is one
 * group or 'all'. offset and limit page through each group (a tab's "Show all"): by default the
 * best 20 of each. A bad value is a 400 that names the parameter and what it allows.
 */
import { z } from '@/lib/zod'

import { SEARCH_KINDS, type SearchKind } from '@/collections/Search/kinds'
import { DEFAULT_LIMIT, MAX_LIMIT, MAX_OFFSET, MAX_QUERY_LENGTH, normalizeQuery } from '@/lib/searchQuery'
import { ServiceError } from '@/services/platform/errors'

export const SEARCH_TYPES = ['all', ...SEARCH_KINDS] as const

export type SearchParams = { q: string; type?: SearchKind; offset?: number; limit?: number }

export { DEFAULT_LIMIT, MAX_LIMIT, MAX_OFFSET }

export const BLANK_QUERY = 'Enter something to search for'
export const LONG_QUERY = `Search for at most ${MAX_QUERY_LENGTH} characters`

const schema = z.object({
  q: z
    .string()
    .default('')
    .transform(normalizeQuery)
    .pipe(z.string().min(1, BLANK_QUERY).max(MAX_QUERY_LENGTH, LONG_QUERY)),
  type: z
    .string()
    .default('all')
    .transform((value) => value.trim() || 'all')
    .pipe(z.enum(SEARCH_TYPES)),
  offset: z.coerce.number().int().min(0).max(MAX_OFFSET).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_LIMIT).default(DEFAULT_LIMIT),
})

const PAGING = {
  offset: { min: 0, max: MAX_OFFSET },
  limit: { min: 1, max: MAX_LIMIT },
} as const

export const parseSearchParams = (params: URLSearchParams): SearchParams => {
  const raw = {
    q: params.get('q') ?? undefined,
    type: params.get('type') ?? undefined,
    // a blank value is the default, not 0
    offset: params.get('offset')?.trim() || undefined,
    limit: params.get('limit')?.trim() || undefined,
  }
  const parsed = schema.safeParse(raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    if (issue.path[0] === 'type') {
      throw new ServiceError(400, `Invalid value "${raw.type}" for parameter "type"`, {
        parameter: 'type',
        value: raw.type,
        allowed: [...SEARCH_TYPES],
      })
    }
    if (issue.path[0] === 'offset' || issue.path[0] === 'limit') {
      const parameter = issue.path[0]
      const { min, max } = PAGING[parameter]
      throw new ServiceError(400, `Invalid value "${raw[parameter]}" for parameter "${parameter}": a whole number from ${min} to ${max}`, {
        parameter,
        value: raw[parameter],
        min,
        max,
      })
    }
    throw new ServiceError(400, issue.message, { parameter: 'q', maxLength: MAX_QUERY_LENGTH })
  }
  const { q, type, offset, limit } = parsed.data
  return {
    q,
    ...(type === 'all' ? {} : { type }),
    ...(offset ? { offset } : {}),
    ...(limit !== DEFAULT_LIMIT ? { limit } : {}),
  }
}
