'use client'
/**
 * A list page's filters kept in the URL query, the way /events keeps its own
 * (src/lib/eventFilterState.ts, EventsBrowser): a filtered view can be shared, survives
 * a reload and Back works. The server page reads the same query (searchParams), so the first
 * render is already filtered. Choices push a history entry; typing replaces the current one once
 * it settles, so Back is not one step per keystroke.
 */
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'

export type UrlFilterCodec<F> = {
  fromParams: (params: URLSearchParams) => F
  toQuery: (filters: F) => string
}

/** Who reads the address: told after this hook writes it (pushState announces nothing). */
const readers = new Set<() => void>()

/** Moves the URL to the filters without a server round trip (Next syncs useSearchParams with it). */
const writeUrl = (query: string, mode: 'push' | 'replace') => {
  const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`
  if (mode === 'push') window.history.pushState(null, '', url)
  else window.history.replaceState(null, '', url)
  for (const read of readers) read()
}

const TYPING_MS = 300

/**
 * The address's query, read from `location` (Back and Forward announce themselves with popstate).
 * Not next/navigation's useSearchParams: on a cached (prerendered) list page that would hand the
 * list to the browser to render (a client-side rendering bailout up to the nearest Suspense
 * boundary), so the HTML would hold skeletons instead of the list. On the server there is no
 * query to read (null): the page's own reading of it (`initial`) holds.
 *
 * While hydrating, React asks the third function, in the browser: it reads `location` too. The
 * render does not depend on the query (only the effect below does), and a snapshot that changed
 * from hydration to the first effect would make React render the whole list again, synchronously,
 * right after hydrating (one long task on every list page's first load).
 */
const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange)
  readers.add(onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    readers.delete(onChange)
  }
}
const readSearch = () => window.location.search
export const useLocationSearch = (): string | null =>
  useSyncExternalStore(subscribe, readSearch, () => (typeof window === 'undefined' ? null : readSearch()))

/**
 * [filters, update, inUrl]: the controls follow local state (quick successive changes build on
 * each other); the URL follows, at once for a choice, 300 ms after the last keystroke for typing;
 * `inUrl` is what the URL says now (a list fetched from the server follows it, not each keystroke).
 */
export function useUrlFilters<F>(
  codec: UrlFilterCodec<F>,
  initial: F,
): [F, (next: F, when?: 'now' | 'typing') => void, F] {
  const search = useLocationSearch()
  // On the server the page's reading of the URL is the truth.
  const urlFilters = useMemo(
    () => (search !== null ? codec.fromParams(new URLSearchParams(search)) : initial),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [search],
  )
  const query = codec.toQuery(urlFilters)
  const [filters, setFilters] = useState(initial)
  const latest = useRef(filters)
  // The query this hook last saw in the URL or wrote there itself: only a query that differs from
  // it came from elsewhere (Back, Forward, a link). Our own delayed write is read back on the next
  // keystroke's render and must not undo that keystroke.
  const seen = useRef<string | null>(null)
  useEffect(() => {
    if (query === seen.current) return
    seen.current = query
    // Back/forward (or a link) changed the URL: adopt it.
    if (codec.toQuery(latest.current) !== query) {
      latest.current = urlFilters
      setFilters(urlFilters)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, urlFilters])

  const typing = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(typing.current), [])
  const write = (next: F, mode: 'push' | 'replace') => {
    seen.current = codec.toQuery(next)
    writeUrl(seen.current, mode)
  }
  const update = (next: F, when: 'now' | 'typing' = 'now') => {
    latest.current = next
    setFilters(next)
    clearTimeout(typing.current)
    if (when === 'typing') typing.current = setTimeout(() => write(latest.current, 'replace'), TYPING_MS)
    else write(next, 'push')
  }
  return [filters, update, urlFilters]
}
