import type { CollectionBeforeChangeHook } from 'payload'

import { fold } from '@/lib/filters'
import { cityKeyOf } from '@/lib/places'

/** "|trauma_informed|wheelchair|": lets "has every chosen need" be one LIKE per need on one row. */
export const accessibilityKey = (needs: unknown): string | null =>
  Array.isArray(needs) && needs.length ? `|${[...needs].map(String).sort().join('|')}|` : null

/**
 * Keeps the hidden lookup fields in step with the visible ones: `searchText` (title, description
 * and facilitator, lowercased without diacritics) for the events search, and `cityKey` for the
 * city filter and place pages (case- and accent-insensitive), `accessibilityKey` for the
 * accessibility filter.
 */
export const deriveSearchFields: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  // A field sent as null was cleared; only a field not sent at all keeps its stored value.
  const raw = (field: string): unknown => (field in data ? data[field] : originalDoc?.[field])
  const value = (field: string): string => String(raw(field) ?? '')
  return {
    ...data,
    searchText: fold([value('title'), value('description'), value('facilitatorName')].join(' ')),
    cityKey: value('city') ? cityKeyOf(value('city')) : null,
    accessibilityKey: accessibilityKey(raw('accessibility')),
  }
}
