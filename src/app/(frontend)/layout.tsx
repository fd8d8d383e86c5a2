import '@/app/(frontend)/globals.css'

import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { FeedbackSlot } from '@/components/engagement/slots'
import { Footer } from '@/components/layout/Footer'
import { Header } from '@/components/layout/Header'
import { ScrollToTop } from '@/components/layout/ScrollToTop'
import { Providers } from '@/components/Providers'
import { LazyToaster } from '@/components/toast/LazyToaster'
import { PreviewBar } from '@/components/layout/PreviewBar'
import { fontStacks, fontVariables } from '@/app/(frontend)/fonts'
import { FloatingVideoPlayer } from '@/components/video/FloatingVideoPlayer'
import { env } from '@/lib/env'
import { loadSiteSettings } from '@/web/pageData'
import { previewing } from '@/web/preview'

/**
 * A page that reads nothing per visitor (glossary, FAQ, poses, videos, team, home, the detail
 * pages) is cached (ISR): regenerated at most hourly, and at once when a tag of its data expires
 * (src/services/platform/revalidate.ts). Pages that read the visitor or the request say `dynamic =
 * 'force-dynamic'` themselves. Each page's cached copy lives in memory (server/pageCacheHandler.mjs).
 */
export const revalidate = 3600

export async function generateMetadata(): Promise<Metadata> {
  const settings = await loadSiteSettings()
  return {
    metadataBase: new URL(env.serverUrl),
    title: { default: settings.siteName, template: `%s · ${settings.siteName}` },
    description:
      'Free, community-driven yoga education: a Sanskrit glossary with pronunciation, a beginner FAQ, a pose library, videos and events.',
    applicationName: settings.siteName,
    icons: { icon: '/icon.svg' },
    openGraph: { siteName: settings.siteName, type: 'website', locale: 'en' },
    twitter: { card: 'summary' },
  }
}

export const viewport: Viewport = { themeColor: '#fbf8f3', width: 'device-width', initialScale: 1 }

export default async function FrontendLayout({ children }: { children: ReactNode }) {
  const [settings, preview] = await Promise.all([loadSiteSettings(), previewing()])
  return (
    <html lang="en" className={fontVariables} style={fontStacks}>
      <body className="flex min-h-dvh flex-col">
        <Providers>
          <a
            href="#main"
            className="sr-only z-50 rounded-lg bg-sage-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
          >
            Skip to content
          </a>
          {preview ? <PreviewBar /> : null}
          <ScrollToTop />
          <Header siteName={settings.siteName} />
          <main id="main" tabIndex={-1} className="flex-1 outline-none">
            {children}
          </main>
          <Footer settings={settings} />
          <FloatingVideoPlayer />
          <FeedbackSlot />
          <LazyToaster />
        </Providers>
      </body>
    </html>
  )
}
