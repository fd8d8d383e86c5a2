// @ts-check
/**
 * Next's incremental cache for this app: the public pages (ISR) and the data cache
 * (`unstable_cache` in src/web/pageData.ts) live in this process's memory, bounded, and expire by tag.
 * next.config.mjs names it as `cacheHandler`.
 *
 * Why not Next's default (files under .next/): the build runs without a database, so the pages it
 * prerenders are empty stand-ins (src/web/pageData.ts). Next's file cache would serve those, and
 * its data cache outlives a restart against another database (the seed, tests, a restore). Here
 * nothing is read from disk: the first request after a start renders from the live database.
 *
 * Expiry: `revalidateTag` (src/services/platform/revalidate.ts, on a save, a job's signed request, or another
 * process's broadcast) records when each tag expired. An entry carrying that tag and stored up to
 * EXPIRY_GRACE_MS after it is stale too: a render that read the database just before an editor's
 * save committed may finish after the expiry, and must not be kept. A stale entry is a miss (the
 * next request renders afresh and waits for it), so no visitor sees the old version after a save.
 * Plain JavaScript: Next loads it at run time without a TypeScript loader.
 */

const MB = 1024 * 1024
const maxBytes = Math.max(8, Number(process.env.PAGE_CACHE_MAX_MB) || 256) * MB
const EXPIRY_GRACE_MS = 5_000
const TAGS_HEADER = 'x-next-cache-tags'

/** @typedef {{ value: any, lastModified: number, tags: string[], bytes: number, cacheControl?: any }} Entry */

/** One store per process, shared by every IncrementalCache Next creates (one per request). */
const STORE = Symbol.for('yoga-commons.page-cache')
/**
 * `lastExpiry`: when any tag last expired here; the production server's copy of pages
 * (server/responseCache.mjs) reads it through this global.
 * @type {{ entries: Map<string, Entry>, expired: Map<string, number>, bytes: number, lastExpiry: number }}
 */
const store = /** @type {any} */ (globalThis)[STORE] ??= { entries: new Map(), expired: new Map(), bytes: 0, lastExpiry: 0 }

/** @param {unknown} part */
const sizeOf = (part) => {
  if (part == null) return 0
  if (typeof part === 'string') return part.length * 2
  if (Buffer.isBuffer(part)) return part.byteLength
  if (part instanceof Map) {
    let total = 0
    for (const value of part.values()) total += sizeOf(value)
    return total
  }
  try {
    return JSON.stringify(part).length * 2
  } catch {
    return 1024
  }
}

/** @param {any} value */
const bytesOf = (value) =>
  value == null ? 64 : sizeOf(value.html) + sizeOf(value.rscData) + sizeOf(value.segmentData) + sizeOf(value.body) + sizeOf(value.data) + sizeOf(value.buffer) + 512

/** @param {any} value @param {any} ctx */
const tagsOf = (value, ctx) => {
  /** @type {Set<string>} */
  const tags = new Set()
  for (const tag of ctx?.tags ?? value?.tags ?? []) tags.add(String(tag))
  const header = value?.headers?.[TAGS_HEADER]
  if (typeof header === 'string') for (const tag of header.split(',')) if (tag) tags.add(tag)
  return [...tags]
}

/** @param {string} key */
const drop = (key) => {
  const entry = store.entries.get(key)
  if (!entry) return
  store.entries.delete(key)
  store.bytes -= entry.bytes
}

/** @param {Entry} entry @param {string[]} extraTags */
const isExpired = (entry, extraTags) => {
  for (const tag of [...entry.tags, ...extraTags]) {
    const at = store.expired.get(tag)
    if (at !== undefined && entry.lastModified <= at + EXPIRY_GRACE_MS) return true
  }
  return false
}

export default class PageCacheHandler {
  /** @param {unknown} _context */
  constructor(_context) {}

  /** @param {string} key @param {any} [ctx] */
  async get(key, ctx) {
    const entry = store.entries.get(key)
    if (!entry) return null
    if (isExpired(entry, [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])])) {
      drop(key)
      return null
    }
    // least recently used last out: a hit moves to the end
    store.entries.delete(key)
    store.entries.set(key, entry)
    return { value: entry.value, lastModified: entry.lastModified, cacheControl: entry.cacheControl }
  }

  /** @param {string} key @param {any} value @param {any} [ctx] */
  async set(key, value, ctx) {
    drop(key)
    const entry = { value, lastModified: Date.now(), tags: tagsOf(value, ctx), bytes: bytesOf(value), cacheControl: ctx?.cacheControl }
    if (entry.bytes > maxBytes / 4) return
    store.entries.set(key, entry)
    store.bytes += entry.bytes
    for (const oldest of store.entries.keys()) {
      if (store.bytes <= maxBytes) break
      drop(oldest)
    }
  }

  /** @param {string | string[]} tags @param {{ expire?: number }} [_durations] */
  async revalidateTag(tags, _durations) {
    const now = Date.now()
    for (const tag of typeof tags === 'string' ? [tags] : tags) store.expired.set(tag, now)
    store.lastExpiry = now
  }

  resetRequestCache() {}
}

/** For tests: how much the cache holds. */
export const pageCacheStats = () => ({ entries: store.entries.size, bytes: store.bytes })
