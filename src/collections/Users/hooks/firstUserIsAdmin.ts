import type { CollectionBeforeChangeHook } from 'payload'

/** Set in `context` by a visitor's sign-up (POST /api/auth/register): never an admin. */
export const MEMBER_REGISTRATION = 'memberRegistration'

/**
 * The very first account (Payload's first-user screen or `npm run create-admin` on an empty
 * database) becomes an admin; every later account keeps the roles the field access allowed.
 * A visitor's sign-up is not a first user: on a fresh site it stays a member.
 */
export const firstUserIsAdmin: CollectionBeforeChangeHook = async ({ context, data, operation, req }) => {
  if (operation !== 'create' || context[MEMBER_REGISTRATION]) return data
  const { totalDocs } = await req.payload.count({ collection: 'users', req })
  if (totalDocs === 0) return { ...data, roles: ['admin'] }
  return data
}
