import type { CollectionBeforeChangeHook } from 'payload'

/**
 * The very first account (Payload's first-user screen or `npm run create-admin` on an empty
 * database) becomes an admin; every later account keeps the roles the field access allowed.
 */
export const firstUserIsAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', req })
  if (totalDocs === 0) return { ...data, roles: ['admin'] }
  return data
}
