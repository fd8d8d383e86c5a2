import type { Access } from 'payload'

import { namesRequester } from '@/access/namesRequester'

/**
 * Creating a document that carries its owner in `user` (admin preferences): any signed-in
 * user, for itself only. An absent `user` is filled in with the requester by Payload.
 */
export const signedInAsThemselves: Access = ({ req: { user }, data }) => {
  if (!user) return false
  if (data && typeof data === 'object' && 'user' in data && data.user != null) return namesRequester(data.user, user)
  return true
}
