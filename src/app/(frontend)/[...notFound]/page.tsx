import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

export const metadata: Metadata = { title: { absolute: '404 Page Not Found' }, robots: { index: false } }

/**
 * Any path no other route claims lands here, inside the site's layout, so the visitor gets the
 * site's own '404 Page Not Found' page (the app has two root layouts, site and admin).
 */
export default function CatchAll() {
  notFound()
}
