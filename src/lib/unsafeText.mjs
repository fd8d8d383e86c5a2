// @ts-check
/**
 * Text PostgreSQL cannot store: the NUL character (text columns refuse it) and
 * unpaired UTF-16 surrogates (jsonb refuses them, and they are not Unicode text at all). Such
 * input gets a 400 at the door instead of a 500 from the database. Plain JavaScript (checked by
 * tsc through JSDoc): the production server (server/requestGuard.mjs) loads it too.
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export const UNSAFE_TEXT_MESSAGE = 'The request contains characters that are not allowed (a NUL character or an unpaired surrogate).'

/** @param {string} text */
export const isUnsafeText = (text) => text.includes('\u0000') || LONE_SURROGATE.test(text)

/**
 * How deeply a JSON body may nest. The forms send two or three levels and the admin's richest
 * documents (Lexical rich text) about twenty; a body nested thousands deep is an attack on every
 * recursive walk over it (a stack overflow, a 500), so it is refused before it is parsed.
 */
export const MAX_JSON_DEPTH = 64

export const TOO_DEEP_MESSAGE = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`

/**
 * True when JSON text opens more than `max` arrays or objects inside each other. A scan of the
 * characters (brackets inside strings do not count), so it costs no recursion and no parse.
 * @param {string} text
 * @param {number} [max]
 */
export const jsonTooDeep = (text, max = MAX_JSON_DEPTH) => {
  let depth = 0
  let inString = false
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (inString) {
      if (code === 92 /* \ */) index++
      else if (code === 34 /* " */) inString = false
    } else if (code === 34) inString = true
    else if (code === 123 /* { */ || code === 91 /* [ */) {
      if (++depth > max) return true
    } else if (code === 125 /* } */ || code === 93 /* ] */) depth--
  }
  return false
}

/**
 * The path (e.g. "message" or "items.2.name") of the first unsafe string in a JSON value, or
 * null. Walks with its own stack, not recursion, so no value is too deep for it.
 * @param {unknown} value
 * @param {string[]} [path]
 * @returns {string | null}
 */
export const findUnsafeText = (value, path = []) => {
  /** @typedef {{ value: unknown, key: string | null, parent: Entry | null }} Entry */
  /** @param {Entry | null} entry @param {string[]} tail */
  const pathOf = (entry, tail = []) => {
    const keys = [...tail]
    for (let at = entry; at && at.key !== null; at = at.parent) keys.unshift(at.key)
    return [...path, ...keys]
  }
  /** @type {Entry[]} */
  const pending = [{ value, key: null, parent: null }]
  while (pending.length) {
    const entry = /** @type {Entry} */ (pending.pop())
    const current = entry.value
    if (typeof current === 'string') {
      if (isUnsafeText(current)) return pathOf(entry).join('.') || '(body)'
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--) pending.push({ value: current[index], key: String(index), parent: entry })
    } else if (current && typeof current === 'object') {
      const entries = Object.entries(current)
      for (const [key] of entries) if (isUnsafeText(key)) return pathOf(entry, ['(key)']).join('.')
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, inner] = /** @type {[string, unknown]} */ (entries[index])
        pending.push({ value: inner, key, parent: entry })
      }
    }
  }
  return null
}
