/**
 * The /events page's filter state, kept in the URL query with the API's own parameter names so a
 * filtered view can be shared and the back button works.
 */
import {
  ACCESSIBILITY_OPTIONS,
  DURATION_TYPE_OPTIONS,
  EVENT_TYPE_OPTIONS,
  EXPERIENCE_LEVEL_OPTIONS,
  LOCATION_TYPE_OPTIONS,
  labelOf,
  YOGA_STYLE_OPTIONS,
} from '@/lib/options'

export type PageFilters = {
  search: string
  locationType: string
  eventType: string
  price: 'all' | 'free' | 'paid'
  experienceLevel: string
  durationType: string
  yogaStyles: string[]
  accessibility: string[]
}

export const EMPTY_FILTERS: PageFilters = {
  search: '',
  locationType: 'all',
  eventType: 'all',
  price: 'all',
  experienceLevel: 'all',
  durationType: 'all',
  yogaStyles: [],
  accessibility: [],
}

const known = (value: string | null, options: { value: string }[]) =>
  value && options.some((o) => o.value === value) ? value : 'all'
const knownMany = (values: string[], options: { value: string }[]) =>
  [...new Set(values)].filter((v) => options.some((o) => o.value === v))

/** Reads the filters from a query string; unknown values are dropped rather than failing the page. */
export const filtersFromParams = (params: URLSearchParams): PageFilters => ({
  search: (params.get('search') ?? '').slice(0, 200),
  locationType: known(params.get('locationType'), LOCATION_TYPE_OPTIONS),
  eventType: known(params.get('eventType'), EVENT_TYPE_OPTIONS),
  price: params.get('isFree') === 'true' ? 'free' : params.get('isFree') === 'false' ? 'paid' : 'all',
  experienceLevel: known(params.get('experienceLevel'), EXPERIENCE_LEVEL_OPTIONS),
  durationType: known(params.get('durationType'), DURATION_TYPE_OPTIONS),
  yogaStyles: knownMany(params.getAll('yogaStyles'), YOGA_STYLE_OPTIONS),
  accessibility: knownMany(params.getAll('accessibility'), ACCESSIBILITY_OPTIONS),
})

export const filtersToQuery = (filters: PageFilters): string => {
  const params = new URLSearchParams()
  if (filters.search.trim()) params.set('search', filters.search.trim())
  for (const key of ['locationType', 'eventType', 'experienceLevel', 'durationType'] as const) {
    if (filters[key] !== 'all') params.set(key, filters[key])
  }
  if (filters.price !== 'all') params.set('isFree', filters.price === 'free' ? 'true' : 'false')
  for (const style of filters.yogaStyles) params.append('yogaStyles', style)
  for (const need of filters.accessibility) params.append('accessibility', need)
  return params.toString()
}

/** How many advanced filters are on: the badge on 'More Filters'. */
export const advancedCount = (f: PageFilters): number =>
  (f.experienceLevel !== 'all' ? 1 : 0) + (f.durationType !== 'all' ? 1 : 0) + f.yogaStyles.length + f.accessibility.length

export type Chip = { key: string; label: string; without: PageFilters }

/** One removable chip per active filter. */
export const activeChips = (f: PageFilters): Chip[] => {
  const chips: Chip[] = []
  if (f.search.trim()) chips.push({ key: 'search', label: `“${f.search.trim()}”`, without: { ...f, search: '' } })
  if (f.locationType !== 'all')
    chips.push({ key: 'locationType', label: labelOf(LOCATION_TYPE_OPTIONS, f.locationType), without: { ...f, locationType: 'all' } })
  if (f.eventType !== 'all')
    chips.push({ key: 'eventType', label: labelOf(EVENT_TYPE_OPTIONS, f.eventType), without: { ...f, eventType: 'all' } })
  if (f.price !== 'all') chips.push({ key: 'price', label: f.price === 'free' ? 'Free Only' : 'Paid Only', without: { ...f, price: 'all' } })
  if (f.experienceLevel !== 'all')
    chips.push({ key: 'experienceLevel', label: labelOf(EXPERIENCE_LEVEL_OPTIONS, f.experienceLevel), without: { ...f, experienceLevel: 'all' } })
  if (f.durationType !== 'all')
    chips.push({ key: 'durationType', label: labelOf(DURATION_TYPE_OPTIONS, f.durationType), without: { ...f, durationType: 'all' } })
  for (const style of f.yogaStyles)
    chips.push({ key: `style-${style}`, label: labelOf(YOGA_STYLE_OPTIONS, style), without: { ...f, yogaStyles: f.yogaStyles.filter((s) => s !== style) } })
  for (const need of f.accessibility)
    chips.push({ key: `need-${need}`, label: labelOf(ACCESSIBILITY_OPTIONS, need), without: { ...f, accessibility: f.accessibility.filter((a) => a !== need) } })
  return chips
}
