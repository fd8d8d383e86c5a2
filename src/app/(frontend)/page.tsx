import Link from 'next/link'

import { getPayloadClient } from '@/lib/payload'
import { getSiteSettings } from '@/services/siteSettings'
import { countContent } from '@/services/stats'

export const dynamic = 'force-dynamic'

export default async function HomePage() {
  const payload = await getPayloadClient()
  const [settings, counts] = await Promise.all([getSiteSettings(payload), countContent(payload)])
  return (
    <main className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="font-serif text-4xl">{settings.siteName}</h1>
      <p className="mt-3 text-lg text-ink-muted">{settings.tagline}</p>
      <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-4" aria-label="What you can explore">
        <li className="rounded-xl bg-sand-100 p-4">
          <strong className="block text-2xl">{counts.terms}+</strong> Terms
        </li>
        <li className="rounded-xl bg-sand-100 p-4">
          <strong className="block text-2xl">21+</strong> Poses
        </li>
        <li className="rounded-xl bg-sand-100 p-4">
          <strong className="block text-2xl">{counts.videos}+</strong> Videos
        </li>
        <li className="rounded-xl bg-sand-100 p-4">
          <strong className="block text-2xl">{counts.events}+</strong> Events
        </li>
      </ul>
      <p className="mt-8">
        <Link className="text-sage-700 underline" href="/admin">
          Editors: open the admin
        </Link>
      </p>
    </main>
  )
}
