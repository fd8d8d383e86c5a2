/**
 * Which page answers a visitor's address (src/proxy.ts rewrites to it; the address in the browser
 * stays). Every page a visitor sees is one Next caches (ISR, server/pageCacheHandler.mjs), so:
 *
 * - An address whose query changes the page (a list's filters, /events' filters, a search, a
 *   donation amount) goes to `/filtered/{page}/{key}`: one cached page per *normalised* query
 *   (unknown values dropped, the same filters in any order are one key). Any text a visitor types
 *   makes a key, so the page cache is bounded in bytes and drops the least recently used page
 *   first (PAGE_CACHE_MAX_MB).
 * - A course, lesson or /foundations request carrying a session cookie goes to
 *   `/signed-in/{path}`: rendered for that member on every request, `private, no-store`, never
 *   kept. Without the cookie the visitor's page is the cached one, which names no one.
 * - Nobody reaches `/filtered/…` or `/signed-in/…` by typing it: those are 404.
 */
import { filtersFromParams, filtersToQuery } from '@/lib/eventFilterState'
import { donationFromQuery } from '@/lib/donationForm'
import { amountFromParam, DEFAULT_DONATION_AMOUNT } from '@/lib/donations'
import { faqState, glossaryState, poseState } from '@/lib/listFilterState'
import { MAX_QUERY_LENGTH, normalizeQuery } from '@/lib/searchQuery'
import { SEARCH_TYPES } from '@/schemas/search'

export const FILTERED = '/filtered'
export const SIGNED_IN = '/signed-in'
/** Where a typed internal address goes: the catch-all 404 (src/app/(frontend)/[...notFound]). */
export const INTERNAL_NOT_FOUND = '/404'

/** A query as one path segment (base64url: no '/', '%' or '?' for a router to read twice). */
export const encodeKey = (query: string): string => Buffer.from(query, 'utf8').toString('base64url')
/** The query a key stands for (never throws: anything malformed decodes to some query, which the pages parse). */
export const decodeKey = (key: string): URLSearchParams => new URLSearchParams(Buffer.from(key, 'base64url').toString('utf8'))

/** /donate's query: the amount (as the form reads it) and the frequency; the defaults leave it out. */
export const donateQuery = (params: URLSearchParams): string => {
  const out = new URLSearchParams()
  const amount = amountFromParam(params.get('amount'))
  if (amount !== DEFAULT_DONATION_AMOUNT) out.set('amount', String(amount))
  const frequency = params.get('frequency')
  if (frequency === 'one-time') out.set('frequency', frequency)
  return out.toString()
}
export const donateState = donationFromQuery

/**
 * /search's query: the query as the search normalises it (cut one character past the limit, so a
 * too-long one still says so) and the tab; a blank query is the plain /search page.
 */
export const searchQuery = (params: URLSearchParams): string => {
  const q = normalizeQuery(params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH + 1)
  if (!q) return ''
  const out = new URLSearchParams({ q })
  const tab = params.get('tab')
  if (tab && tab !== 'all' && (SEARCH_TYPES as readonly string[]).includes(tab)) out.set('tab', tab)
  return out.toString()
}

/** The pages whose query is part of the page: each one's normalised query ('' = the plain page). */
const QUERY_PAGES: Record<string, (params: URLSearchParams) => string> = {
  '/glossary': (params) => glossaryState.toQuery(glossaryState.fromParams(params)),
  '/faq': (params) => faqState.toQuery(faqState.fromParams(params)),
  '/poses': (params) => poseState.toQuery(poseState.fromParams(params)),
  '/events': (params) => filtersToQuery(filtersFromParams(params)),
  '/search': searchQuery,
  '/donate': donateQuery,
}

const MEMBER_PAGES = /^\/(?:foundations|courses\/[^/]+(?:\/[^/]+)?)$/

/**
 * The path to render for this request instead of its own (null: its own), keeping the query.
 * @param pathname the request's path
 * @param params its query
 * @param signedIn whether it carries a session cookie (src/lib/sessionCookie.mjs)
 */
export const variantPath = (pathname: string, params: URLSearchParams, signedIn: boolean): string | null => {
  if (pathname === FILTERED || pathname.startsWith(`${FILTERED}/`) || pathname === SIGNED_IN || pathname.startsWith(`${SIGNED_IN}/`)) return INTERNAL_NOT_FOUND
  const normalise = QUERY_PAGES[pathname]
  if (normalise) {
    const query = normalise(params)
    return query ? `${FILTERED}${pathname}/${encodeKey(query)}` : null
  }
  if (signedIn && MEMBER_PAGES.test(pathname)) return `${SIGNED_IN}${pathname}`
  return null
}
