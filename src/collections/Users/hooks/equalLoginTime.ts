import type { CollectionBeforeOperationHook } from 'payload'

import { normalizeUsername, spendPasswordHashWork } from '@/services/accounts/loginGuard'

/**
 * Payload answers a login for an unknown username at once but hashes the password of a known
 * one (600,000 PBKDF2 rounds), so the answer time tells which usernames exist. For an
 * unknown username this spends the same hashing work before Payload answers "invalid".
 */
export const equalLoginTime: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  if (operation !== 'login') return
  const { password, username: given } = args.data as { password?: unknown; username?: unknown }
  const username = normalizeUsername(given)
  // Without a username or password Payload refuses at once for everyone alike.
  if (!username || typeof password !== 'string' || password.trim() === '') return
  const { totalDocs } = await req.payload.db.count({ collection: collection.slug, req, where: { username: { equals: username } } })
  if (totalDocs === 0) await spendPasswordHashWork(password)
}
