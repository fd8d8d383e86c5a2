import { Search } from 'lucide-react'
import Link from 'next/link'

import { AccountNav } from '@/components/auth/AccountNav'
import { LogoMark } from '@/components/layout/Logo'
import { MobileMenu } from '@/components/layout/MobileMenu'
import { NavLinks } from '@/components/layout/NavLinks'

export function Header({ siteName }: { siteName: string }) {
  return (
    <header className="sticky top-0 z-30 border-b border-sand-200 bg-sand-50/95 backdrop-blur supports-[backdrop-filter]:bg-sand-50/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link href="/" className="flex shrink-0 items-center gap-2 rounded-lg text-sage-700" aria-label={`${siteName}, home`}>
          <LogoMark className="size-8" />
          <span className="font-serif text-xl font-semibold whitespace-nowrap text-ink">{siteName}</span>
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <NavLinks orientation="row" />
        </nav>
        <div className="flex items-center gap-1">
          <AccountNav look="bar" />
          <Link
            href="/search"
            aria-label="Search"
            className="inline-flex items-center justify-center rounded-lg p-2 text-ink-muted transition-colors hover:bg-sand-100 hover:text-ink"
          >
            <Search aria-hidden className="size-5" />
          </Link>
          <MobileMenu />
        </div>
      </div>
    </header>
  )
}
