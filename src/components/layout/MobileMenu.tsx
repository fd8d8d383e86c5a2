'use client'

import { Menu } from 'lucide-react'
import dynamic from 'next/dynamic'
import { useState, type ComponentProps } from 'react'

const loadDialog = () => import('@/components/layout/MobileMenuDialog')

/** The side menu's trigger as it looks before the menu's code is there. */
function MenuButton(props: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      aria-label="Open menu"
      className="inline-flex items-center justify-center rounded-lg p-2 text-ink hover:bg-sand-100 lg:hidden"
      {...props}
    >
      <Menu aria-hidden className="size-6" />
    </button>
  )
}

const MobileMenuDialog = dynamic(loadDialog, { ssr: false, loading: () => <MenuButton disabled /> })

/**
 * The side menu (Radix Dialog) loads only when someone reaches for its button: hover or focus
 * fetches it, a click opens it. Pages where nobody opens the menu never download it.
 */
export function MobileMenu() {
  const [opened, setOpened] = useState(false)
  if (opened) return <MobileMenuDialog initiallyOpen />
  return <MenuButton onPointerEnter={() => void loadDialog()} onFocus={() => void loadDialog()} onClick={() => setOpened(true)} />
}
