'use client'

import { QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'

import { VideoPlayerProvider } from '@/components/video/VideoPlayerProvider'
import { makeQueryClient } from '@/lib/queryClient'

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      <VideoPlayerProvider>{children}</VideoPlayerProvider>
    </QueryClientProvider>
  )
}
