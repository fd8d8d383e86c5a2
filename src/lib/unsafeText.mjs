// @ts-check
/**
 * Text PostgreSQL cannot store (issue 12): the NUL character (text columns refuse it) and
 * unpaired UTF-16 surrogates (jsonb refuses them, and they are not Unicode text at all). Such
 * input gets a 400 at the door instead of a 500 from the database. Plain JavaScript (checked by
 * tsc through JSDoc): the production server (scripts/lib/requestGuard.mjs) loads it too.
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export const UNSAFE_TEXT_MESSAGE = 'The request contains characters that are not allowed (a NUL character or an unpaired surrogate).'

/** @param {string} text */
export const isUnsafeText = (text) => text.includes('\u0000') || LONE_SURROGATE.test(text)

/** The path (e.g. "message" or "items.2.name") of the first unsafe string in a JSON value, or null. */
/**
 * @param {unknown} value
 * @param {string[]} [path]
 * @returns {string | null}
 */
export const findUnsafeText = (value, path = []) => {
  if (typeof value === 'string') return isUnsafeText(value) ? path.join('.') || '(body)' : null
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = findUnsafeText(value[index], [...path, String(index)])
      if (found !== null) return found
    }
    return null
  }
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (isUnsafeText(key)) return [...path, '(key)'].join('.')
      const found = findUnsafeText(inner, [...path, key])
      if (found !== null) return found
    }
  }
  return null
}
