import type { Metadata } from 'next'
import Link from 'next/link'

export const metadata: Metadata = { title: { absolute: '404 Page Not Found' }, robots: { index: false } }

export default function NotFound() {
  return (
    <div className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="font-serif text-4xl">404 Page Not Found</h1>
      <p className="mt-4 text-ink-muted">We could not find the page you were looking for.</p>
      <p className="mt-8">
        <Link className="text-sage-700 underline" href="/">
          Go back home
        </Link>
      </p>
    </div>
  )
}
