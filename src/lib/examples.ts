/**
 * Example content: the seed's made-up events carry the `example` tag. A visitor sees
 * them marked ("Example event"), and nothing offers them as real: no calendar entry, no contact
 * or registration link, no schema.org data, no sitemap entry, no place in the home page's counts.
 * `NODE_ENV=production` seeds none unless asked (`npm run seed -- --examples`); an admin removes
 * them all at once from the Events list (POST /api/admin/examples).
 */
export const EXAMPLE_TAG = 'example'

export const EXAMPLE_EVENT_LABEL = 'Example event'

export const EXAMPLE_EVENT_NOTE =
  'This is a made-up listing that shows how events look on this site. It is not a real event: there is nothing to attend, book or add to a calendar.'

export const isExample = (item: { tags?: readonly string[] | null }): boolean => Boolean(item.tags?.includes(EXAMPLE_TAG))

/**
 * Whether the seed should load its examples: `--examples` asks for them, `--no-examples` leaves
 * them out, and otherwise they come on a development machine only (not with NODE_ENV=production).
 */
export const seedExamplesWanted = (args: readonly string[], nodeEnv = process.env.NODE_ENV): boolean =>
  args.includes('--examples') ? true : args.includes('--no-examples') ? false : nodeEnv !== 'production'
