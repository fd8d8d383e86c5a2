/**
 * Where to go after logging in or registering (the `returnTo` query parameter, else
 * /foundations). Only a path on this site is honoured: it starts with one `/` (not `//`, which a
 * browser reads as another host), has no backslash (browsers turn `/\evil.com` into `//evil.com`),
 * no control characters or whitespace that a URL parser drops (`/\t/evil.com`), and resolves to
 * this origin. Anything else, a scheme (`https:`, `javascript:`) included, gives the default.
 */
export const DEFAULT_RETURN_TO = '/foundations'

const BASE = 'http://this-site.invalid'

export const safeReturnTo = (value: unknown): string => {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return DEFAULT_RETURN_TO
  if (!value.startsWith('/') || value.startsWith('//')) return DEFAULT_RETURN_TO
  // Backslashes, C0/C1 control characters, DEL and any whitespace (also Unicode spaces).
  if (/[\\\u0000-\u001f\u007f-\u009f\s\u2028\u2029]/u.test(value)) return DEFAULT_RETURN_TO
  try {
    const url = new URL(value, BASE)
    const path = `${url.pathname}${url.search}${url.hash}`
    // Dot segments can make a `//host` path again: `/..//evil.com` resolves to `//evil.com`.
    if (url.origin !== BASE || path.startsWith('//')) return DEFAULT_RETURN_TO
    // Nor once decoded (a layer that decodes `/%2F%2Fevil.com` or `/%5Cevil.com` would see a host).
    const decoded = decodeURIComponent(url.pathname)
    if (decoded.startsWith('//') || decoded.includes('\\')) return DEFAULT_RETURN_TO
    return path
  } catch {
    return DEFAULT_RETURN_TO
  }
}

/** `/login` or `/register` carrying the destination, when it is not the default. */
export const withReturnTo = (path: '/login' | '/register', returnTo: string): string =>
  returnTo === DEFAULT_RETURN_TO ? path : `${path}?returnTo=${encodeURIComponent(returnTo)}`
