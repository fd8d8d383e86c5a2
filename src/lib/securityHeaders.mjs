// @ts-check
/**
 * The security headers of every response: the public site, /api, the Payload admin at
 * /admin and its REST at /cms-api, static files and 404s. Pure functions of the public address
 * and the dev flag, read by two places so that nothing escapes them:
 *   - next.config.mjs `headers()` (`next dev`, and the rules `next build` writes into the build);
 *   - server/server.mjs, the production server, which sets them on every response before Next
 *     answers (at run time, so HSTS follows the SERVER_URL the server runs with, not the one
 *     the build saw).
 * Plain JavaScript (checked by tsc through JSDoc) because both readers load it without a
 * TypeScript loader.
 */

const YOUTUBE_EMBED = 'https://www.youtube-nocookie.com'
// Stripe.js and its frames (donations, a later issue): https://docs.stripe.com/security/guide#content-security-policy
const STRIPE_JS = ['https://js.stripe.com', 'https://*.js.stripe.com']
// Payload's code and JSON fields (e.g. System → Search index → an entry's `result`) load the Monaco
// editor from this CDN (@payloadcms/ui bundles @monaco-editor/react with its default path); only
// the admin's policy allows it, pinned to the version Payload asks for (tests/e2e/headers.spec.ts
// opens such a field, so an upgrade that moves the version fails there).
const MONACO_CDN = 'https://cdn.jsdelivr.net/npm/monaco-editor@0.55.1/'

/**
 * @typedef {{ key: string, value: string }} Header
 * @typedef {{ dev?: boolean, admin?: boolean }} PolicyOptions
 * @typedef {{ serverUrl?: string, dev?: boolean }} HeaderOptions
 */

/**
 * The Content-Security-Policy. Next inlines its bootstrap scripts, so without nonces scripts need
 * 'unsafe-inline'. Nonces would make every page render per request (Next reads the nonce from
 * the request), and a later caching issue needs pages static and cached, so there are none.
 * `next dev` also needs 'unsafe-eval' (React's dev call stacks) and its hot-reload websocket.
 * @param {PolicyOptions} [options]
 * @returns {string}
 */
export const contentSecurityPolicy = ({ dev = false, admin = false } = {}) => {
  const monaco = admin ? [MONACO_CDN] : []
  /** @type {Record<string, string[]>} */
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : []), ...STRIPE_JS, ...monaco],
    // React, Next and Payload set style attributes and inline <style>.
    'style-src': ["'self'", "'unsafe-inline'", ...monaco],
    // Media from /cms-api/media/file/* is same-origin; the admin previews uploads as data:/blob:.
    // Editors may paste any https image or audio address into imageUrl/audioUrl (and YouTube
    // thumbnails come from i.ytimg.com), and an image or a sound cannot run code: any https source.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'media-src': ["'self'", 'blob:', 'https:'],
    'font-src': ["'self'", 'data:', ...monaco],
    'connect-src': ["'self'", 'https://api.stripe.com', ...(dev ? ['ws:', 'wss:'] : [])],
    // The admin frames the site's own pages too: Live Preview.
    'frame-src': [...(admin ? ["'self'"] : []), YOUTUBE_EMBED, ...STRIPE_JS, 'https://hooks.stripe.com'],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // A form may post here only (Stripe Checkout's address, should a donation form post there).
    'form-action': ["'self'", 'https://checkout.stripe.com'],
    // No other site may frame the site, and no one the admin (clickjacking); X-Frame-Options
    // says it to old browsers. The site's own pages may frame its pages: the admin's Live
    // Preview shows the page being edited in a frame.
    'frame-ancestors': admin ? ["'none'"] : ["'self'"],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}

/**
 * Powerful features off for the site and any frame; the YouTube player keeps what it plays with
 * (its <iframe allow> asks for these), Stripe's frames may use the Payment Request API.
 */
export const permissionsPolicy = () =>
  [
    'camera=()',
    'microphone=()',
    'geolocation=()',
    'usb=()',
    'serial=()',
    'hid=()',
    'midi=()',
    'magnetometer=()',
    'gyroscope=()',
    'accelerometer=()',
    'display-capture=()',
    'browsing-topics=()',
    `payment=(self "${STRIPE_JS[0]}")`,
    `autoplay=(self "${YOUTUBE_EMBED}")`,
    `encrypted-media=(self "${YOUTUBE_EMBED}")`,
    `fullscreen=(self "${YOUTUBE_EMBED}")`,
    `picture-in-picture=(self "${YOUTUBE_EMBED}")`,
  ].join(', ')

/** @param {string | undefined} url */
const isHttps = (url) => {
  try {
    return new URL(String(url)).protocol === 'https:'
  } catch {
    return false
  }
}

/**
 * The headers of a response outside the admin. HSTS only when the site is served over https
 * (SERVER_URL): sent over http it would mean nothing, and on a development machine it would pin
 * localhost to https in the browser.
 * @param {HeaderOptions & { admin?: boolean }} [options]
 * @returns {Header[]}
 */
export const securityHeaders = ({ serverUrl, dev = false, admin = false } = {}) => [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy({ dev, admin }) },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: admin ? 'DENY' : 'SAMEORIGIN' },
  { key: 'Permissions-Policy', value: permissionsPolicy() },
  ...(isHttps(serverUrl) ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
]

/** The Payload admin's pages (its REST at /cms-api has no pages and keeps the site's policy). */
export const isAdminPath = (/** @type {string} */ pathname) => pathname === '/admin' || pathname.startsWith('/admin/')

