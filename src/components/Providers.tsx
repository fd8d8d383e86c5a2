'use client'

import { useEffect, type ReactNode } from 'react'

import { VideoPlayerProvider } from '@/components/video/VideoPlayerProvider'
import { QueryProvider } from '@/lib/queryClient'

export function Providers({ children }: { children: ReactNode }) {
  // Marks the page interactive (browser tests wait for it before typing into controlled fields).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <QueryProvider>
      <VideoPlayerProvider>{children}</VideoPlayerProvider>
    </QueryProvider>
  )
}
