'use client'

import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'

/**
 * Puts the data a page was just rendered with into the query cache, replacing what this tab may
 * have cached on an earlier visit (queries never go stale, so initialData alone would lose to it).
 * Runs once per mount, before the component's useQuery reads the cache.
 */
export const useServerData = <T>(queryKey: string, data: T | undefined): void => {
  const client = useQueryClient()
  useState(() => {
    if (data !== undefined) client.setQueryData([queryKey], data)
    return true
  })
}