/**
 * An uploaded file as it is served (/cms-api/{collection}/file/{name}): its own policy, a
 * sandbox with nothing allowed, so that a file a browser could open as a page (an SVG, say)
 * runs no script on the site's origin; an <img> or <audio> showing it is not affected.
 * (src/web/cmsApi.ts also sends such types as attachments.)
 */
export const UPLOAD_CONTENT_SECURITY_POLICY = "sandbox; default-src 'none'"

/** @param {string} pathname */
export const isUploadPath = (pathname) => /^\/cms-api\/[^/]+\/file\//i.test(pathname)

/**
 * The headers for one request path (server/server.mjs).
 * @param {string} pathname
 * @param {HeaderOptions} [options]
 * @returns {Header[]}
 */
export const securityHeadersFor = (pathname, options = {}) => {
  const headers = securityHeaders({ ...options, admin: isAdminPath(pathname) })
  if (!isUploadPath(pathname)) return headers
  return headers.map((header) => (header.key === 'Content-Security-Policy' ? { ...header, value: UPLOAD_CONTENT_SECURITY_POLICY } : header))
}

/**
 * The same as Next `headers()` rules (next.config.mjs): every path, then the admin's policy and
 * framing rule over it (when two rules set one header, Next keeps the later).
 * @param {HeaderOptions} [options]
 * @returns {{ source: string, headers: Header[] }[]}
 */
export const securityHeaderRules = (options = {}) => [
  { source: '/:path*', headers: securityHeaders(options) },
  {
    source: '/admin/:path*',
    headers: securityHeaders({ ...options, admin: true }).filter(({ key }) => key === 'Content-Security-Policy' || key === 'X-Frame-Options'),
  },
  { source: '/cms-api/:collection/file/:path*', headers: [{ key: 'Content-Security-Policy', value: UPLOAD_CONTENT_SECURITY_POLICY }] },
]

/**
 * A page cache in front of the app may add the site's fixed headers itself: read back
 * from its stored copy on every hit, the two long policies cost nginx 9-25 % of its hits per
 * second (bench/README.md, "Page cache"). When the app runs with SECURITY_HEADERS_BY_PROXY=1 and a request carries
 * EDGE_HEADER: "1" (the shipped nginx sets it on every request it passes on, over whatever a
 * client sent), the app leaves these out; nginx sets each one on every answer outside the admin's
 * pages and /cms-api/ (deploy/nginx-security-headers.conf, made from this list), which keep the
 * app's headers.
 * Strict-Transport-Security stays with the app: it depends on SERVER_URL.
 */
export const EDGE_HEADER = 'x-yoga-edge-headers'
export const PROXY_SET_HEADERS = ['Content-Security-Policy', 'Referrer-Policy', 'X-Content-Type-Options', 'X-Frame-Options', 'Permissions-Policy']

/**
 * Answers that keep the app's own headers behind the page cache: the admin's pages (their policy
 * differs) and Payload's REST at /cms-api/ (an uploaded SVG carries `script-src 'none'`). The
 * shipped nginx gives them locations of their own and does not mark them.
 * @param {string} pathname
 */
const keepsOwnHeaders = (pathname) => isAdminPath(pathname) || pathname.startsWith('/cms-api/')

/**
 * True when this request's answer may go without PROXY_SET_HEADERS: the deployment says a proxy
 * adds them, the request came through it (which marks only the paths it sets them on), and it is
 * not one of the answers that keep their own (keepsOwnHeaders).
 * @param {string} pathname
 * @param {string | string[] | undefined} edgeHeader the request's EDGE_HEADER
 * @param {NodeJS.ProcessEnv} [environment]
 */
export const proxySetsHeaders = (pathname, edgeHeader, environment = process.env) =>
  environment.SECURITY_HEADERS_BY_PROXY === '1' && edgeHeader === '1' && !keepsOwnHeaders(pathname)

/** @param {string} value */
const nginxString = (value) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`

/**
 * deploy/nginx-security-headers.conf, included in the page cache's `location /`
 * (deploy/nginx-cache.conf.template): for each of PROXY_SET_HEADERS, nginx drops whatever the app
 * sent (`proxy_hide_header`) and adds the site's value, a constant. A visitor gets each header
 * exactly once with or without SECURITY_HEADERS_BY_PROXY, and nginx evaluates no variable per hit
 * for these headers (the maps keyed on the app's answer that this replaced cost about 1 µs of its
 * ~19 µs per hit). The admin's pages and /cms-api/ have locations of their own that pass the
 * app's headers on.
 * tests/unit/securityHeaders.test.ts holds the file to this output (`npm run generate:proxy-headers`
 * writes it).
 * @returns {string}
 */
export const nginxSecurityHeaderDirectives = () => {
  const site = Object.fromEntries(securityHeaders().map(({ key, value }) => [key, value]))
  const lines = PROXY_SET_HEADERS.map((name) => `proxy_hide_header ${name};\nadd_header ${name} ${nginxString(site[name] ?? '')} always;`)
  return `# Made by \`npm run generate:proxy-headers\` from src/lib/securityHeaders.mjs: do not edit.
# The site's fixed security headers, in the page cache's \`location /\`: what the app sent (nothing
# with SECURITY_HEADERS_BY_PROXY=1 on a request this proxy marks, the same values otherwise) is
# replaced by the site's value, so each arrives exactly once. The admin's pages and /cms-api/
# keep the app's own (their locations do not include this file).
${lines.join('\n')}
`
}
