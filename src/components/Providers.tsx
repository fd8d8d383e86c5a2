'use client'

import { QueryClientProvider } from '@tanstack/react-query'
import { useEffect, useState, type ReactNode } from 'react'

import { VideoPlayerProvider } from '@/components/video/VideoPlayerProvider'
import { makeQueryClient } from '@/lib/queryClient'

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient)
  // Marks the page interactive (browser tests wait for it before typing into controlled fields).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <QueryClientProvider client={queryClient}>
      <VideoPlayerProvider>{children}</VideoPlayerProvider>
    </QueryClientProvider>
  )
}
