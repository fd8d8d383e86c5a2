'use client'

import { Menu } from 'lucide-react'
import dynamic from 'next/dynamic'

/** Same look as the real trigger while the menu's code loads (it is not needed for first paint). */
function MenuButtonPlaceholder() {
  return (
    <button
      type="button"
      disabled
      aria-label="Open menu"
      className="inline-flex items-center justify-center rounded-lg p-2 text-ink lg:hidden"
    >
      <Menu aria-hidden className="size-6" />
    </button>
  )
}

/** The side menu loads after the page is interactive, keeping Radix Dialog off the critical path. */
export const MobileMenu = dynamic(() => import('@/components/layout/MobileMenuDialog'), {
  ssr: false,
  loading: MenuButtonPlaceholder,
})
