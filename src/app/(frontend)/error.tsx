'use client'

import Link from 'next/link'
import { useEffect, useRef } from 'react'

import { buttonClass } from '@/components/ui/button'

/**
 * What a visitor sees when a page cannot be built right now (the database restarting, say):
 * a calm message, a way to try again and a way home, instead of the framework's error screen.
 * The production server answers such a page with 503 and Retry-After while the database is
 * unreachable (server/server.mjs).
 */
export default function PageError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <div className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 ref={heading} tabIndex={-1} className="font-serif text-4xl outline-none">
        This page is taking a breath
      </h1>
      <p className="mt-4 text-ink-muted">We could not load it just now. Please try again in a moment.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={reset} className={buttonClass({ variant: 'primary' })}>
          Try again
        </button>
        <Link href="/" className={buttonClass({ variant: 'secondary' })}>
          Go back home
        </Link>
      </div>
    </div>
  )
}
