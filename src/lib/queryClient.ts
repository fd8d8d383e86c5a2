import { QueryClient } from '@tanstack/react-query'

import { getQueryFn } from '@/lib/api'

/** SPEC §7's defaults: never stale, no refetch on focus or interval, no retries. */
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
