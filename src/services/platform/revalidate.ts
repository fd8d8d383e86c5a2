import { revalidateTag } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, Payload, PayloadRequest } from 'payload'

/** Cache tags of the public pages' data (src/web/pageData.ts). */
export const TAGS = {
  glossary: 'glossary',
  faq: 'faq',
  poses: 'poses',
  videos: 'videos',
  events: 'events',
  settings: 'site-settings',
  team: 'team',
  courses: 'courses',
  certificates: 'certificates',
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

/** Tells the other app processes (src/services/platform/revalidateBroadcast.ts); imported late: the config loads this file. */
const broadcast = async (payload: Payload, tags: string[], req?: Partial<PayloadRequest>) => {
  const { broadcastTags } = await import('@/services/platform/revalidateBroadcast')
  await broadcastTags(payload, tags, req)
}

/**
 * Expires `tags` here at once, and in every app process (this one again) when the save commits:
 * a page rendered between this hook and the commit read the old row, and is not kept.
 */
export const expireWithSave = async (tags: string[], req: PayloadRequest): Promise<void> => {
  expire(tags)
  await broadcast(req.payload, tags, req)
}

/**
 * The same from a service that writes with SQL (no collection hook runs): expires `tags` here
 * and tells every app process (inside `req`'s transaction: when it commits).
 */
export const expireAfterWrite = async (payload: Payload, tags: string[], req?: Partial<PayloadRequest>): Promise<void> => {
  expire(tags)
  await broadcast(payload, tags, req)
}

const expireEverywhere =
  (tags: string[]) =>
  async <T>({ doc, req }: { doc: T; req: PayloadRequest }): Promise<T> => {
    await expireWithSave(tags, req)
    return doc
  }

/** Expires the given tags whenever a document of the collection is saved or deleted. */
export const revalidateOnChange = (...tags: string[]) => {
  const hook = expireEverywhere(tags)
  return { afterChange: [hook as CollectionAfterChangeHook], afterDelete: [hook as CollectionAfterDeleteHook] }
}

export const revalidateGlobal = (...tags: string[]): GlobalAfterChangeHook[] => [expireEverywhere(tags) as GlobalAfterChangeHook]

/**
 * Expires page tags from a job, always through a request of its own: POST
 * /api/revalidate with the tags and a signature made with PAYLOAD_SECRET (valid one minute), at
 * REVALIDATE_URL (default http://127.0.0.1:$PORT). A job never calls revalidateTag itself: one
 * kicked by a request runs inside that request's async context, where Next only records the
 * tags until *that* request ends, which may be long after this job (or never, once it ended),
 * and a page refreshed on the job's answer would render from the stale cache. In an
 * `npm run jobs` worker or on the scheduler's timer there is no request at all.
 * No server listening (seed, tests): nothing to expire, and nothing fails. The other app
 * processes were told by the collections' hooks when the job saved (src/services/platform/revalidateBroadcast.ts).
 */
export const revalidateFromJob = async (tags: string[]): Promise<boolean> => {
  const known = tags.filter((tag): tag is (typeof TAGS)[keyof typeof TAGS] => (Object.values(TAGS) as string[]).includes(tag))
  if (known.length === 0) return false
  return expireOnServer(known)
}

/** Expires `tags` in this process's web server by a signed request to it (none listening: false). */
export const expireOnServer = async (known: string[]): Promise<boolean> => {
  const [{ env }, { signToken }] = await Promise.all([import('@/lib/env'), import('@/lib/signedToken')])
  const base = (process.env.REVALIDATE_URL?.trim() || `http://127.0.0.1:${process.env.PORT?.trim() || '3000'}`).replace(/\/$/, '')
  try {
    const response = await fetch(`${base}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-token': signToken(env.payloadSecret, REVALIDATE_PURPOSE, 0, new Date(Date.now() + 60_000)) },
      body: JSON.stringify({ tags: known }),
      signal: AbortSignal.timeout(3000),
    })
    return response.ok
  } catch {
    return false
  }
}

export const REVALIDATE_PURPOSE = 'revalidate-tags'

/** Expires known tags (the /api/revalidate route, inside a request). */
export const expireTags = (tags: string[]): string[] => {
  const known = [...new Set(tags.filter((tag) => (Object.values(TAGS) as string[]).includes(tag)))]
  expire(known)
  return known
}
