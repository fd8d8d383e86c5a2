// @ts-check
/**
 * The list pages' filter keys (src/lib/listFilterState.ts; tests/unit/listFilterState.test.ts keeps
 * them in step). /glossary, /faq and /poses are cached pages; with any of these in the query
 * they are rendered per request by /list-filtered/<list> (the address in the browser stays).
 */
export const LIST_FILTER_KEYS = {
  glossary: ['search', 'tag', 'letter'],
  faq: ['search', 'topic'],
  poses: ['search', 'category', 'difficulty'],
}

export const listFilterRewrites = () =>
  /** @type {{ source: string, has: { type: 'query', key: string }[], destination: string }[]} */ (Object.entries(LIST_FILTER_KEYS).flatMap(([list, keys]) =>
    keys.map((key) => ({ source: `/${list}`, has: [{ type: /** @type {const} */ ('query'), key }], destination: `/list-filtered/${list}` })),
  ))

