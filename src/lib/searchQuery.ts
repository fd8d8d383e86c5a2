/** The search query rules shared by the search box (browser) and GET /api/search (server). */
export const MAX_QUERY_LENGTH = 200

/** Unicode NFC, trimmed, inner whitespace collapsed: the form every comparison uses. */
export const normalizeQuery = (value: string): string => value.normalize('NFC').replace(/\s+/g, ' ').trim()
