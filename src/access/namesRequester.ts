import type { PayloadRequest } from 'payload'

const idOf = (value: unknown): unknown =>
  value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value

/**
 * True when a `user` relationship value names the requester: a bare id, a populated user, or
 * the `{ relationTo, value }` shape of relationships to several auth collections.
 */
export const namesRequester = (value: unknown, user: PayloadRequest['user']): boolean => {
  if (!user || value === null || value === undefined) return false
  if (typeof value === 'object' && 'relationTo' in value) {
    const { relationTo, value: target } = value as { relationTo: unknown; value: unknown }
    return relationTo === user.collection && String(idOf(target)) === String(user.id)
  }
  return String(idOf(value)) === String(user.id)
}
