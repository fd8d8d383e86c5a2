import { BookOpen, CalendarDays, CircleHelp, Flower2, PlayCircle, Search } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'

import { NewsletterSlot } from '@/components/engagement/slots'
import { HomeCourses } from '@/components/home/HomeCourses'
import { HomeSearch } from '@/components/home/HomeSearch'
import { buttonClass } from '@/components/ui/button'
import { LinkCard } from '@/components/ui/LinkCard'
import { loadCounts, loadSiteSettings } from '@/web/pageData'
import { DONATION_AMOUNTS, studentsSupported } from '@/lib/donations'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await loadSiteSettings()
  return {
    title: { absolute: `${settings.siteName}: free, community-driven yoga education` },
    alternates: { canonical: '/' },
    openGraph: { title: settings.siteName, description: settings.tagline, url: '/' },
  }
}

const sections = [
  { href: '/glossary', icon: BookOpen, title: 'Sanskrit glossary', text: 'Terms with Devanagari, transliteration, pronunciation and plain definitions.' },
  { href: '/faq', icon: CircleHelp, title: 'Beginner FAQ', text: 'Honest answers to the questions people ask before their first class.' },
  { href: '/poses', icon: Flower2, title: 'Pose library', text: 'Step-by-step instructions, benefits and what to avoid, pose by pose.' },
  { href: '/videos', icon: PlayCircle, title: 'Video library', text: 'Curated videos from teachers, grouped by channel.' },
  { href: '/events', icon: CalendarDays, title: 'Events', text: 'Classes, workshops and gatherings, online and near you.' },
  { href: '/search', icon: Search, title: 'Search everything', text: 'Find a term, a question, a pose, a video or an event.' },
]

export default async function HomePage() {
  const [settings, counts] = await Promise.all([loadSiteSettings(), loadCounts()])
  // Live counts only, and only what there is: a zero ("0+ Videos") is not a statistic. Events
  // count real ones (example events are left out); poses were once a fixed "21+".
  const stats = [
    { count: counts.terms, label: 'Terms' },
    { count: counts.poses, label: 'Poses' },
    { count: counts.videos, label: 'Videos' },
    { count: counts.events, label: 'Events' },
  ]
    .filter((stat) => stat.count > 0)
    .map(({ count, label }) => ({ value: `${count}+`, label }))
  return (
    <>
      <section className="bg-gradient-to-b from-sage-50 to-sand-50">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.3fr_1fr] lg:items-center">
          <div className="space-y-6">
            <p className="text-sm font-semibold tracking-wide text-sage-700 uppercase">{settings.siteName}</p>
            <h1 className="text-4xl font-semibold sm:text-5xl">Learn yoga at your own pace, free for everyone.</h1>
            <p className="max-w-xl text-lg text-ink-muted">
              {settings.tagline}. Understand the Sanskrit words, practise the poses safely, and find people to practise with.
            </p>
            <HomeSearch />
          </div>
          {stats.length ? (
            <ul className="grid grid-cols-2 gap-3" aria-label="What the library holds">
              {stats.map((stat) => (
                <li key={stat.label} className="rounded-[var(--radius-card)] border border-sand-200 bg-white p-5 shadow-[var(--shadow-soft)] last:odd:col-span-2">
                  <span className="block font-serif text-3xl font-semibold text-sage-700">{stat.value}</span>
                  <span className="text-ink-muted">{stat.label}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="explore" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <h2 id="explore" className="text-2xl font-semibold sm:text-3xl">
          Start exploring
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {sections.map((link) => (
            <li key={link.href}>
              <LinkCard {...link} />
            </li>
          ))}
        </ul>
      </section>

      <HomeCourses />

      <section aria-labelledby="support" className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="rounded-[var(--radius-card)] bg-sand-100 px-6 py-10 sm:px-10">
          <h2 id="support" className="text-2xl font-semibold sm:text-3xl">
            Keep yoga education free
          </h2>
          <p className="mt-2 max-w-2xl text-ink-muted">
            Everything here is free to read. Your gift pays for hosting, accessibility work and careful content, so more
            people can learn.
          </p>
          <ul className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-4">
            {DONATION_AMOUNTS.map((amount) => (
              <li key={amount}>
                <Link
                  href={`/donate?amount=${amount}`}
                  className="flex flex-col items-center rounded-xl border border-sand-300 bg-white px-4 py-4 text-center hover:border-terracotta-600"
                >
                  <span className="font-serif text-2xl font-semibold text-terracotta-700">${amount}</span>
                  <span className="text-sm text-ink-muted">Supports {studentsSupported(amount)} students</span>
                </Link>
              </li>
            ))}
          </ul>
          <Link href="/donate" className={buttonClass({ variant: 'accent' }, 'mt-6')}>
            Donate any amount
          </Link>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 pt-14 sm:px-6">
        <NewsletterSlot look="default" />
      </section>
    </>
  )
}
