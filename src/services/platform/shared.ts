/** Small helpers the services share: published-only filters and null-free mapping. */
import type { Payload, Where } from 'payload'
import type { Pool } from 'pg'

export const PUBLISHED: Where = { _status: { equals: 'published' } }

/** The API's shapes use plain strings; Payload gives null or undefined for empty fields. */
export const text = (value: string | null | undefined): string => value ?? ''
export const optional = (value: string | null | undefined): string | undefined => value ?? undefined
export const list = (value: (string | null)[] | null | undefined): string[] =>
  (value ?? []).filter((item): item is string => typeof item === 'string' && item.length > 0)

/** The pg pool under Payload's postgres adapter, for the few statements written in SQL. */
export const poolOf = (payload: Payload): Pool => (payload.db as unknown as { pool: Pool }).pool
