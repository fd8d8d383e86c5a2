/**
 * The query of GET /api/search (SPEC §7): q is required, at most 200 characters; type is one
 * group or 'all'. A bad value is a 400 that names the parameter and what it allows.
 */
import { z } from '@/lib/zod'

import { SEARCH_KINDS, type SearchKind } from '@/collections/Search/kinds'
import { MAX_QUERY_LENGTH, normalizeQuery } from '@/lib/searchQuery'
import { ServiceError } from '@/services/errors'

export const SEARCH_TYPES = ['all', ...SEARCH_KINDS] as const

export type SearchParams = { q: string; type?: SearchKind }

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
})

export const parseSearchParams = (params: URLSearchParams): SearchParams => {
  const raw = { q: params.get('q') ?? undefined, type: params.get('type') ?? undefined }
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
    throw new ServiceError(400, issue.message, { parameter: 'q', maxLength: MAX_QUERY_LENGTH })
  }
  const { q, type } = parsed.data
  return type === 'all' ? { q } : { q, type }
}
