'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { Eye } from 'lucide-react'
import { usePathname, useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

import { previewExitPath } from '@/lib/preview'

/**
 * Shown only in an editor's draft preview (src/web/preview.ts): says so, with the way out, and
 * renders the page again whenever the admin saves (Live Preview frames this page and posts a
 * message on each save; the server then reads the new draft).
 */
export function PreviewBar() {
  const pathname = usePathname()
  const router = useRouter()
  // the admin posts from this site's own address, whichever name the browser used for it
  const [origin, setOrigin] = useState<string | null>(null)
  useEffect(() => setOrigin(window.location.origin), [])
  return (
    <div role="region" aria-label="Draft preview" className="sticky top-0 z-50 border-b border-sand-300 bg-ink text-sand-50">
      <p className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-2 text-sm sm:px-6">
        <Eye aria-hidden className="size-4 shrink-0" />
        <span>
          <strong className="font-semibold">Draft preview</strong> —{' '}
          <a href={previewExitPath(pathname)} className="underline underline-offset-2 hover:text-white">
            exit
          </a>
        </span>
        <span className="ml-auto hidden text-sand-200 sm:inline">The latest draft, as visitors will see it once published.</span>
      </p>
      {origin ? <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={origin} /> : null}
    </div>
  )
}
