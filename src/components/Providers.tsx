'use client'

import * as Tooltip from '@radix-ui/react-tooltip'
import { QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'

import { VideoPlayerProvider } from '@/components/video/VideoPlayerProvider'
import { makeQueryClient } from '@/lib/queryClient'

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
        <VideoPlayerProvider>{children}</VideoPlayerProvider>
      </Tooltip.Provider>
    </QueryClientProvider>
  )
}
