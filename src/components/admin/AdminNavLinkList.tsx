'use client'

import { NavGroup } from '@payloadcms/ui'
import Link from 'next/link'
import { usePathname } from 'next/navigation'

/** The links of AdminNavLinks, in Payload's own nav look, the current one marked for assistive tech. */
export function AdminNavLinkList({ links }: { links: { href: string; label: string }[] }) {
  const pathname = usePathname()
  return (
    <NavGroup label="Review" isOpen>
      {links.map((link) => {
        const current = pathname === link.href
        return (
          <Link key={link.href} href={link.href} className="nav__link" id={`nav-review-${link.label.toLowerCase()}`} aria-current={current ? 'page' : undefined} prefetch={false}>
            {current ? <div className="nav__link-indicator" /> : null}
            <span className="nav__link-label">{link.label}</span>
          </Link>
        )
      })}
    </NavGroup>
  )
}
