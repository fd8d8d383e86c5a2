import { createHash } from 'node:crypto'

import type { CollectionBeforeChangeHook, CollectionBeforeOperationHook } from 'payload'

/**
 * Password-reset tokens are kept as their SHA-256 only, so a copy of the users table (a
 * backup, a read-only SQL hole) opens no account. Payload's forgotPassword mails the raw token
 * and stores it with payload.update (this beforeChange hook hashes it); resetPassword looks the
 * submitted token up (the beforeOperation hook hashes it first). The tokens are 20 random
 * bytes, so a plain hash is enough.
 */
const PREFIX = 'sha256:'

export const hashResetTokenValue = (token: string): string =>
  `${PREFIX}${createHash('sha256').update(token, 'utf8').digest('hex')}`

export const storeResetTokenHashed: CollectionBeforeChangeHook = ({ data }) => {
  const token: unknown = data?.resetPasswordToken
  // Field access lets only server code write the field; a value that is already a hash stays.
  if (typeof token === 'string' && token && !token.startsWith(PREFIX)) {
    return { ...data, resetPasswordToken: hashResetTokenValue(token) }
  }
  return data
}

export const lookUpResetTokenHashed: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'resetPassword') return
  // resetPasswordOperation reads `data.token` from the object it took before this hook ran, so
  // returning new args would be ignored: the token is replaced in that same object. Whatever is
  // submitted is hashed, so the stored hash itself is no key.
  const data = args.data as { token?: unknown }
  if (typeof data.token === 'string' && data.token) data.token = hashResetTokenValue(data.token)
}
