/**
 * The query of GET /api/events and /api/events/feed.ics, validated: every value is
 * checked, 'all' clears a filter, and a bad value is a 400 naming the parameter and what it allows.
 */
import { z } from '@/lib/zod'

import {
  ACCESSIBILITY,
  DURATION_TYPES,
  EVENT_TYPES,
  EXPERIENCE_LEVELS,
  LOCATION_TYPES,
  YOGA_STYLES,
} from '@/lib/options'
import { ServiceError } from '@/services/platform/errors'

export type EventFilters = {
  search?: string
  locationType?: (typeof LOCATION_TYPES)[number]
  eventType?: (typeof EVENT_TYPES)[number]
  experienceLevel?: (typeof EXPERIENCE_LEVELS)[number]
  durationType?: (typeof DURATION_TYPES)[number]
  isFree?: boolean
  countryCode?: string
  stateCode?: string
  city?: string
  /** A bare date ("2026-03-29") is a calendar day where each event happens; a date-time is an instant. */
  startDateFrom?: Date | string
  startDateTo?: Date | string
  yogaStyles?: (typeof YOGA_STYLES)[number][]
  accessibility?: (typeof ACCESSIBILITY)[number][]
}

const invalid = (parameter: string, value: string, allowed: readonly string[] | string) =>
  new ServiceError(400, `Invalid value "${value}" for parameter "${parameter}"`, {
    parameter,
    value,
    allowed: typeof allowed === 'string' ? allowed : [...allowed],
  })

const ALL = 'all'
const DATE = /^\d{4}-\d{2}-\d{2}$/
const CODE = z.string().regex(/^[A-Za-z0-9]{1,3}$/)

const oneOf = <T extends string>(params: URLSearchParams, name: string, values: readonly T[]): T | undefined => {
  const raw = params.get(name)?.trim()
  if (!raw || raw === ALL) return undefined
  if (!(values as readonly string[]).includes(raw)) throw invalid(name, raw, [...values, ALL])
  return raw as T
}

const manyOf = <T extends string>(params: URLSearchParams, names: string[], values: readonly T[]): T[] | undefined => {
  const raw = names.flatMap((name) => params.getAll(name).flatMap((v) => v.split(','))).map((v) => v.trim())
  const chosen = raw.filter((v) => v && v !== ALL)
  for (const value of chosen) {
    if (!(values as readonly string[]).includes(value)) throw invalid(names[0]!, value, values)
  }
  return chosen.length ? ([...new Set(chosen)] as T[]) : undefined
}

const date = (params: URLSearchParams, name: string): Date | string | undefined => {
  const raw = params.get(name)?.trim()
  if (!raw || raw === ALL) return undefined
  if (DATE.test(raw)) {
    // A calendar date must exist (no 2026-13-45): compare with its own UTC round trip.
    const day = new Date(`${raw}T00:00:00Z`)
    if (!Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === raw) return raw
  } else if (z.iso.datetime({ offset: true }).safeParse(raw).success) {
    return new Date(raw)
  }
  throw invalid(name, raw, 'a date (YYYY-MM-DD) or an ISO 8601 date-time')
}

const code = (params: URLSearchParams, name: string): string | undefined => {
  const raw = params.get(name)?.trim()
  if (!raw || raw === ALL) return undefined
  if (!CODE.safeParse(raw).success) throw invalid(name, raw, 'a code of 1 to 3 letters or digits, e.g. US or CA')
  return raw.toUpperCase()
}

const text = (params: URLSearchParams, name: string, max: number): string | undefined => {
  const raw = params.get(name)?.trim()
  if (!raw || raw === ALL) return undefined
  if (raw.length > max) throw invalid(name, `${raw.slice(0, 20)}…`, `at most ${max} characters`)
  return raw
}

export const parseEventFilters = (params: URLSearchParams): EventFilters => {
  const isFreeRaw = params.get('isFree')?.trim()
  if (isFreeRaw && !['true', 'false', ALL].includes(isFreeRaw)) throw invalid('isFree', isFreeRaw, ['true', 'false', ALL])
  const filters: EventFilters = {
    search: text(params, 'search', 200),
    locationType: oneOf(params, 'locationType', LOCATION_TYPES),
    eventType: oneOf(params, 'eventType', EVENT_TYPES),
    experienceLevel: oneOf(params, 'experienceLevel', EXPERIENCE_LEVELS),
    durationType: oneOf(params, 'durationType', DURATION_TYPES),
    isFree: isFreeRaw === 'true' ? true : isFreeRaw === 'false' ? false : undefined,
    countryCode: code(params, 'countryCode'),
    stateCode: code(params, 'stateCode'),
    city: text(params, 'city', 100),
    startDateFrom: date(params, 'startDateFrom'),
    startDateTo: date(params, 'startDateTo'),
    yogaStyles: manyOf(params, ['yogaStyles', 'yogaStyles[]'], YOGA_STYLES),
    accessibility: manyOf(params, ['accessibility', 'accessibility[]'], ACCESSIBILITY),
  }
  const from = filters.startDateFrom
  const to = filters.startDateTo
  if (from && to && typeof from === typeof to && (from instanceof Date ? from > (to as Date) : from > to)) {
    throw invalid('startDateTo', params.get('startDateTo') ?? '', 'a date on or after startDateFrom')
  }
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as EventFilters
}
