import { fold } from '@/lib/filters'

/** The key a city is matched by: lowercase, no diacritics, words separated by single spaces. */
export const cityKeyOf = (city: string): string =>
  fold(city)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

/** "san-francisco" in a path is shown as "San Francisco". */
/** Next has already decoded path params; decoding again would throw on a literal "%". */
export const cityFromPath = (segment: string): string =>
  segment
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ')

/** The path segment of a city: "San Francisco" → "san-francisco". */
export const cityToPath = (city: string): string => cityKeyOf(city).replace(/ /g, '-')

export type Place = { countryCode?: string; stateCode?: string; city?: string; label: string }

/** The place of /events/{country}/{state}/{city}: codes uppercased, the most specific part labels it. */
export const placeFromPath = (country?: string, state?: string, city?: string): Place => {
  const countryCode = country ? country.toUpperCase() : undefined
  const stateCode = state ? state.toUpperCase() : undefined
  const cityName = city ? cityFromPath(city) : undefined
  return { countryCode, stateCode, city: cityName, label: cityName ?? stateCode ?? countryCode ?? 'All Locations' }
}
