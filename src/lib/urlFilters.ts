'use client'
/**
 * A list page's filters kept in the URL query, the way /events keeps its own
 * (src/components/events/filterState.ts, EventsBrowser): a filtered view can be shared, survives
 * a reload and Back works. The server page reads the same query (searchParams), so the first
 * render is already filtered. Choices push a history entry; typing replaces the current one once
 * it settles, so Back is not one step per keystroke.
 */
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'

export type UrlFilterCodec<F> = {
  fromParams: (params: URLSearchParams) => F
  toQuery: (filters: F) => string
}

/** Moves the URL to the filters without a server round trip (Next syncs useSearchParams with it). */
const writeUrl = (query: string, mode: 'push' | 'replace') => {
  const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`
  if (mode === 'push') window.history.pushState(null, '', url)
  else window.history.replaceState(null, '', url)
}

const TYPING_MS = 300

/**
 * The address's query, read from `location` (Back and Forward announce themselves with popstate).
 * Not next/navigation's useSearchParams: on a cached (prerendered) list page that would hand the
 * list to the browser to render (a client-side rendering bailout up to the nearest Suspense
 * boundary), so the HTML would hold skeletons instead of the list. On the server and while
 * hydrating there is no query to read: the page's own reading of it (`initial`) holds.
 */
const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange)
  return () => window.removeEventListener('popstate', onChange)
}
const useLocationSearch = (): string | null =>
  useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => null,
  )

/**
 * [filters, update]: the controls follow local state (quick successive changes build on each
 * other); the URL follows, at once for a choice, 300 ms after the last keystroke for typing.
 */
export function useUrlFilters<F>(
  codec: UrlFilterCodec<F>,
  initial: F,
): [F, (next: F, when?: 'now' | 'typing') => void] {
  const search = useLocationSearch()
  // Before hydration (and on the server) the server's reading of the URL is the truth.
  const urlFilters = useMemo(
    () => (search !== null ? codec.fromParams(new URLSearchParams(search)) : initial),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [search],
  )
  const query = codec.toQuery(urlFilters)
  const [filters, setFilters] = useState(initial)
  const latest = useRef(filters)
  useEffect(() => {
    // Back/forward (or a link) changed the URL: adopt it.
    if (codec.toQuery(latest.current) !== query) {
      latest.current = urlFilters
      setFilters(urlFilters)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, urlFilters])

  const typing = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(typing.current), [])
  const update = (next: F, when: 'now' | 'typing' = 'now') => {
    latest.current = next
    setFilters(next)
    clearTimeout(typing.current)
    if (when === 'typing') typing.current = setTimeout(() => writeUrl(codec.toQuery(latest.current), 'replace'), TYPING_MS)
    else writeUrl(codec.toQuery(next), 'push')
  }
  return [filters, update]
}
