// @ts-check
/**
 * The session cookie Payload sets on sign-in (`${cookiePrefix}-token`; payload.config.ts keeps
 * Payload's default prefix). Plain JavaScript: the production server (server/responseCache.mjs)
 * reads it without a TypeScript loader, and src/proxy.ts routes on it.
 *
 * A request that carries it may be a member's: it is never answered from a shared copy of a page
 * and never makes one, and the course pages render privately for it (src/lib/pageVariants.ts).
 * A cookie left after the session ended costs only that: the page renders for this browser.
 */
export const SESSION_COOKIE = 'payload-token'

const PATTERN = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=[^;\\s]`)

/** Whether a Cookie header carries a (non-empty) session cookie. @param {string | undefined | null} cookieHeader */
export const hasSessionCookie = (cookieHeader) => PATTERN.test(cookieHeader ?? '')
