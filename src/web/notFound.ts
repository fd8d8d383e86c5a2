import { notFound } from 'next/navigation'

import { NotFoundError } from '@/services/platform/errors'

/** Runs a loader; a missing item renders the segment's not-found page (HTTP 404). */
export const orNotFound = async <T>(load: Promise<T>): Promise<T> => {
  try {
    return await load
  } catch (error) {
    if (error instanceof NotFoundError) notFound()
    throw error
  }
}
