import Link from 'next/link'

import { NewsletterSlot } from '@/components/engagement/slots'
import { FooterAccountLinks } from '@/components/layout/FooterAccountLinks'
import { LogoMark } from '@/components/layout/Logo'
import { footerTaxLine } from '@/lib/taxStatus'
import type { SiteSettingsItem } from '@/services/content/siteSettings'

const columns = [
  {
    title: 'Learn',
    links: [
      { href: '/glossary', label: 'Sanskrit glossary' },
      { href: '/faq', label: 'Beginner FAQ' },
      { href: '/poses', label: 'Pose library' },
      { href: '/videos', label: 'Video library' },
      { href: '/courses', label: 'Courses' },
    ],
  },
  {
    title: 'Community',
    links: [
      { href: '/events', label: 'Events' },
      { href: '/search', label: 'Search' },
      { href: '/team', label: 'Our team' },
      { href: '/contact', label: 'Contact' },
    ],
  },
  {
    title: 'Support',
    links: [
      { href: '/donate', label: 'Donate' },
    ],
    // then the account links: 'Your account' for a signed-in member (FooterAccountLinks)
    account: true,
  },
]

export function Footer({ settings }: { settings: SiteSettingsItem }) {
  // the tax status only as Site settings state it: nothing when nothing is set
  const taxLine = footerTaxLine(settings.taxStatus)
  return (
    <footer className="mt-24 border-t border-sand-200 bg-sand-100">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-10 px-4 py-12 sm:grid-cols-3 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="col-span-2 space-y-3 sm:col-span-3 md:col-span-1">
          <p className="flex items-center gap-2 font-serif text-lg font-semibold">
            <LogoMark className="size-6 text-sage-700" /> {settings.siteName}
          </p>
          <p className="text-sm text-ink-muted">{settings.tagline}</p>
          {taxLine || settings.supportEmail ? (
            <p className="text-sm text-ink-muted">
              {taxLine}
              {settings.supportEmail ? (
                <>
                  {taxLine ? ' ' : null}Questions?{' '}
                  <a className="text-sage-700 underline underline-offset-2" href={`mailto:${settings.supportEmail}`}>
                    {settings.supportEmail}
                  </a>
                </>
              ) : null}
            </p>
          ) : null}
          <NewsletterSlot look="footer" />
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="font-sans text-sm font-semibold tracking-wide text-ink uppercase">{column.title}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link className="text-ink-muted hover:text-ink hover:underline" href={link.href}>
                    {link.label}
                  </Link>
                </li>
              ))}
              {'account' in column ? <FooterAccountLinks /> : null}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-sand-200 py-4 text-center text-xs text-ink-muted">
        © {new Date().getFullYear()} {settings.siteName}. Free to learn, made by a community.
      </p>
    </footer>
  )
}
