import type { Access, Where } from 'payload'

import { namesRequester } from '@/access/namesRequester'

/**
 * Documents that belong to the requester through their `user` relationship (admin
 * preferences): a signed-in user reads, changes and deletes only its own, and cannot hand one
 * over to someone else.
 */
export const ownDocuments: Access = ({ req: { user }, data }) => {
  if (!user) return false
  if (data && typeof data === 'object' && 'user' in data && data.user != null && !namesRequester(data.user, user)) {
    return false
  }
  const own: Where[] = [{ 'user.value': { equals: user.id } }, { 'user.relationTo': { equals: user.collection } }]
  return { and: own }
}
