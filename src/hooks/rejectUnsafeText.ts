/**
 * Payload's own API (/cms-api, the admin, the Local API) refuses text PostgreSQL cannot store: a
 * NUL character or an unpaired surrogate in any field of a write, a login or a forgot-password
 * request (and in a query's where) gets a 400 instead of a database error (a 500). The public /api checks its bodies
 * itself (src/web/http.ts); this covers everything that goes through Payload.
 */
import { APIError, type CollectionBeforeOperationHook, type CollectionConfig, type GlobalBeforeValidateHook, type GlobalConfig } from 'payload'

import { findUnsafeText, UNSAFE_TEXT_MESSAGE } from '@/lib/unsafeText.mjs'

const refuse = (field: string) => {
  throw new APIError(UNSAFE_TEXT_MESSAGE, 400, { field }, true)
}

const checkOperation: CollectionBeforeOperationHook = ({ args }) => {
  const { data, where } = args as { data?: unknown; where?: unknown }
  const unsafe = findUnsafeText(data) ?? findUnsafeText(where)
  if (unsafe !== null) refuse(unsafe)
  return args
}

const checkGlobal: GlobalBeforeValidateHook = ({ data }) => {
  const unsafe = findUnsafeText(data)
  if (unsafe !== null) refuse(unsafe)
  return data
}

/** The collection with the check first among its beforeOperation hooks. */
export const withUnsafeTextGuard = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  hooks: { ...collection.hooks, beforeOperation: [checkOperation, ...(collection.hooks?.beforeOperation ?? [])] },
})

export const withUnsafeTextGuardGlobal = (global: GlobalConfig): GlobalConfig => ({
  ...global,
  hooks: { ...global.hooks, beforeValidate: [checkGlobal, ...(global.hooks?.beforeValidate ?? [])] },
})
