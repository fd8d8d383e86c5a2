/**
 * Access of the collections Payload adds itself while it sanitizes the config: document locks
 * and admin preferences. Payload 3.90 has no option for their access (locked documents get
 * "anyone signed in may do anything"), and they are added after every plugin has run, so they
 * are changed here, on the built config, before Payload starts.
 */
import type { SanitizedConfig } from 'payload'

import { editors } from '@/access/editors'
import { editorsAsLockOwner } from '@/access/editorsAsLockOwner'
import { ownDocuments } from '@/access/ownDocuments'
import { signedInAsThemselves } from '@/access/signedInAsThemselves'

// The slugs of payload/dist/locked-documents/config.js and preferences/config.js (not exported).
const LOCKS = 'payload-locked-documents'
const PREFERENCES = 'payload-preferences'

export const restrictInternalCollections = (config: SanitizedConfig): SanitizedConfig => {
  const collection = (slug: string) => {
    const found = config.collections.find((each) => each.slug === slug)
    // Fail loudly if Payload renames them: an open collection must not go unnoticed.
    if (!found) throw new Error(`Payload no longer adds the "${slug}" collection: review src/collections/internalAccess.ts`)
    return found
  }

  // The admin UI creates and refreshes its own locks through the database adapter (no access
  // check); through the API it reads locks, deletes the lock of a document it leaves and, to
  // take a document over, renames the lock's owner to itself. Deleting any lock is no more than
  // an editor's save does (it clears the lock). Members never open the admin: they get nothing.
  const locks = collection(LOCKS)
  locks.access = { ...locks.access, read: editors, create: editorsAsLockOwner, update: editorsAsLockOwner, delete: editors }

  // Payload's own rule already limits read/update/delete to one's own preferences, but create
  // falls back to "anyone signed in": every operation is spelled out here.
  const preferences = collection(PREFERENCES)
  preferences.access = {
    ...preferences.access,
    read: ownDocuments,
    create: signedInAsThemselves,
    update: ownDocuments,
    delete: ownDocuments,
  }
  return config
}
