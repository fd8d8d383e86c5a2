import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import '@/app/(frontend)/globals.css'
import { env } from '@/lib/env'

export const metadata: Metadata = {
  metadataBase: new URL(env.serverUrl),
  title: { default: 'Yoga Commons', template: '%s · Yoga Commons' },
  description:
    'Free, community-driven yoga education: a Sanskrit glossary with pronunciation, a beginner FAQ, a pose library, videos and events.',
}

export default function FrontendLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
