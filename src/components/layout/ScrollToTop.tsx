'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/** The view scrolls to the top on every navigation. */
export function ScrollToTop() {
  const pathname = usePathname()
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 })
  }, [pathname])
  return null
}
