/**
 * Which addresses a link or media field may hold: http(s) and mailto, and, where a field says
 * so, a path on this site ("/media/…"). Anything else (`javascript:`, `data:`, `vbscript:`, a
 * `//host` that borrows the page's scheme) is refused when saved and never rendered as a link.
 *
 * Browsers drop leading spaces and control characters and ignore tabs and line breaks inside
 * a scheme (" JaVaScRiPt:", "java\tscript:" both run), so the check is made on the address as a
 * browser would read it, and an address with a control character anywhere is refused outright.
 */
export const URL_MESSAGE = 'Use an address starting with http://, https:// or mailto:.'
export const URL_OR_PATH_MESSAGE = 'Use an address starting with http://, https:// or mailto:, or a path on this site starting with /.'

export type SafeUrlOptions = { allowSitePath?: boolean; allowMailto?: boolean }

// C0 controls, space, DEL and the C1 controls; what browsers strip or ignore around a scheme.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/
const EDGE = /^[\u0000-\u0020\u007f-\u009f\u00a0\ufeff]+|[\u0000-\u0020\u007f-\u009f\u00a0\ufeff]+$/g

export const isSafeUrl = (value: unknown, { allowSitePath = false, allowMailto = true }: SafeUrlOptions = {}): boolean => {
  if (typeof value !== 'string') return false
  const url = value.replace(EDGE, '')
  if (!url || CONTROL.test(url)) return false
  if (/^https?:\/\/[^/\\\s]/i.test(url)) return true
  if (allowMailto && /^mailto:[^\s]/i.test(url)) return true
  // "/path" is this site; "//host" and "/\host" are other sites to a browser.
  return allowSitePath && /^\/(?![/\\])/.test(url)
}

/** The address for an href or src, or undefined when it is not one we render. */
export const safeHref = (value: string | null | undefined, options?: SafeUrlOptions): string | undefined =>
  value && isSafeUrl(value, options) ? value.replace(EDGE, '') : undefined
