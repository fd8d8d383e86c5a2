'use client'
/**
 * A list page's filters kept in the URL query, the way /events keeps its own
 * (src/components/events/filterState.ts, EventsBrowser): a filtered view can be shared, survives
 * a reload and Back works. The server page reads the same query (searchParams), so the first
 * render is already filtered. Choices push a history entry; typing replaces the current one once
 * it settles, so Back is not one step per keystroke.
 */
import { useSearchParams } from 'next/navigation'
import { useEffect, useMemo, useRef, useState } from 'react'

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
 * [filters, update]: the controls follow local state (quick successive changes build on each
 * other); the URL follows, at once for a choice, 300 ms after the last keystroke for typing.
 */
export function useUrlFilters<F>(
  codec: UrlFilterCodec<F>,
  initial: F,
): [F, (next: F, when?: 'now' | 'typing') => void] {
  const params = useSearchParams()
  // Before hydration (and without params) the server's reading of the URL is the truth.
  const urlFilters = useMemo(
    () => (params ? codec.fromParams(new URLSearchParams(params.toString())) : initial),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [params],
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
