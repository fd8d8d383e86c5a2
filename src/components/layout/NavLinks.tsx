'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'

import { cn } from '@/lib/cn'
import { isActiveLink, NAV_LINKS } from '@/lib/nav'

/** The main navigation's links, Courses included, the current one highlighted and marked aria-current. */
export function NavLinks({ orientation, onNavigate }: { orientation: 'row' | 'column'; onNavigate?: () => void }) {
  const pathname = usePathname() ?? '/'
  return (
    <ul className={cn('flex', orientation === 'row' ? 'items-center gap-1' : 'flex-col gap-1')}>
      {NAV_LINKS.map((link) => {
        const active = isActiveLink(link.href, pathname)
        return (
          <li key={link.href}>
            <Link
              href={link.href}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'block rounded-lg font-medium transition-colors',
                orientation === 'row' ? 'px-2 py-2 text-sm xl:px-3' : 'px-4 py-3 text-base',
                active ? 'bg-sage-100 text-sage-800' : 'text-ink-muted hover:bg-sand-100 hover:text-ink',
                link.href === '/donate' && !active && 'text-terracotta-700',
              )}
            >
              {link.label}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
