/** Small helpers the services share: published-only filters and null-free mapping. */
import type { Where } from 'payload'

export const PUBLISHED: Where = { _status: { equals: 'published' } }

/** SPEC §3 shapes use plain strings; Payload gives null or undefined for empty fields. */
export const text = (value: string | null | undefined): string => value ?? ''
export const optional = (value: string | null | undefined): string | undefined => value ?? undefined
export const list = (value: (string | null)[] | null | undefined): string[] =>
  (value ?? []).filter((item): item is string => typeof item === 'string' && item.length > 0)
