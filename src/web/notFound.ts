import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { NotFoundError } from '@/services/platform/errors'

/**
 * The one not-found path of the detail pages (a term, an FAQ, a pose, a video, an event, a course,
 * a lesson, a certificate): a loader that throws NotFoundError renders the segment's not-found
 * page (HTTP 404) through `orNotFound`, and the page's metadata becomes `metadataOrNotFound`'s
 * not-found title, kept out of search engines. Any other error goes on to the error page.
 */
const whenMissing = async <T, M>(load: Promise<T>, missing: () => M): Promise<T | M> => {
  try {
    return await load
  } catch (error) {
    if (error instanceof NotFoundError) return missing()
    throw error
  }
}

/** Runs a loader; a missing item renders the segment's not-found page (HTTP 404). */
export const orNotFound = <T>(load: Promise<T>): Promise<T> => whenMissing(load, () => notFound())

/** A detail page's metadata, built from its item; a missing item: `title`, not indexed. */
export const metadataOrNotFound = <T>(load: Promise<T>, title: string, build: (item: T) => Metadata): Promise<Metadata> =>
  whenMissing(load.then(build), (): Metadata => ({ title, robots: { index: false } }))
