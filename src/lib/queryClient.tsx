'use client'

/**
 * The site's react-query client. Client data is never stale (what a page was rendered with, or
 * fetched once, stays until a mutation invalidates its key), is not refetched on window focus or
 * on an interval, and a failed query or mutation is not retried: the screen shows the failure.
 * A query without its own `queryFn` GETs its key's parts joined by slashes (`getQueryFn`), and
 * fails on a 401 like any other error status.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'

import { getQueryFn } from '@/lib/api'

export const makeQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  })

/**
 * One client per provider: per request on the server (no data shared between visitors), one per
 * tab in the browser, kept in state so a re-render never makes another.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(makeQueryClient)
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}
