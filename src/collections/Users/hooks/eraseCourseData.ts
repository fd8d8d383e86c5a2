import type { CollectionBeforeDeleteHook } from 'payload'

import { deleteCourseData } from '@/services/courses/memberCourseData'

/**
 * An account deleted by an admin goes like one its member deleted on /account: its
 * progress and enrollments are removed, its certificates revoked and their name erased, inside
 * the deletion's transaction. Running it twice (/account calls it first) changes nothing more.
 */
export const eraseCourseData: CollectionBeforeDeleteHook = async ({ req, id }) => {
  await deleteCourseData(req.payload, Number(id), req)
}
