/** The search query rules shared by the search box (browser) and GET /api/search (server). */
export const MAX_QUERY_LENGTH = 200

/** Unicode NFC, trimmed, inner whitespace collapsed: the form every comparison uses. */
export const normalizeQuery = (value: string): string => value.normalize('NFC').replace(/\s+/g, ' ').trim()

/**
 * Each group returns at most this many results unless limit asks for more (up to MAX_LIMIT).
 * Here rather than in schemas/search.ts so that the /search page's results read them without zod.
 */
export const DEFAULT_LIMIT = 20
export const MAX_LIMIT = 100
export const MAX_OFFSET = 10_000
