import { revalidateTag } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

/** Cache tags of the public pages' data (src/lib/content.ts). */
export const TAGS = {
  glossary: 'glossary',
  faq: 'faq',
  poses: 'poses',
  videos: 'videos',
  events: 'events',
  settings: 'site-settings',
  team: 'team',
  courses: 'courses',
} as const

const expire = (tags: string[]) => {
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch {
      // Outside a Next.js server (seed, migrations, tests) there is no cache to expire.
    }
  }
}

/** Expires the given tags whenever a document of the collection is saved or deleted. */
export const revalidateOnChange = (...tags: string[]) => ({
  afterChange: [(({ doc }) => (expire(tags), doc)) as CollectionAfterChangeHook],
  afterDelete: [(({ doc }) => (expire(tags), doc)) as CollectionAfterDeleteHook],
})

export const revalidateGlobal = (...tags: string[]): GlobalAfterChangeHook[] => [({ doc }) => (expire(tags), doc)]
