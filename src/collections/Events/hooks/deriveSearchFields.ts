import type { CollectionBeforeChangeHook } from 'payload'

import { fold } from '@/lib/filters'
import { cityKeyOf } from '@/lib/places'
import { wallTimeIn } from '@/lib/time'

/** "|trauma_informed|wheelchair|": lets "has every chosen need" be one LIKE per need on one row. */
export const accessibilityKey = (needs: unknown): string | null =>
  Array.isArray(needs) && needs.length ? `|${[...needs].map(String).sort().join('|')}|` : null

/** The calendar day an event starts where it happens ("2026-03-29"), for date filters. */
const localDate = (start: unknown, timeZone: unknown): string | null => {
  const instant = new Date(String(start ?? ''))
  if (Number.isNaN(instant.getTime())) return null
  try {
    return wallTimeIn(instant, String(timeZone || 'UTC')).slice(0, 10)
  } catch {
    return wallTimeIn(instant, 'UTC').slice(0, 10)
  }
}

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
    startLocalDate: localDate(raw('startDate'), raw('timeZone')),
  }
}
